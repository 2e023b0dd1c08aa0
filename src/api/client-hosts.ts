/**
 * The client's API hosts: the rule of host-order.ts applied to the baked-in brand (or a
 * test's override). A backup that answered moves to the front, and that order is
 * remembered under paymentBakApi for BACKUP_HOST_MEMORY_MS, so the next calls (and the
 * next page load) skip a primary that is down instead of waiting out its retries again.
 */
import brand from 'virtual:brand';
import { BACKUP_HOST_MEMORY_MS } from '../lib/constants.ts';
import { currentHostname } from '../lib/page-address.ts';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../lib/storage.ts';
import { brandApiHosts, orderHosts } from './host-order.ts';

let override: string[] | null = null;

/** Tests (and the contract project) set the host list; null returns to the brand's. */
export function setHostsOverride(hosts: string[] | null): void {
  override = hosts ? [...hosts] : null;
}

/** The configured list in brand order: the override, the demo host, or the production hosts. */
export function configuredHosts(): string[] {
  return override ?? brandApiHosts(brand.hosts, currentHostname());
}

/** The order to try now: the remembered one when it is still about the same hosts. */
export function hostsInOrder(): string[] {
  return orderHosts(configuredHosts(), readStored);
}

/**
 * `host` answered after the ones before it failed: put it first and remember the order.
 * When that restores the configured order there is nothing to remember, so it is dropped.
 */
export function promoteHost(host: string, order: string[]): void {
  const next = [host, ...order.filter((h) => h !== host)];
  const configured = configuredHosts();
  if (next.every((h, i) => h === configured[i])) removeStored(STORAGE_KEYS.backupApi);
  else writeStored(STORAGE_KEYS.backupApi, next, BACKUP_HOST_MEMORY_MS);
}
