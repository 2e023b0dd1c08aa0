/**
 * vitest setupFiles of the `contract` project: each test file ends by checking that nothing
 * it sent to the sandbox, and nothing the sandbox answered, broke api/openapi.yaml
 * (sandbox/contract-check.ts). Per file rather than once at the end of the run, because a
 * failed hook fails the file that caused it, while an error in a global teardown is only
 * printed.
 */
import { afterAll, beforeAll } from 'vitest';
import { describeViolations } from './contract-check.ts';
import { control } from './test-helpers.ts';

let before = 0;

beforeAll(async () => {
  before = (await control.contractReport()).violations.length;
});

afterAll(async () => {
  const found = (await control.contractReport()).violations.slice(before);
  if (found.length) throw new Error(`${found.length} request(s) or answer(s) of this file do not fit api/openapi.yaml:\n${describeViolations(found)}`);
});
