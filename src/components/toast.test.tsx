import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast, showToast, toast } from '../stores/toast.ts';
import { Toast } from './toast.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLElement;
let root: Root;
beforeEach(async () => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Toast />));
});
afterEach(() => { act(() => { root.unmount(); hideToast(); }); host.remove(); vi.useRealTimers(); });

describe('the toast as it is read and heard', () => {
  it('stays long enough to read a long message, not the spec\'s bare 2000 ms', async () => {
    const words = 'The server says: your order could not be created because the channel is closed for maintenance'; // 96 characters
    await act(async () => showToast({ text: words }));
    await act(async () => { vi.advanceTimersByTime(2000); });
    expect(host.querySelector('.toast')?.textContent).toBe(words);
    await act(async () => { vi.advanceTimersByTime(6000); }); // 1 s + 7 s for 96 characters
    expect(toast.current).toBeNull();
    expect(host.querySelector('.toast')).toBeNull();
  });

  it('pauses while the pointer rests on it', async () => {
    await act(async () => showToast({ text: 'Query error' }));
    await act(async () => { host.querySelector('.toast')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })); });
    await act(async () => { vi.advanceTimersByTime(30_000); });
    expect(host.querySelector('.toast')?.textContent).toBe('Query error');
    await act(async () => { host.querySelector('.toast')!.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })); });
    await act(async () => { vi.advanceTimersByTime(2000); });
    expect(host.querySelector('.toast')).toBeNull();
  });
});
