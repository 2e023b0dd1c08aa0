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

describe('a login form submitted with a field empty says why (spec section 5, issue 40)', () => {
  const sent: [string, string][] = [];
  async function renderRequired() {
    sent.length = 0;
    await act(async () => root.render(
      <CredentialsForm error="" submitLabel="Log in" busyLabel="Logging in…" whenEmpty="Please enter your account and password"
        onSubmit={async (a, b) => { sent.push([a, b]); }}
        fields={[{ label: 'Account', name: 'account', autoComplete: 'username' }, { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' }]} />,
    ));
    return { fields: [...host.querySelectorAll('input')], button: host.querySelector('button') as HTMLButtonElement, form: host.querySelector('form')! };
  }
  /** Types into a field as React sees it. */
  async function type(input: HTMLInputElement, value: string) {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => { set.call(input, value); input.dispatchEvent(new Event('input', { bubbles: true })); });
  }
  const submit = (form: HTMLFormElement) => act(async () => { form.requestSubmit(); });

  it('the button reads inactive but stays pressable; Enter or a press with a field empty sends nothing and announces the message, focus on the empty field', async () => {
    const { fields, button, form } = await renderRequired();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(host.querySelector('[role="alert"]')).toBeNull();
    await submit(form);
    expect(sent).toEqual([]);
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Please enter your account and password');
    expect(document.activeElement).toBe(fields[0]);
    await type(fields[0]!, 'player1');
    await type(fields[1]!, '   ');
    await act(async () => { button.click(); });
    expect(sent, 'spaces are not a password').toEqual([]);
    expect(document.activeElement).toBe(fields[1]);
    expect(fields[1]!.getAttribute('aria-invalid')).toBe('true');
  });

  it('filled: the message goes, the button is active, and the submit sends both values', async () => {
    const { fields, button, form } = await renderRequired();
    await submit(form);
    await type(fields[0]!, 'player1');
    await type(fields[1]!, 'Password1!');
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(button.getAttribute('aria-disabled')).toBe('false');
    await submit(form);
    expect(sent).toEqual([['player1', 'Password1!']]);
  });
});
