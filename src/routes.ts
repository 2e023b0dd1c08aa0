/**
 * The one route table (spec section 2). Data only, at the bottom of the layers: the
 * router (app/routes.tsx), the stores and the API layer's effects, the build (the HTML
 * shells, the head script's config, the route preload), the bench, the lab and the tests
 * all read it, and every other list of routes is derived from it.
 *
 * Adding a route: a row here, and its page module under src/pages/.
 */
export interface RouteDef {
  /** The address; for the /@code route, its form as written in the spec. */
  readonly path: string;
  /** The page module under src/, and its export when not the default. Null: the layout handles the address (/ forwards to step 1). */
  readonly page: string | null;
  readonly export?: string;
  /** Index among the four purchase steps: the progress bar highlights up to it; its label is `steps.<name>`, its heading `page.<name>`. */
  readonly step?: number;
  /** Needs a domain area (spec section 4): the area guard resolves one or sends the player to /notArea. */
  readonly area?: true;
  /** index.html carries a shell of this page, rendered at build time (src/boot/). */
  readonly shell?: true;
  /** index.html's head asks for the game list at once (src/boot/). */
  readonly earlyGames?: true;
  /** The page is in the first chunk; every other page loads on demand. */
  readonly firstLoad?: true;
  /** The parameter-error page is shown whatever the address's parameters say. */
  readonly skipParamCheck?: true;
}

const STANDALONE = 'pages/standalone/standalone-pages.tsx';

export const ROUTES = {
  home: { path: '/', page: null, area: true, shell: true, earlyGames: true },
  selectGame: { path: '/selectGame', page: 'pages/select-game/select-game-page.tsx', step: 0, area: true, shell: true, earlyGames: true, firstLoad: true },
  selectGoods: { path: '/selectGoods', page: 'pages/select-goods/select-goods-page.tsx', step: 1, area: true, shell: true },
  recharge: { path: '/recharge', page: 'pages/recharge/recharge-page.tsx', step: 2, area: true, shell: true },
  result: { path: '/result', page: 'pages/result/result-page.tsx', step: 3, area: true, shell: true },
  // A support link names the replenishment, and its calls need no domain area.
  replenishGoods: { path: '/replenishGoods', page: 'pages/replenish/replenish-page.tsx' },
  errorReplenish: { path: '/errorReplenish', page: STANDALONE, export: 'ErrorReplenishPage' },
  notArea: { path: '/notArea', page: STANDALONE, export: 'NotAreaPage' },
  certifiedReal: { path: '/certifiedReal', page: STANDALONE, export: 'CertifiedRealPage' },
  showError: { path: '/showError', page: STANDALONE, export: 'ShowErrorPage' },
  paramError: { path: '/paramError', page: STANDALONE, export: 'ParamErrorPage', skipParamCheck: true },
  gameCode: { path: '/@{code}', page: STANDALONE, export: 'GameCodePage' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/** Any address the table does not have. */
export const NOT_FOUND: RouteDef = { path: '*', page: STANDALONE, export: 'NotFoundPage' };

/** Each route's address by name: `PATHS.recharge`. */
export const PATHS = Object.fromEntries(Object.entries(ROUTES).map(([k, r]) => [k, r.path])) as { readonly [K in RouteName]: (typeof ROUTES)[K]['path'] };

/** `/@{code}`: the per-brand game code (wouter matches it by this pattern). */
export const GAME_CODE_PATTERN = /^\/@(?<code>[^/]+)$/;

/** The route an address shows, or undefined (Not Found). */
export function routeOf(pathname: string): RouteName | undefined {
  if (GAME_CODE_PATTERN.test(pathname)) return 'gameCode';
  return (Object.keys(ROUTES) as RouteName[]).find((k) => k !== 'gameCode' && ROUTES[k].path === pathname);
}

/** The route an address shows, as the table writes its path (`/@{code}`; `*` for Not Found): a label that never carries the address's own parts. */
export function routePattern(pathname: string): string {
  const name = routeOf(pathname);
  return name ? ROUTES[name].path : NOT_FOUND.path;
}

const flagged = (flag: keyof RouteDef) => (Object.values(ROUTES) as RouteDef[]).filter((r) => r[flag] !== undefined).map((r) => r.path);

/** Addresses that need a domain area. */
export const AREA_PATHS: readonly string[] = flagged('area');
/** Addresses index.html has a shell for. */
export const SHELL_PATHS: readonly string[] = flagged('shell');
/** Addresses whose first page is the game list (the head asks for it early). */
export const EARLY_GAMES_PATHS: readonly string[] = flagged('earlyGames');

/** The routes that are purchase steps. */
export type StepName = { [K in RouteName]: (typeof ROUTES)[K] extends { step: number } ? K : never }[RouteName];

/** The purchase steps in order, with their progress-bar label and heading message keys. */
export const STEPS = (Object.keys(ROUTES) as RouteName[])
  .flatMap((name) => {
    const r: RouteDef = ROUTES[name];
    if (r.step === undefined) return [];
    const step = name as StepName;
    return [{ name: step, step: r.step, path: r.path, label: `steps.${step}` as const, title: `page.${step}` as const }];
  })
  .sort((a, b) => a.step - b.step);

/** The step index of an address (-1 when it is not a purchase step). */
export function stepIndex(pathname: string): number {
  return STEPS.findIndex((s) => s.path === pathname);
}

/** A route's link with its query, empty values left out: `href('result', { billing_no })`. */
export function href(name: Exclude<RouteName, 'gameCode'>, query: Record<string, string | number | undefined | null> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${ROUTES[name].path}?${s}` : ROUTES[name].path;
}
