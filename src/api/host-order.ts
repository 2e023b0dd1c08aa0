/**
 * The rule for which API hosts to try, in what order (spec section 7 and the retry rule of
 * section 4), without the brand module, so that index.html's early script
 * (src/boot/early-games-request.ts) asks the host the app would ask first:
 *  - a page whose hostname contains "demo" uses only the brand's demo host;
 *  - otherwise the brand's production list: the primary, then the backups;
 *  - a remembered order (paymentBakApi, written by client-hosts.ts after a backup
 *    answered) wins while it is still about the same hosts.
 */
import type { BrandHosts } from '../../brands/brand.ts';
import { isDemoHost } from '../lib/demo-host.ts';
import { type ReadStored, BACKUP_API_KEY } from '../lib/stored-entry.ts';

/** The brand's list for a page on `hostname`, in brand order. */
export function brandApiHosts(hosts: Pick<BrandHosts, 'api' | 'demoApi'>, hostname: string): string[] {
  return isDemoHost(hostname) ? [hosts.demoApi] : [...hosts.api];
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((h) => b.includes(h));

/** The order to try now: the remembered one when it is still about the same hosts (`read`: see lib/stored-entry.ts). */
export function orderHosts(hosts: string[], read: ReadStored): string[] {
  const remembered = read(BACKUP_API_KEY, (v): v is string[] =>
    Array.isArray(v) && v.every((h) => typeof h === 'string'));
  return remembered && sameSet(remembered, hosts) ? remembered : hosts;
}
