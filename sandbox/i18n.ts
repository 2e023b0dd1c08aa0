/**
 * The sandbox answers in `spec_lang` (api/openapi.yaml, "Parameters on every call"): the
 * text of an answer meant for the player (seed/texts.ts: areas, servers, goods, channels,
 * the promotion, recharge instructions, the banner) and the `msg` of a business error, in
 * that language where the seed has it, else in English. Every call of the document goes
 * through `inLanguage` (router.ts apiRoute); handlers write English only.
 */
import { Fail, Reply } from './http.ts';
import type { Params } from './params.ts';
import { MESSAGES, SANDBOX_LANGUAGES, TEXTS, type SandboxLanguage } from './seed/texts.ts';

/** The fields of an answer (at any depth) that hold text for the player; ids and enums are never touched. */
const TEXT_FIELDS = new Set(['area_name', 'server_name', 'display', 'description', 'name', 'title', 'recharge_explain', 'goods_name', 'channel_name', 'alt', 'order_name']);

type Lang = Exclude<SandboxLanguage, 'en'>;

/** A text of TEXTS as a pattern: `{x}` matches any part, kept as it is. */
const RULES = Object.entries(TEXTS).map(([en, tr]) => {
  const source = en.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(.+?)');
  return { en, re: new RegExp(`^${source}$`), tr };
});

/** The answer's language: spec_lang when the seed has it (its primary subtag, "ja-JP" as "ja"), else English. */
export function languageOf(ctx: { query: Params }): SandboxLanguage {
  const asked = String(ctx.query.raw().spec_lang ?? '');
  const found = SANDBOX_LANGUAGES.find((l) => l === asked) ?? SANDBOX_LANGUAGES.find((l) => l === asked.split('-')[0]);
  return found ?? 'en';
}

/** One text in `lang`, or as it is when the seed has no translation. */
export function translateText(text: string, lang: SandboxLanguage): string {
  if (lang === 'en') return text;
  for (const r of RULES) {
    const m = r.re.exec(text);
    const target = m && r.tr[lang];
    if (m && target) {
      let i = 1;
      return target.replace(/\{\w+\}/g, () => m[i++] ?? '');
    }
  }
  return text;
}

/** A copy of `v` with its player-facing fields in `lang` (the seed's own objects are never changed). */
function translate(v: unknown, lang: Lang, field = ''): unknown {
  if (typeof v === 'string') return TEXT_FIELDS.has(field) ? translateText(v, lang) : v;
  if (Array.isArray(v)) return v.map((x) => translate(x, lang, field));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, translate(x, lang, k)]));
  return v;
}

/** Runs a call's handler and answers in the request's language. */
export async function inLanguage<C extends { query: Params }>(ctx: C, handler: (ctx: C) => unknown): Promise<unknown> {
  const lang = languageOf(ctx);
  try {
    const out = await handler(ctx);
    return lang === 'en' || out instanceof Reply ? out : translate(out, lang);
  } catch (e) {
    const msg = lang !== 'en' && e instanceof Fail ? MESSAGES[e.code]?.[lang] : undefined;
    if (msg) throw new Fail((e as Fail).code, msg, (e as Fail).content, (e as Fail).status);
    throw e;
  }
}
