import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import { ErrorBoundary } from './error-boundary.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
let broken = true;
beforeAll(() => setLanguage('en'));
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  broken = true;
  // React reports a caught render error on the console; the test says what it expects instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => { act(() => root.unmount()); host.remove(); vi.restoreAllMocks(); });

/** A part that fails to render, as one given a malformed answer would. */
function Part() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <p>goods list</p>;
}

function Page({ quiet = false }) {
  return (
    <>
      <header>Header</header>
      <ErrorBoundary quiet={quiet}><Part /></ErrorBoundary>
      <footer>Footer</footer>
    </>
  );
}

describe('a part of the page that fails to render', () => {
  it('takes only itself down: the layout stays, the part says something went wrong and offers a retry that works', async () => {
    await act(async () => root.render(<Page />));
    expect(host.querySelector('header')?.textContent).toBe('Header');
    expect(host.querySelector('footer')?.textContent).toBe('Footer');
    const alert = host.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Something went wrong');
    broken = false;
    await act(async () => host.querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    expect(host.querySelector('[role="alert"]')).toBeNull();
    expect(host.textContent).toContain('goods list');
  });

  it('a side feature (quiet) just disappears, leaving the rest of the page as it was', async () => {
    await act(async () => root.render(<Page quiet />));
    expect(host.textContent).toBe('HeaderFooter');
  });
});
