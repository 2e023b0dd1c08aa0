/** Step 2's server and character sections stay as they are while the player picks goods. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOrder } from '../../stores/order.ts';
import { resetStoresForTests } from '../../test/reset-stores.ts';
import { RolePicker } from './role-picker.tsx';
import { ServerPicker } from './server-picker.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Each section renders through useT once per render: counting its calls counts their renders. */
const renders = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../i18n/use-t.ts', () => ({ useT: () => { renders.n++; return (key: string) => key; } }));

let host: HTMLElement;
let root: Root;
beforeEach(() => { resetStoresForTests(); host = document.createElement('div'); document.body.append(host); root = createRoot(host); });
afterEach(() => { act(() => root.unmount()); host.remove(); });

const server = { server_id: 101, server_name: 'S1', real_server: 101 };

describe('the server and character sections of step 2', () => {
  it('do not render again when a goods item is chosen or the page renders again, only when their own choice changes', async () => {
    // `tick` stands for the page rendering again (it does on every goods tap).
    const Page = ({ tick }: { tick: number }) => <div data-tick={tick}><ServerPicker /><RolePicker /></div>;
    await act(async () => root.render(<Page tick={0} />));
    const before = renders.n;
    expect(before).toBe(2);

    await act(async () => { setOrder({ goods: { goods_id: 'g1' } as never }); });
    await act(async () => root.render(<Page tick={1} />));
    expect(renders.n).toBe(before);

    await act(async () => { setOrder({ server: server as never }); });
    expect(renders.n).toBe(before + 2);
  });
});
