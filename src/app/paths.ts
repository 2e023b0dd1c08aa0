/**
 * Route paths as data (spec section 2). Pages and stores build links from here, never
 * from string literals, so a renamed route is one edit.
 */
export const PATHS = {
  home: '/',
  selectGame: '/selectGame',
  selectGoods: '/selectGoods',
  recharge: '/recharge',
  result: '/result',
  replenishGoods: '/replenishGoods',
  errorReplenish: '/errorReplenish',
  notArea: '/notArea',
  certifiedReal: '/certifiedReal',
  showError: '/showError',
  paramError: '/paramError',
} as const;

/** `/@{code}`: the per-brand game code route. */
export const GAME_CODE_PATTERN = /^\/@([^/]+)$/;

/**
 * The four purchase steps in order: a route's step index highlights the progress bar,
 * `label` names the step there and `title` is its page's heading (also in the HTML shell
 * shown before the app runs, src/shell/shell.tsx).
 */
export const STEPS = [
  { path: PATHS.selectGame, label: 'steps.selectGame', title: 'page.selectGame' },
  { path: PATHS.selectGoods, label: 'steps.selectGoods', title: 'page.selectGoods' },
  { path: PATHS.recharge, label: 'steps.recharge', title: 'page.recharge' },
  { path: PATHS.result, label: 'steps.result', title: 'page.result' },
] as const;

export function stepIndex(path: string): number {
  return STEPS.findIndex((s) => s.path === path);
}

