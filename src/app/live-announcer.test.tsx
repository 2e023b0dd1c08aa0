import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigate } from '../lib/navigate.ts';
import { announce } from '../stores/announcer.ts';
import { LiveAnnouncer } from './live-announcer.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<LiveAnnouncer />));
});
afterEach(() => { act(() => root.unmount()); host.remove(); });

const region = () => host.querySelector('[role="status"]')!;

describe('the live region', () => {
  it('is in the page before anything is said, says server words as text, and a repeat is a new node (spoken again)', async () => {
    expect(region()).not.toBeNull();
    await act(async () => announce({ text: '<b>Network</b> error' }));
    const first = region().firstElementChild;
    expect(first?.textContent).toBe('<b>Network</b> error');
    expect(region().querySelector('b')).toBeNull();
    await act(async () => announce({ text: '<b>Network</b> error' }));
    expect(region().firstElementChild).not.toBe(first);
    expect(region().children).toHaveLength(1);
  });

  it('forgets what an earlier page said on a new page, and keeps what is said with the move', async () => {
    await act(async () => navigate('/selectGame'));
    await act(async () => announce({ text: 'Login successful' }));
    await act(async () => navigate('/selectGoods'));
    expect(region().textContent).toBe('');
    // Said and moved in one go (the toast saying why the page changed): it stays.
    await act(async () => { announce({ text: 'This link has expired' }); navigate('/errorReplenish'); });
    expect(region().textContent).toBe('This link has expired');
  });
});
