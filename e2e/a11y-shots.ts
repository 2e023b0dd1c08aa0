/**
 * Screenshots of what the accessibility tests judge, for a person to look at: with
 * A11Y_SHOTS=<folder> set, the tests write them there (PNG); without it, nothing is taken.
 */
import fs from 'node:fs';
import path from 'node:path';

const folder = process.env.A11Y_SHOTS;

/** Writes the screenshot `take` gives, under a file name made from `name`, when screenshots are wanted. */
export async function keepShot(name: string, take: () => Promise<Buffer>): Promise<void> {
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${name.replace(/[^\w-]+/g, '-')}.png`), await take());
}
