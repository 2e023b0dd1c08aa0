/**
 * The client's API hosts: the rule of host-order.ts applied to the baked-in brand (or a
 * test's override), and which of them answers a call (firstReply). A backup that answered
 * moves to the front, and that order is remembered under paymentBakApi for
 * BACKUP_HOST_MEMORY_MS, so the next calls (and the next page load, the head script's
 * early call included) skip a primary that is down instead of waiting on it again.
 */
import brand from 'virtual:brand';
import { BACKUP_HOST_MEMORY_MS, HEDGE_AFTER_MS, RETRY_DELAY_MS, TRIES_PER_HOST } from '../lib/constants.ts';
import { currentHostname } from '../lib/page-address.ts';
import { whenPageStays } from '../lib/page-leaving.ts';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../lib/storage.ts';
import { type Exchange, type Outcome, TransportError, exchange } from './client-http.ts';
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type Reply = Outcome & { kind: 'reply' };

/**
 * The first answer to a request from the hosts in order (spec sections 4 and 9, and the
 * contract's hosts section). Each host is a lane of up to TRIES_PER_HOST attempts,
 * RETRY_DELAY_MS apart after a failed one (no reply, a gateway's 502/503/504, or a reply
 * that is not the envelope). For a call that may be repeated, the next host's lane starts
 * as soon as one of this lane's attempts has failed or has gone HEDGE_AFTER_MS without an
 * answer, while this lane goes on with its own retries beside it: a host that fails fast
 * costs nothing, one that hangs costs HEDGE_AFTER_MS. (The spec has the next host wait
 * for three tries 4 s apart: 8 s of a dead primary before a first visit saw a game.) The
 * first answer wins; attempts still under way end by themselves (their answers are
 * dropped, and a repeated order carries the same Idempotency-Key). A call that may not be
 * repeated gets one attempt on the first host.
 */
export function firstReply(x: Omit<Exchange, 'url'> & { path: string }, repeatable: boolean): Promise<Reply | TransportError> {
  const ordered = hostsInOrder();
  const hosts = repeatable ? ordered : ordered.slice(0, 1);
  const tries = repeatable ? TRIES_PER_HOST : 1;
  return new Promise((resolve) => {
    let done = false;
    let started = 0;
    let running = 0;
    let last = new TransportError('network');
    const finish = (out: Reply | TransportError) => { done = true; resolve(out); };
    const startNext = () => {
      if (done || started >= hosts.length) return;
      running++;
      void lane(hosts[started++]!);
    };
    async function lane(host: string): Promise<void> {
      let handedOn = false;
      // The next host starts once per lane; every lane that ends has failed, so has handed on.
      const handOn = () => { if (!handedOn) { handedOn = true; startNext(); } };
      for (let attempt = 1; attempt <= tries && !done; attempt++) {
        const hedge = repeatable ? setTimeout(handOn, HEDGE_AFTER_MS) : undefined;
        const out = await exchange({ ...x, url: host + x.path });
        clearTimeout(hedge);
        if (done) return;
        if (out.kind === 'transport' && out.error.reason === 'leaving') {
          // Cancelled by the page's own departure: held, and asked again of this host only if the page stays.
          await whenPageStays();
          attempt--;
          continue;
        }
        if (out.kind === 'reply') {
          if (host !== ordered[0]) promoteHost(host, ordered);
          finish(out);
          return;
        }
        last = out.error;
        handOn();
        if (attempt < tries) await sleep(RETRY_DELAY_MS);
      }
      running--;
      if (!done && running === 0) finish(last);
    }
    startNext();
  });
}
