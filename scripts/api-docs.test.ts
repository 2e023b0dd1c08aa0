// @vitest-environment node
/**
 * npm run api-docs: Redoc shows no vendor extensions, so the page's copy of the document
 * must carry each call's error codes in its description, with their meanings.
 */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../api/openapi-document.ts';
import { withErrorCodesInDescriptions } from './api-docs.ts';

describe('withErrorCodesInDescriptions', () => {
  const source = loadContract();
  const before = JSON.stringify(source);
  const page = withErrorCodesInDescriptions(source);
  const description = (path: string, method: 'get' | 'post') => String((page.paths[path]![method] as { description?: string }).description);

  it('writes each call\'s x-error-codes into its description, with name and meaning, after what it said', () => {
    const d = description('/api/pay/order_info', 'get');
    expect(d).toMatch(/^Needs the login of the order's owner/);
    expect(d).toContain('- `-600` TOKEN_INVALID: Token missing, unknown or expired (7 days).');
    expect(d).toContain('- `-3008` ORDER_NOT_FOUND: No such order (billing number).');
    expect(d).toContain('and, like every call: `-1000`, `-5000`.');
  });
  it('says so for a call without codes of its own, and adds the body codes to calls with a body', () => {
    const d = description('/service/recharge/api.php', 'post');
    expect(d).toContain('- none of its own');
    expect(d).toContain('and, like every call with a body: `-1000`, `-5000`, `-1001`, `-1002`.');
  });
  it('leaves the document it was given as it was', () => {
    expect(JSON.stringify(source)).toBe(before);
  });
});
