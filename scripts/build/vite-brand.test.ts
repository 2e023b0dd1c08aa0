/** A build's brand module: what the head script reads too comes from the page's one copy. */
import { afterEach, describe, expect, it } from 'vitest';
import { fromPageConfig } from './vite-brand.ts';

const BAKED = { id: 'baked', name: 'Watt Games', languages: ['en'], domainAreas: ['baked-area'], hosts: { api: ['https://baked-api.test'], demoApi: 'https://baked-demo.test', payment: ['https://pay.test'] } };
const PAGE = { id: 'watt', languages: ['en', 'de'], domainAreas: ['universal'], clientIdAreas: { 1001: 'universal' }, hosts: { api: ['https://api.test', 'https://api2.test'], demoApi: 'https://demo.test' } };

/** The module's default export, run as the browser runs it. */
const load = async (code: string) => ((await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as { default: Record<string, unknown> }).default;

afterEach(() => { document.body.innerHTML = ''; });

describe('a build\'s brand module', () => {
  it('takes the id, languages, areas and API hosts from index.html\'s #boot-config (the head\'s source too), and carries no copy of its own', async () => {
    const code = fromPageConfig(BAKED);
    for (const own of ['baked-api.test', 'baked-demo.test', 'baked-area', '"baked"']) expect(code).not.toContain(own);
    document.body.innerHTML = `<script type="application/json" id="boot-config">${JSON.stringify(PAGE)}</script>`;
    expect(await load(code)).toEqual({ ...PAGE, name: 'Watt Games', hosts: { ...PAGE.hosts, payment: ['https://pay.test'] } });
  });

  it('says what is missing when the page has no config, rather than running without hosts', async () => {
    await expect(load(fromPageConfig(BAKED) + '\n//' + Math.random())).rejects.toThrow('index.html has no #boot-config');
  });
});
