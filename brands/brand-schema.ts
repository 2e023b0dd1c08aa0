/**
 * The brand file's schema, written once: the Brand type is inferred from it (brand.ts),
 * the build checks every brand file against it (brand-check.ts), and
 * `brands/brand.schema.json`, which each brand file names with `$schema`, is this schema
 * written out (`npm run brand-schema`) so an editor completes and checks the file as it
 * is typed. Titles and descriptions are what the editor shows on hover.
 *
 * Two non-standard keywords carry the words a person reads: `errorMessage` (what the field
 * must be, for any failure of it) and `patternErrorMessage` (what is wrong with a value
 * that does not match its pattern, after the value). VS Code's JSON support shows both;
 * the build uses the same words, so the editor and `npm run check` say the same thing.
 *
 * Rules that span fields (legal links of the brand's own languages, game codes in the
 * brand's areas...) cannot be said here: they are brand-check.ts's.
 */
import { type TInteger, type TOptional, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import {
  BRAND_ID_PATTERN, CURRENCIES, DOMAIN_AREAS, LANGUAGES, NUMBERING_SYSTEMS,
  type Currency, type DomainArea, type Language, type NumberingSystem,
} from './brand-lists.ts';

/**
 * The share of page views that report their Web Vitals when a brand file does not say
 * (`vitalsSampleRate`): one in ten gives a brand of a few thousand daily players enough
 * page views per route for a p75 within a day or two, and spares the others the download.
 */
export const VITALS_SAMPLE_RATE_DEFAULT = 0.1;

interface Doc { title: string; description: string; errorMessage?: string; patternErrorMessage?: string }

/** JSON Schema's own `enum`, which editors offer as completions (a TypeBox union of literals is an `anyOf`). */
function oneOf<T extends string | number>(values: readonly T[], doc: Doc) {
  return Type.Unsafe<T>({ ...doc, type: typeof values[0] === 'number' ? 'integer' : 'string', enum: [...values] });
}

/** A required text that says something: whitespace alone is as empty as nothing. */
function text(doc: Doc) {
  return Type.String({ errorMessage: 'must be a non-empty string', ...doc, pattern: '\\S' });
}

/**
 * A host is a bare origin: scheme, host and maybe a port, no path or trailing slash. A
 * brand file names https hosts only; a staging build's overrides (STORE_* variables) may
 * point at plain-http ones such as the local sandbox, so the build checks those against
 * the schema made with `allowHttp`.
 */
export const ORIGIN_PATTERNS = {
  https: '^https://[a-z0-9-]+(\\.[a-z0-9-]+)*(:[0-9]{1,5})?$',
  staging: '^https?://[a-z0-9-]+(\\.[a-z0-9-]+)*(:[0-9]{1,5})?$',
} as const;
export const URL_PATTERN = '^https://[^\\s/?#]+(/\\S*)?$';

const ORIGIN_MESSAGE = 'must be a bare https origin such as https://api.example.com (no path or trailing slash)';

/** Objects list their fields exactly: a misspelt field is an error, not a field ignored. */
const closed = { additionalProperties: false } as const;

function brandSchema(allowHttp: boolean) {
  const origin = (doc: Doc) => Type.String({ errorMessage: ORIGIN_MESSAGE, ...doc, pattern: allowHttp ? ORIGIN_PATTERNS.staging : ORIGIN_PATTERNS.https });
  const url = (doc: Doc) => Type.String({ errorMessage: 'must be an https URL', ...doc, pattern: URL_PATTERN });
  const language = oneOf<Language>(LANGUAGES, { title: 'Language', description: 'An interface language; its locale file is locales/<language>.json.' });
  const domainArea = (doc: Doc) => oneOf<DomainArea>(DOMAIN_AREAS, doc);
  const positive = (doc: Doc) => Type.Integer({ errorMessage: 'must be a positive whole number', ...doc, minimum: 1 });

  const legalLinks = Type.Object({
    privacy: url({ title: 'Privacy policy', description: 'https URL of the privacy policy in this language.' }),
    agreement: url({ title: 'User agreement', description: 'https URL of the user agreement in this language.' }),
  }, { ...closed, title: 'Legal links', description: 'The footer\'s privacy and user-agreement links in one language.' });

  const provider = <P extends Record<string, TSchema>>(title: string, description: string, fields: P) =>
    Type.Optional(Type.Object(fields, { ...closed, title, description }));

  return Type.Object({
    $schema: Type.Optional(Type.String({ title: 'Schema', description: 'The schema an editor checks this file against: "./brand.schema.json". Not shipped.' })),
    $notes: Type.Optional(Type.Array(Type.String(), { title: 'Notes', description: 'Why a value is what it is, for the next reader. Not shipped.', errorMessage: 'must be a list of strings' })),
    id: Type.String({ title: 'Brand id', description: 'The brand id, also the file name: brands/<id>.json. Letters and digits, a lower-case letter first.', errorMessage: 'must be letters and digits, a lower-case letter first (2 to 32)', pattern: BRAND_ID_PATTERN }),
    name: text({ title: 'Name', description: 'The brand name shown in the header and the page title.' }),
    domains: Type.Array(Type.String({ title: 'Domain', description: 'A host name such as pay.example.com.', patternErrorMessage: 'is not a host name', pattern: '^[a-z0-9.-]+\\.[a-z]{2,}$' }), {
      title: 'Domains', minItems: 1, errorMessage: 'must list at least one domain',
      description: 'Production domains the bundle is served on. A host containing "demo" uses hosts.demoApi instead of hosts.api.',
    }),
    hosts: Type.Object({
      api: Type.Array(origin({ title: 'API host', description: 'An API host: a bare https origin.' }), {
        title: 'API hosts', minItems: 1, errorMessage: 'must list the primary API host first, then any backups',
        description: 'Production API hosts: the primary first, then the backups, tried in order when a host fails. Staging: STORE_API_HOSTS.',
      }),
      demoApi: origin({ title: 'Demo API host', description: 'Used instead of hosts.api when the page\'s host name contains "demo". Staging: STORE_DEMO_API_HOST.' }),
      payment: Type.Array(origin({ title: 'Payment host', description: 'A payment site: a bare https origin.' }), {
        title: 'Payment hosts', minItems: 1, errorMessage: 'must list at least one payment host',
        description: 'Payment sites an order may redirect to; no other host is ever followed. Staging: STORE_PAYMENT_HOSTS.',
      }),
      tracking: origin({ title: 'Tracking host', description: 'The tracking (data) collector, POST /service/recharge/api.php. Staging: STORE_TRACKING_HOST.' }),
      errorLog: origin({ title: 'Error-log host', description: 'The error and performance beacon collector, /ptcs/collector/{trackLog,errorLog}. Staging: STORE_ERRORLOG_HOST.' }),
      bannerLinks: Type.Optional(Type.Array(origin({ title: 'Banner link host', description: 'A host step 1\'s banner may link to: a bare https origin.' }), {
        title: 'Banner link hosts', uniqueItems: true, errorMessage: 'must list bare https origins',
        description: 'Where step 1\'s banner (GET /api/config/banner) may send the player: a banner whose link is on any other host is shown without its link. Left out: banners link nowhere.',
      })),
      customerService: Type.Optional(Type.Array(origin({ title: 'Customer-service host', description: 'A host customer service may be on: a bare https origin.' }), {
        title: 'Customer-service hosts', uniqueItems: true, errorMessage: 'must list bare https origins',
        description: 'Where "Contact customer service" may open: the customer_service_url of GET /api/config/recharge is opened only when it is https on one of these hosts (a game naming any other gets the generic error). Left out: only the Korean company block\'s own address.',
      })),
    }, { ...closed, title: 'Hosts', description: 'Where the bundle sends its requests. Each host is a bare https origin; a staging build replaces them from the environment (docs/shipping.md, "Staging builds").' }),
    languages: Type.Array(language, {
      title: 'Languages', minItems: 1, uniqueItems: true, errorMessage: 'must list at least one language, the default first',
      description: 'Interface languages in order: the first is the default. Only these locales go into the bundle.',
    }),
    currency: oneOf<Currency>(CURRENCIES, { title: 'Currency', description: 'The default currency (ISO 4217: the spec\'s RMB is CNY).', errorMessage: `must be one of ${CURRENCIES.join(', ')}` }),
    domainAreas: Type.Array(domainArea({ title: 'Domain area', description: 'An area of spec section 3.' }), {
      title: 'Domain areas', minItems: 1, errorMessage: 'must list at least one domain area',
      description: 'The areas the brand serves. With exactly one, it is chosen without asking.',
    }),
    legal: Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(legalLinks)])) as Record<Language, TOptional<typeof legalLinks>>, {
      title: 'Legal links', propertyNames: { enum: [...LANGUAGES], errorMessage: 'is not one of the brand\'s languages' },
      description: 'Privacy and user-agreement links per language, for the brand\'s languages only. The default language must have them; another language without its own uses the default\'s.',
    }),
    copyright: text({ title: 'Copyright', description: 'The footer line.' }),
    login: Type.Object({
      clientNumber: Type.Union([
        positive({ title: 'Login client number', description: 'The brand\'s client number at the login service.' }),
        Type.Object({
          default: positive({ title: 'Default client number', description: 'For every domain area not listed here.' }),
          ...Object.fromEntries(DOMAIN_AREAS.map((a) => [a, Type.Optional(positive({ title: `Client number in ${a}`, description: `Used in the ${a} domain area.` }))])) as Record<DomainArea, TOptional<TInteger>>,
        }, { title: 'Client number per area', description: 'A default, and the areas whose client number differs.', propertyNames: { enum: ['default', ...DOMAIN_AREAS], errorMessage: 'is not a domain area' } }),
      ], {
        title: 'Login client number', errorMessage: 'must be a number or { default, <area>: number }',
        description: 'The login client number (spec section 9): a number, or { "default": n, "<area>": n } when it depends on the domain area.',
      }),
      google: provider('Google login', 'Offers Google login.', {
        clientId: text({ title: 'Google client id', description: 'The OAuth client id of the brand\'s Google login.' }),
        package: text({ title: 'Package', description: 'The package name sent with the Google authorization code (pkg).' }),
      }),
      apple: provider('Apple login', 'Offers Sign in with Apple.', { clientId: text({ title: 'Apple client id', description: 'The Services ID of the brand\'s Apple sign-in.' }) }),
      facebook: provider('Facebook login', 'Offers Facebook login.', { appId: text({ title: 'Facebook app id', description: 'The brand\'s Facebook app id.' }) }),
      twitter: provider('Twitter login', 'Offers Twitter login.', { redirectPage: url({ title: 'Redirect page', description: 'https URL Twitter sends the player back to after login.' }) }),
      vk: provider('VK login', 'Offers VK login.', { appId: text({ title: 'VK app id', description: 'The brand\'s VK app id.' }) }),
      kakao: provider('Kakao login', 'Offers Kakao login.', { appKey: text({ title: 'Kakao app key', description: 'The brand\'s Kakao JavaScript app key.' }) }),
      iosId: Type.Optional(text({ title: 'iOS app id', description: 'The brand\'s iOS app id.' })),
    }, { ...closed, title: 'Login', description: 'The login client number, and the social logins this brand offers: google, apple, facebook, twitter, vk, kakao. A login left out is not offered.' }),
    payments: Type.Optional(Type.Object({
      card: Type.Optional(Type.Object({
        provider: oneOf(['stripe'] as const, {
          title: 'Card provider', errorMessage: 'must be "stripe"',
          description: 'Whose card form the page shows for card-form channels (rechargeType 3). "stripe": Stripe.js and its Payment Element (docs/developers.md, "Payments", says how another provider plugs in).',
        }),
        publishableKey: Type.String({
          title: 'Publishable key', pattern: '^pk_(live|test)_[A-Za-z0-9]+$', errorMessage: 'must be a Stripe publishable key, pk_live_… or pk_test_… (never the secret key)',
          description: 'The brand\'s Stripe publishable key, handed to Stripe.js in the page. The secret key stays on the publisher\'s backend.',
        }),
      }, { ...closed, title: 'Card form', description: 'The in-page card form of card-form channels: the provider and its publishable key.' })),
      koreaWindow: Type.Optional(Type.Object({
        provider: oneOf(['toss'] as const, {
          title: 'Korean payment provider', errorMessage: 'must be "toss"',
          description: 'Whose payment window opens over the page on desktop for payment-window channels (rechargeType 4). "toss": Toss Payments\' JavaScript SDK v2.',
        }),
        clientKey: Type.String({
          title: 'Client key', pattern: '^(live|test)_g?ck_[A-Za-z0-9]+$', errorMessage: 'must be a Toss Payments client key, live_ck_… or test_ck_… (never the secret key)',
          description: 'The brand\'s Toss Payments client key, handed to the SDK in the page. The secret key stays on the publisher\'s backend, which confirms each payment.',
        }),
      }, { ...closed, title: 'Korean payment window', description: 'The Korean brand\'s desktop payment window: the provider and its client key. On a phone the order\'s pay_url is used.' })),
    }, {
      ...closed, title: 'Payments',
      description: 'Payment providers whose scripts the page loads when the player picks their channel; a brand without one pays those channels through pay_url or not at all. The build allows exactly their hosts in the CSP.',
    })),
    vitalsSampleRate: Type.Optional(Type.Number({
      title: 'Web Vitals sample rate', minimum: 0, maximum: 1, default: VITALS_SAMPLE_RATE_DEFAULT,
      errorMessage: 'must be a number from 0 (no page view) to 1 (every page view)',
      description: `The share of page views that report their Core Web Vitals (LCP, INP, CLS, FCP, TTFB) to the error-log collector's trackLog, from 0 to 1; default ${VITALS_SAMPLE_RATE_DEFAULT}. A sampled page loads the measuring code (web-vitals, about 6 KB gzip) once it is idle, never before its first paint.`,
    })),
    digits: Type.Optional(Type.Object(Object.fromEntries(LANGUAGES.map((l) => [l, Type.Optional(oneOf<NumberingSystem>(NUMBERING_SYSTEMS, {
      title: `Digits in ${l}`, errorMessage: `must be one of ${NUMBERING_SYSTEMS.join(', ')}`,
      description: 'latn: 0-9; arab: ٠-٩; arabext: ۰-۹; thai: ๐-๙.',
    }))])) as Record<Language, TOptional<TUnsafe<NumberingSystem>>>, {
      ...closed, title: 'Digits', propertyNames: { enum: [...LANGUAGES], errorMessage: 'is not a language' },
      description: 'The digit system prices, levels, counts and dates are written in, per language, where the brand differs from the storefront\'s choice (src/i18n/digits.ts: 0-9 in every language, Arabic included, as the API\'s names and most Gulf shops write them). One system per language, so a card never mixes two.',
    })),
    trackingEventId: positive({
      title: 'Tracking event id',
      description: 'The brand\'s id at the tracking collector (spec section 9), each brand its own: npm run check fails when two brand files share one.',
    }),
    theme: Type.Object({
      color: Type.String({ title: 'Brand colour', description: 'The page-wide --brand CSS variable, as #rrggbb.', errorMessage: 'must be a colour such as #1f6feb', pattern: '^#[0-9a-fA-F]{6}$' }),
    }, { ...closed, title: 'Theme', description: 'The brand\'s look.' }),
    logo: Type.String({ title: 'Logo', description: 'An SVG file name under brands/logos/.', errorMessage: 'must be an .svg file name under brands/logos/', pattern: '^[a-zA-Z0-9_-]+\\.svg$' }),
    features: Type.Object({
      progressBar: Type.Boolean({ title: 'Progress bar', description: 'Shows the purchase steps\' progress bar (false for joynet).', errorMessage: 'must be true or false' }),
      codeRouteSetsArea: Type.Boolean({
        title: '/@code sets the area', errorMessage: 'must be true or false',
        description: '/@code sets the domain area and redirects to /?client_id= (two brands). Every gameCodes entry then needs a domainArea.',
      }),
      realNameVerification: Type.Optional(Type.Boolean({
        title: 'Real-name verification', errorMessage: 'must be true or false',
        description: 'Korea\'s real-name verification (ko): 6001 takes the player to /certifiedReal, which says why and leads to the verification. Without it (every other brand), 6001 clears the session and goes to / with no message, as spec section 8 says.',
      })),
      koreaCompany: Type.Optional(Type.Object({
        name: text({ title: 'Company name', description: 'The company\'s registered name.' }),
        ceo: text({ title: 'CEO', description: 'The company\'s representative.' }),
        address: text({ title: 'Address', description: 'The company\'s address.' }),
        registration: text({ title: 'Business registration number', description: 'The company\'s business registration number.' }),
        phone: text({ title: 'Phone', description: 'The company\'s phone number.' }),
        customerServiceUrl: url({ title: 'Customer service', description: 'https URL of customer service, opened with the player\'s platform token, so it needs login (spec section 2).' }),
      }, { ...closed, title: 'Korea company block', description: 'ko\'s company block in the footer and its customer-service link.' })),
    }, { ...closed, title: 'Features', description: 'What differs between brands beyond their data.' }),
    gameCodes: Type.Record(Type.String(), Type.Object({
      clientId: text({ title: 'Client id', description: 'The game\'s client_id.' }),
      domainArea: Type.Optional(domainArea({ title: 'Domain area', description: 'Only for brands with features.codeRouteSetsArea (there it is required): the area /@code sets, one of the brand\'s domainAreas.' })),
    }, { ...closed, title: 'Game code', description: 'The game a /@code link opens.' }), {
      title: 'Game codes', propertyNames: { pattern: '^[a-zA-Z0-9_-]{1,32}$', errorMessage: 'a code is 1 to 32 letters, digits, - or _' },
      description: 'The /@code table: each code, 1 to 32 letters, digits, - or _, names a game by its client id.',
    }),
    clientIdAreas: Type.Optional(Type.Record(Type.String(), domainArea({ title: 'Domain area', description: 'One of the brand\'s domainAreas.' }), {
      title: 'Areas by client id',
      description: 'For the one brand whose domain area follows from the client_id query: client id to domain area.',
    })),
  }, { ...closed, title: 'Brand file', description: 'One brand of the storefront. `npm run check` and every build check it; a wrong, missing or unknown field stops them with the file and field named.' });
}

/** What a brand file must be: the https-only schema that brand.schema.json writes out. */
export const BrandSchema = brandSchema(false);

/** The same for a staging build, whose host overrides may use plain http. */
export const StagingBrandSchema = brandSchema(true);

export const SCHEMA_FILE = 'brands/brand.schema.json';
export const SCHEMA_COMMAND = 'npm run brand-schema';

/** The text of brand.schema.json: draft-07, which editors know best, and a line for whoever opens it. */
export function brandSchemaJson(): string {
  const { title, description, ...rest } = BrandSchema;
  return JSON.stringify({
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: `Generated from brands/brand-schema.ts by ${SCHEMA_COMMAND}: edit that file, not this one.`,
    title, description, ...rest,
  }, null, 2) + '\n';
}
