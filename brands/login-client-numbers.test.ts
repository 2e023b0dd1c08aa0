// @vitest-environment node
/**
 * Spec section 9's login client numbers, held by the brand files (issue 24: a spec row no
 * test held). The spec lists eleven brands; dragon's and ssgame's numbers are the brand
 * files' own. joyage's depends on the domain area: 400 in hk, 300 elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
const clientNumber = (id: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8')).login.clientNumber;

const SPEC_SECTION_9: Record<string, unknown> = {
  ko: 100, watt: 200, coolgame: 1000, ru: 100, joynet: 300, acenet: 2000, acenetJp: 200,
  rhinosTwhk: 3000, rhinos: 400, spotJp: 300, joyage: { hk: 400, default: 300 },
};

it.each(Object.entries(SPEC_SECTION_9))('%s logs in with client number %j (spec section 9)', (id, expected) => {
  expect(clientNumber(id)).toEqual(expected);
});
