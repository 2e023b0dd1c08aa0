/**
 * A build's pictures kept beside it (a release folder's pictures/<brand>/), so the next
 * release is compared with them without rendering the kept build again, and a build whose
 * files are byte for byte the kept one's reuses them outright. They are taken as valid only
 * for the same files (the build's content hash) and the same renderer (the walk, the
 * render settings, the sandbox's data and answers, Chromium's version): any change there
 * and the build is pictured again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/brands.ts';
import { listFiles } from '../build/manifest.ts';
import type { Shots } from './shots.ts';

interface StoreIndex { contentHash: string; renderer: string; shots: Record<string, { lang: string; file: string | null; problem: string | null; unsettled?: boolean }> }

const INDEX = 'index.json';

/** The code and data a picture depends on besides the build: the walk, the render, the sandbox's answers. */
const PICTURE_INPUTS = [
  'scripts/visual/journeys.ts', 'scripts/visual/render.ts', 'scripts/visual/shots.ts', 'scripts/visual/hosts.ts', 'scripts/visual/words.ts',
  'sandbox', 'e2e/journey-steps.ts', 'e2e/payment-providers.ts', 'e2e/login-providers.ts', 'e2e/browser.ts',
];

function hashTree(abs: string, h: crypto.Hash): void {
  if (fs.statSync(abs).isDirectory()) {
    for (const e of fs.readdirSync(abs).sort()) if (!/\.test\.ts$/.test(e)) hashTree(path.join(abs, e), h);
  } else h.update(path.relative(ROOT, abs)).update('\0').update(fs.readFileSync(abs)).update('\0');
}

/** What the players get from a build folder: every served file, by path and bytes. */
export function contentHash(dir: string): string {
  const h = crypto.createHash('sha256');
  for (const f of listFiles(dir)) h.update(f).update('\0').update(fs.readFileSync(path.join(dir, f))).update('\0');
  return h.digest('hex');
}

/** What makes the pictures of the same files what they are, besides the files. */
export function rendererHash(browserVersion: string): string {
  const h = crypto.createHash('sha256').update(browserVersion).update('\0');
  for (const p of PICTURE_INPUTS) hashTree(path.join(ROOT, p), h);
  return h.digest('hex').slice(0, 16);
}

/** The kept pictures of the build at `contentHash`, when they are of these files, by this renderer, and hold every key wanted. */
export function readStore(dir: string, want: { contentHash: string; renderer: string; keys: string[] }): Shots | null {
  let idx: StoreIndex;
  try { idx = JSON.parse(fs.readFileSync(path.join(dir, INDEX), 'utf8')) as StoreIndex; } catch { return null; }
  if (idx.contentHash !== want.contentHash || idx.renderer !== want.renderer || want.keys.some((k) => !idx.shots[k])) return null;
  const shots: Shots = new Map();
  for (const k of want.keys) {
    const s = idx.shots[k]!;
    const png = s.file ? fs.readFileSync(path.join(dir, s.file)) : null;
    shots.set(k, { lang: s.lang, png, problem: s.problem, unsettled: s.unsettled });
  }
  return shots;
}

export function writeStore(dir: string, meta: { contentHash: string; renderer: string }, shots: Shots): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const idx: StoreIndex = { ...meta, shots: {} };
  for (const [k, s] of [...shots].sort(([x], [y]) => x.localeCompare(y))) {
    const file = s.png ? `${k}.png` : null;
    if (file) fs.writeFileSync(path.join(dir, file), s.png!);
    idx.shots[k] = { lang: s.lang, file, problem: s.problem, ...(s.unsettled ? { unsettled: true } : {}) };
  }
  fs.writeFileSync(path.join(dir, INDEX), JSON.stringify(idx, null, 1) + '\n');
}

