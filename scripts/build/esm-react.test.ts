import { describe, expect, it } from 'vitest';
import { esmReact, facadeSource } from './esm-react.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = esmReact();
const resolve = (id: string, importer?: string) => (plugin.resolveId as Hook).call({}, id, importer);
const load = (id: string) => (plugin.load as Hook).call({}, id) as string | null;

describe('React as ES modules', () => {
  it('sends the app\'s and the libraries\' imports of React to the facade, and React\'s own requires to React', () => {
    expect(resolve('react', '/work/src/app/app.tsx')).toBe('\0storefront:esm/react');
    expect(resolve('react-dom/client', '/work/src/boot/start-app.tsx')).toBe('\0storefront:esm/react-dom/client');
    expect(resolve('react', '/work/node_modules/wouter/esm/index.js')).toBe('\0storefront:esm/react');
    expect(resolve('react', '/work/node_modules/react-dom/cjs/react-dom-client.production.js')).toBeNull();
    expect(resolve('react', '\0storefront:esm/react')).toBeNull();
    expect(resolve('react-dom/server', '/work/src/boot/render-shells.tsx')).toBeNull();
  });

  it('exports each of the module\'s functions by name and the module as the default', () => {
    const src = load('\0storefront:esm/react')!;
    expect(src).toContain("import * as m from 'react';");
    for (const name of ['useState', 'useSyncExternalStore', 'startTransition', 'createElement']) expect(src).toContain(`${name} = m.${name}`);
    expect(src).toContain('export default m.default;');
    expect(load('/work/src/app/app.tsx')).toBeNull();
  });

  it('leaves out what is not a name it could export', () => {
    expect(facadeSource('x', ['a', 'default', '__esModule', 'not-a-name', '$b'])).toBe("import * as m from 'x';\nexport const a = m.a, $b = m.$b;\nexport default m.default;\n");
  });
});
