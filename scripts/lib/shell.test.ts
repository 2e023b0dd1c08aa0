import { describe, expect, it } from 'vitest';
import { loadBrand } from './brands.ts';
import { addShells } from './shell.ts';

const brand = loadBrand('watt');
const html = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'" /></head>
<body>
    <div id="root"></div>
</body></html>`;

describe('index.html\'s shells', () => {
  it('writes one template per distinct shell, and points each address at its own', () => {
    const out = addShells(html, brand, { '/': '<h1>A</h1>', '/selectGame': '<h1>A</h1>', '/selectGoods': '<h1>B</h1>' }, 'gate()');
    expect(out.match(/<template /g)).toHaveLength(2);
    expect(out).toContain('<template id="shell-0"><h1>A</h1></template>');
    expect(out).toContain('<template id="shell-1"><h1>B</h1></template>');
    const config = JSON.parse(/id="shell-config">(.*?)<\/script>/.exec(out)![1]!);
    expect(config).toEqual({ languages: brand.languages, paths: { '/': 'shell-0', '/selectGame': 'shell-0', '/selectGoods': 'shell-1' } });
  });

  it('puts the gate after the templates and allows it by its hash in the CSP', () => {
    const out = addShells(html, brand, { '/': '<h1>A</h1>' }, 'gate()');
    expect(out.indexOf('<script>gate()</script>')).toBeGreaterThan(out.indexOf('</template>'));
    expect(out).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('keeps its JSON from closing the script element it sits in', () => {
    const out = addShells(html, brand, { '/</script><script>alert(1)//': '<h1>A</h1>' }, 'gate()');
    expect(out).not.toContain('</script><script>alert(1)');
    expect(out).toContain('\\u003c/script>');
  });

  it('fails the build when index.html has no #root to put them after', () => {
    expect(() => addShells('<html><body></body></html>', brand, {}, 'gate()')).toThrow(/no <div id="root"><\/div>/);
  });
});
