import { describe, expect, it } from 'vitest';
import { scriptHash } from './route-preload.ts';
import { loadBrand } from './brands.ts';
import { SHOW_SHELL_SCRIPT, addShells } from './shell.ts';

const brand = loadBrand('watt');
const html = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'" />
<title>T</title><link rel="stylesheet" href="/a.css"></head>
<body>
    <div id="root"></div>
</body></html>`;
const configOf = (out: string) => JSON.parse(/id="shell-config">(.*?)<\/script>/.exec(out)![1]!);

describe('index.html\'s shells', () => {
  it('writes one template per distinct shell, and points each address at its own', () => {
    const out = addShells(html, brand, { '/': '<h1>A</h1>', '/selectGame': '<h1>A</h1>', '/selectGoods': '<h1>B</h1>' }, 'gate()');
    expect(out.match(/<template /g)).toHaveLength(2);
    expect(out).toContain('<template id="shell-0"><h1>A</h1></template>');
    expect(out).toContain('<template id="shell-1"><h1>B</h1></template>');
    expect(configOf(out).paths).toEqual({ '/': 'shell-0', '/selectGame': 'shell-0', '/selectGoods': 'shell-1' });
  });

  it('gives the head script what it needs of the brand for the early game list, and the route table, and nothing else', () => {
    const out = addShells(html, brand, { '/': '<h1>A</h1>' }, 'gate()', { '/recharge': ['assets/r.js'] });
    expect(configOf(out)).toEqual({
      id: 'watt', languages: brand.languages, domainAreas: brand.domainAreas,
      hosts: { api: brand.hosts.api, demoApi: brand.hosts.demoApi },
      paths: { '/': 'shell-0' }, routes: { '/recharge': ['assets/r.js'] },
    });
  });

  it('runs the gate in the head before the stylesheet, shows the shell after the templates, and allows both scripts by their hashes', () => {
    const out = addShells(html, brand, { '/': '<h1>A</h1>' }, 'gate()');
    const gate = out.indexOf('<script>gate()</script>');
    expect(gate).toBeGreaterThan(out.indexOf('id="shell-config"'));
    expect(gate).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(out.indexOf(`<script>${SHOW_SHELL_SCRIPT}</script>`)).toBeGreaterThan(out.indexOf('</template>'));
    expect(out).toContain(`script-src 'self' ${scriptHash(SHOW_SHELL_SCRIPT)} ${scriptHash('gate()')};`);
  });

  it('puts the minified script in as it is, even where it reads like a replacement pattern', () => {
    const script = 'a.replace(/x/,"$&$\'$`")';
    expect(addShells(html, brand, { '/': '<h1>A</h1>' }, script)).toContain(`<script>${script}</script>`);
  });

  it('keeps its JSON from closing the script element it sits in', () => {
    const out = addShells(html, brand, { '/</script><script>alert(1)//': '<h1>A</h1>' }, 'gate()');
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).toContain('\\u003c/script>');
  });

  it('fails the build when index.html has no #root or no <title> to put them after', () => {
    expect(() => addShells('<html><body></body></html>', brand, {}, 'gate()')).toThrow(/no <div id="root"><\/div>/);
    expect(() => addShells('<html><body><div id="root"></div></body></html>', brand, {}, 'gate()')).toThrow(/no <\/title>/);
  });
});
