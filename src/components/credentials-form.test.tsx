import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CredentialsForm } from './credentials-form.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(() => { host = document.createElement('div'); document.body.append(host); root = createRoot(host); });
afterEach(() => { act(() => root.unmount()); host.remove(); });

async function render(error: string) {
  await act(async () => root.render(
    <CredentialsForm error={error} submitLabel="Log in" busyLabel="Logging in…" onSubmit={async () => {}}
      fields={[{ label: 'Account', name: 'account', autoComplete: 'username' }, { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' }]} />,
  ));
  return [...host.querySelectorAll('input')];
}

describe('a login form reports its error on its fields', () => {
  it('no error: the fields are not marked invalid', async () => {
    const fields = await render('');
    expect(fields.map((f) => f.getAttribute('aria-invalid'))).toEqual([null, null]);
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('an error: both fields are invalid and described by the announced message, and focus is back on the first field', async () => {
    await render('');
    (host.querySelector('button') as HTMLButtonElement).focus();
    const fields = await render('Login failed: wrong account or password');
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('Login failed: wrong account or password');
    for (const f of fields) {
      expect(f.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(f.getAttribute('aria-describedby')!)).toBe(alert);
    }
    expect(document.activeElement).toBe(fields[0]);
  });
});
