import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { brandSchemaJson } from './brand-schema.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
/** Every brand file: a brand is its file. */
const BRAND_FILES = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'brand.schema.json').map((f) => f.slice(0, -5));
const committed = fs.readFileSync(path.join(dir, 'brand.schema.json'), 'utf8');

describe('brands/brand.schema.json, the schema editors read', () => {
  it('is what the TypeBox schema writes (else: npm run brand-schema)', () => {
    expect(committed).toBe(brandSchemaJson());
  });

  it('is named first by every brand file', () => {
    for (const id of BRAND_FILES) {
      const file = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'));
      expect(Object.keys(file)[0], id).toBe('$schema');
      expect(file.$schema, id).toBe('./brand.schema.json');
    }
  });

  it('accepts every brand file and refuses a broken one, read as plain draft-07 the way an editor does', () => {
    const validate = new Ajv({ strict: false }).compile(JSON.parse(committed));
    for (const id of BRAND_FILES) expect(validate(JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'))), id).toBe(true);
    const broken = JSON.parse(fs.readFileSync(path.join(dir, 'watt.json'), 'utf8'));
    broken.hosts.api = ['http://api.watt-games.example'];
    expect(validate(broken)).toBe(false);
  });

  it('describes every field, for the editor to show on hover', () => {
    const undescribed: string[] = [];
    const visit = (node: Record<string, unknown>, at: string) => {
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (!child.title || !child.description) undescribed.push(`${at}${key}`);
        visit(child, `${at}${key}.`);
      }
      for (const k of ['items', 'additionalProperties'] as const) if (typeof node[k] === 'object') visit(node[k] as Record<string, unknown>, `${at}${k === 'items' ? '[]' : '*'}.`);
      for (const child of Object.values((node.patternProperties ?? {}) as Record<string, Record<string, unknown>>)) visit(child, `${at}*.`);
      for (const child of (node.anyOf ?? []) as Record<string, unknown>[]) visit(child, at);
    };
    visit(JSON.parse(committed), '');
    expect(undescribed).toEqual([]);
  });
});

describe('brands/brand.ts, which the browser imports', () => {
  /** What a module loads when it runs: imports and re-exports that are not type-only. */
  const runtimeImports = (file: string) =>
    [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gm)].map((m) => m[1]);

  it('loads the lists and the language names and nothing else, so neither TypeBox nor ajv can reach the bundle', () => {
    expect(runtimeImports('brand.ts').sort()).toEqual(['./brand-lists.ts', './language-names.ts']);
    expect(runtimeImports('brand-lists.ts')).toEqual([]);
    expect(runtimeImports('language-names.ts')).toEqual([]);
  });
});
