import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandFileError } from './brand.ts';
import { brandProblems, validateBrand } from './brand-check.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
const read = (id: string) => JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'));

/** The lines a build prints for a brand file, each `brands/<id>.json: <field>: <what is wrong>`. */
function reported(raw: unknown, file = 'brands/watt.json'): string[] {
  try {
    validateBrand(raw, file, { expectedId: 'watt' });
  } catch (e) {
    expect(e).toBeInstanceOf(BrandFileError);
    return (e as Error).message.split('\n');
  }
  return [];
}

describe('a bad brand file is reported by file and field', () => {
  it('a field of the wrong kind', () => {
    const b = read('watt');
    b.features.progressBar = 'yes';
    expect(reported(b)).toEqual(['brands/watt.json: features.progressBar: must be true or false']);
  });

  it('a Web Vitals sample rate outside 0 to 1', () => {
    const b = read('watt');
    for (const ok of [0, 0.25, 1]) expect(reported({ ...b, vitalsSampleRate: ok })).toEqual([]);
    for (const bad of [1.5, -0.1, '10%']) {
      expect(reported({ ...b, vitalsSampleRate: bad })).toEqual(['brands/watt.json: vitalsSampleRate: must be a number from 0 (no page view) to 1 (every page view)']);
    }
  });

  it('a missing field, nested or not', () => {
    const b = read('watt');
    delete b.hosts.tracking;
    delete b.logo;
    expect(reported(b)).toEqual([
      'brands/watt.json: logo: must be an .svg file name under brands/logos/ (missing)',
      'brands/watt.json: hosts.tracking: must be a bare https origin such as https://api.example.com (no path or trailing slash) (missing)',
    ]);
  });

  it('an unknown field, so a misspelt one is not silently ignored', () => {
    const b = read('watt');
    b.login.gogle = b.login.google;
    expect(reported(b)).toEqual(['brands/watt.json: login.gogle: unknown field']);
  });

  it('every problem of one file at once, one line each', () => {
    const b = read('watt');
    b.name = '  ';
    b.domains = ['pay.watt-games.example', 'localhost'];
    b.hosts.api = ['https://api.watt-games.example/'];
    b.languages.push('en');
    delete b.currency;
    b.legal.ko = b.legal.en;
    b.theme.colour = '#fff';
    b.gameCodes['not a code'] = { clientId: '9' };
    expect(reported(b)).toEqual(expect.arrayContaining([
      'brands/watt.json: name: must be a non-empty string',
      'brands/watt.json: domains[1]: "localhost" is not a host name',
      'brands/watt.json: hosts.api[0]: "https://api.watt-games.example/" must be a bare origin such as https://api.example.com (no path or trailing slash)',
      'brands/watt.json: languages: lists "en" twice',
      'brands/watt.json: currency: must be one of CNY, TWD, JPY, KRW, EUR, USD, TRY, THB, VND, IDR, MYR (missing)',
      'brands/watt.json: legal.ko: is not one of the brand\'s languages',
      'brands/watt.json: theme.colour: unknown field',
      'brands/watt.json: gameCodes.not a code: a code is 1 to 32 letters, digits, - or _',
    ]));
    expect(reported(b)).toHaveLength(8);
  });

  it('one message per field, though the schema and a rule between fields both find it wrong', () => {
    const b = read('joyage');
    b.clientIdAreas = { 1: 'mars' };
    expect(brandProblems(b).filter((p) => p.startsWith('clientIdAreas.1:'))).toEqual([
      'clientIdAreas.1: "mars" is not one of universal, eru, sea, ja, kr, twhk, useuro, ru, hk, codapay, dragon',
    ]);
  });

  it('a client number that is neither a number nor a map gets one message, not one per form', () => {
    const b = read('joyage');
    b.login.clientNumber = '300';
    expect(brandProblems(b)).toEqual(['login.clientNumber: must be a number or { default, <area>: number }']);
    b.login.clientNumber = { default: 0 };
    expect(brandProblems(b)).toEqual(['login.clientNumber.default: must be a positive whole number']);
  });

  it('game codes and client ids must name the brand\'s own areas', () => {
    const b = read('acenet');
    b.gameCodes.ace.domainArea = 'kr';
    b.clientIdAreas = { 9002: 'sea' };
    expect(brandProblems(b)).toEqual([
      'gameCodes.ace.domainArea: must be one of the brand\'s domainAreas',
      'clientIdAreas.9002: must be one of the brand\'s domainAreas',
    ]);
  });

  it('the Twitter redirect page must be on one of the brand\'s domains (the callback page answers the page that opened it)', () => {
    const b = read('watt');
    b.login.twitter.redirectPage = 'https://elsewhere.example/twitter-callback.html';
    expect(brandProblems(b)).toEqual([
      'login.twitter.redirectPage: must be on one of the brand\'s domains (pay.watt-games.example, demo-pay.watt-games.example): the callback page answers the page that opened it',
    ]);
  });
});
