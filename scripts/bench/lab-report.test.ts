import { describe, expect, it } from 'vitest';
import type { LabRun, ProfileName, VisitName } from './lab-lighthouse.ts';
import { B, BARE, cellOf, goals } from './lab-report.ts';

const run = (lcp: number, score = 100): LabRun => ({ lcp, fcp: lcp, tbt: 0, cls: 0, score, lcpElement: 'h1', observed: { fcp: 0, lcp: 0, requests: [], longTasks: [] }, warnings: [] });
const cell = (profile: ProfileName, visit: VisitName, page: string, lcp: number, score = 100) => cellOf(profile, visit, page, [run(lcp, score)]);
const lineOf = (lines: string[], start: string) => lines.find((l) => l.trimStart().startsWith(start)) ?? `no line "${start}"`;

describe("the lab's goals", () => {
  it('holds a first visit to 1.10× the bare page of its own profile, simulated and applied alike, and the score on the simulated one', () => {
    const lines = goals([
      cell('mobile', 'first', BARE, 1000), cell('mobile', 'first', '/recharge', 1150),
      cell('applied', 'first', BARE, 1600), cell('applied', 'first', '/recharge', 1150, 99), cell('applied', 'first', '/selectGame', 1800),
    ]);
    expect(lineOf(lines, 'applied first /selectGame')).toMatch(/MISS LCP 1\.13× > 1\.1×/);
    expect(lineOf(lines, 'mobile first /recharge')).toMatch(/MISS LCP 1\.15× > 1\.1×/);
    // 1150 ms is within 1.10× of the applied run's own bare page (1600), not of the simulated
    // one's; the score's absolute bands are the simulated run's goal only.
    expect(lineOf(lines, 'applied first /recharge')).toMatch(/: ok;/);
  });

  it("holds a repeat visit to the other tree's in the same profile", () => {
    const lines = goals([
      cell('applied', 'repeat', '/selectGame', 700), cell('applied', 'repeat', `${B}/selectGame`, 650),
      cell('mobile', 'repeat', '/selectGame', 700), cell('mobile', 'repeat', `${B}/selectGame`, 850),
    ]);
    expect(lineOf(lines, 'applied repeat /selectGame')).toMatch(/MISS LCP 700 > B's 650 ms/);
    expect(lineOf(lines, 'mobile repeat /selectGame')).toMatch(/: ok;/);
  });
});
