/**
 * Step 1's banner (spec section 7, event 7 `view_banner`): asked for once the game list is
 * in (GET /api/config/banner, api/openapi.yaml), in the page's language, and again when the
 * language changes. Its link is followed only to an https host the brand lists
 * (hosts.bannerLinks); event 7 is sent when the player has seen it, once per showing.
 */
import { proxy } from 'valtio/vanilla';
import brand from 'virtual:brand';
import type { Banner } from '../api/contract.ts';
import { getBanners } from '../api/games.ts';
import * as TRACKING_EVENTS from '../api/tracking-events.ts';
import { listedHttpsHref } from '../lib/redirect.ts';
import { domainArea } from './domain-area.ts';
import { loadInto, resource } from './resource.ts';
import { reloadOnLanguageChange } from './language-reloads.ts';
import { track } from './tracking-context.ts';

export const banner = proxy({ shown: resource<Banner | null>(null) });

/**
 * Asks for the banners of this area; the first is shown (none: nothing is). Quiet: a banner
 * is not worth an error message, but a wrong area (-3014) still ends on /notArea.
 */
export async function loadBanner(): Promise<void> {
  await loadInto(banner.shown, async () => (await getBanners({ domain_area: domainArea.area }, { quiet: true }))[0] ?? null, { keep: true });
}

reloadOnLanguageChange(() => (banner.shown.status === 'ready' ? loadBanner() : undefined));

/** Where the banner leads: its link when it is https on a host the brand lists, else nowhere (''). */
export function bannerHref(b: Pick<Banner, 'link'>): string {
  return listedHttpsHref(b.link, brand.hosts.bannerLinks);
}

/** The player has seen the banner: event 7, naming it. */
export function bannerSeen(b: Pick<Banner, 'banner_id'>): void {
  void track(TRACKING_EVENTS.view_banner, { extend_data: { banner_id: b.banner_id } });
}
