/**
 * The React hooks rules `npm run check` applies (`check:hooks`, oxlint with .oxlintrc.json):
 * a hook called conditionally and an effect missing what it reads fail it; the same
 * component written by the rules passes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/brands.ts';

function lint(source: string): { ok: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hooks-'));
  const file = path.join(dir, 'widget.tsx');
  fs.writeFileSync(file, source);
  try {
    const output = execFileSync(path.join(ROOT, 'node_modules/.bin/oxlint'), ['-c', path.join(ROOT, '.oxlintrc.json'), '--deny-warnings', file], { encoding: 'utf8' });
    return { ok: true, output };
  } catch (e) {
    return { ok: false, output: String((e as { stdout?: string }).stdout) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const HEAD = "import { useEffect, useState } from 'react';\ndeclare function track(n: number): void;\n";

describe('npm run check: the React hooks rules', () => {
  it('fails a hook called under a condition', () => {
    const r = lint(`${HEAD}export function Widget({ on }: { on: boolean }) {\n  if (on) { const [n] = useState(0); return <p>{n}</p>; }\n  return null;\n}\n`);
    expect(r.ok).toBe(false);
    expect(r.output).toContain('rules-of-hooks');
  });

  it('fails an effect that reads a value it does not list', () => {
    const r = lint(`${HEAD}export function Widget({ n }: { n: number }) {\n  useEffect(() => { track(n); }, []);\n  return null;\n}\n`);
    expect(r.ok).toBe(false);
    expect(r.output).toContain('exhaustive-deps');
  });

  it('passes the same component written by the rules', () => {
    expect(lint(`${HEAD}export function Widget({ n }: { n: number }) {\n  useEffect(() => { track(n); }, [n]);\n  return null;\n}\n`).ok).toBe(true);
  });
});
