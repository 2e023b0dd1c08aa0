/**
 * The size budgets of issue 6, in one place: `npm run bench` prints them beside the
 * figures and scripts/budgets.test.ts fails `npm test` when one is exceeded. Each check
 * names its budget and carries the figure and the limit, so a failure says how far over.
 *
 * KB here is 1024 bytes; sizes are gzip (level 9), per file, as bench-measure.ts weighs them.
 */
import type { BundleReport } from './bench-measure.ts';

export const BUDGETS = {
  /**
   * Initial JS of /selectGame (entry + its static imports, gzip) ≤ this × the React floor
   * (react + react-dom alone, built the same way in the same run). What that leaves is
   * all of wouter, valtio, rosetta, redaxios and the app's first page: about 13 KB. The
   * floor with those libraries is printed too, to show how much of it they take.
   */
  initialJsVsFloor: 1.2,
  /** Each locale chunk, gzip. */
  localeGzip: 8 * 1024,
  /** Each chunk loaded after first paint, with its own static imports (what navigating there downloads), gzip. */
  lazyGzip: 12 * 1024,
} as const;

export interface BudgetCheck {
  budget: string;
  subject: string;
  figure: number;
  limit: number;
  ok: boolean;
  /** One line: budget, subject, figure and limit. */
  message: string;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function check(budget: string, subject: string, figure: number, limit: number, show: (n: number) => string): BudgetCheck {
  const ok = figure <= limit;
  return { budget, subject, figure, limit, ok, message: `${ok ? 'ok  ' : 'OVER'} ${budget}: ${subject} is ${show(figure)} (limit ${show(limit)})` };
}

/** Every budget check of one brand's bundle against the React floor's initial JS (gzip bytes). */
export function checkBudgets(brand: string, r: BundleReport, floorGzip: number): BudgetCheck[] {
  const out: BudgetCheck[] = [];
  const ratio = r.initialJs.total.gzip / floorGzip;
  out.push(check(`initial JS ≤ ${BUDGETS.initialJsVsFloor}× the React floor (gzip)`, `${brand} /selectGame initial JS ${kb(r.initialJs.total.gzip)} vs floor ${kb(floorGzip)}`,
    Number(ratio.toFixed(3)), BUDGETS.initialJsVsFloor, (n) => `${n.toFixed(3)}×`));
  const bytes = (n: number) => `${kb(n)} (${n} B)`;
  for (const l of r.locales) {
    out.push(check(`locale chunk ≤ ${kb(BUDGETS.localeGzip)} gzip`, `${brand} ${l.file}`, l.gzip, BUDGETS.localeGzip, bytes));
  }
  for (const z of r.lazy) {
    out.push(check(`later route chunk ≤ ${kb(BUDGETS.lazyGzip)} gzip`, `${brand} ${z.name} (${z.js.files.map((f) => f.file).join(' + ')})`, z.js.total.gzip, BUDGETS.lazyGzip, bytes));
  }
  return out;
}
