/**
 * A stand-in for `virtual:locales` with every language, English merged under each as the
 * build does (scripts/lib/locales.ts): the unit project bakes in brand watt, which offers no
 * Russian, Japanese or Thai. Use: vi.mock('virtual:locales', () => import('../test/all-locales.ts')).
 */
import { LANGUAGES } from '../../brands/brand.ts';
import { mergedMessages } from '../../scripts/lib/locales.ts';

export const loaders = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, async () => ({ default: mergedMessages(lang, 'watt') })]),
);
