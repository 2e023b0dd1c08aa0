/**
 * The worker of warm-intl.ts: builds one formatter of each kind the pages use and closes.
 * What it warms is the renderer's ICU data, which every thread of the page shares, not
 * these objects. The browser's language is enough: ICU's first load is the cost, not the
 * language a formatter is built for.
 */
const lang = navigator.language;
try {
  new Intl.NumberFormat(lang).format(1); // i18n/format.ts: levels, counts
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(1); // prices
  new Intl.PluralRules(lang).select(1); // i18n/plural.ts
  new Intl.DisplayNames([lang], { type: 'region' }).of('US'); // i18n/region-names.ts
  new Intl.ListFormat(lang, { type: 'unit' }).format(['1']); // i18n/duration.ts
} catch { /* a language this browser's Intl lacks: the page formats without the head start */ }
close();
