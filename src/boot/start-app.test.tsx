/**
 * The app's first render waits for the first page's data as it does for the page's module:
 * on a first visit, a render before step 1's list is in shows loading blocks, then the
 * cards (a CI run caught the page between the two).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const firstData = vi.hoisted(() => ({ settle: () => {}, promise: Promise.resolve() as Promise<unknown> }));
const rendered = vi.hoisted(() => ({ count: 0 }));

// The render asked for is what counts (React's own scheduling is not what is tested).
vi.mock('react-dom/client', () => ({ createRoot: () => ({ render: () => { rendered.count++; } }) }));
vi.mock('../app/app.tsx', () => ({ App: () => null }));
vi.mock('../app/pages.ts', () => ({ prefetchPagesWhenIdle: () => {} }));
vi.mock('../app/routes.tsx', () => ({ loadPageFor: () => Promise.resolve() }));
vi.mock('../i18n/i18n.ts', () => ({ setLanguage: () => Promise.resolve() }));
vi.mock('./visit-language.ts', () => ({ visitLanguage: () => Promise.resolve('en') }));
vi.mock('../app/first-page-data.ts', () => ({ startFirstPageData: () => firstData.promise }));
vi.mock('../lib/when-idle.ts', () => ({ whenIdle: () => {} }));

const { PAGE_WAIT_MS, startApp } = await import('./start-app.tsx');

beforeEach(() => {
  vi.useFakeTimers();
  rendered.count = 0;
  firstData.promise = new Promise((resolve) => { firstData.settle = () => resolve(undefined); });
});
afterEach(() => { vi.useRealTimers(); });

describe('the app\'s first render', () => {
  it('waits for the first page\'s data (step 1\'s list), and renders once it is in', async () => {
    const root = document.createElement('div');
    void startApp(root);
    await vi.advanceTimersByTimeAsync(PAGE_WAIT_MS / 2);
    expect(rendered.count, 'the list is not in: the shell stays').toBe(0);
    firstData.settle();
    await vi.advanceTimersByTimeAsync(50);
    expect(rendered.count).toBeGreaterThan(0);
  });

  it('renders after PAGE_WAIT_MS when the data does not come, with the page\'s placeholders', async () => {
    const root = document.createElement('div');
    void startApp(root);
    await vi.advanceTimersByTimeAsync(PAGE_WAIT_MS - 10);
    expect(rendered.count).toBe(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(rendered.count).toBeGreaterThan(0);
  });
});
