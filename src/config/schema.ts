/**
 * The typed schema of site.yaml. It is the single description of the file:
 * the TypeScript types, the build-time validation and the published JSON
 * Schema (site.schema.json, used by editors) are all derived from it.
 *
 * Descriptions are written for the site owner: editors show them on hover.
 */
import { z } from 'zod';

import { CONTACT_KINDS, EXTERNAL_LINK_NAMES, PAGE_KINDS, type ExternalLinkName } from './constants';

/**
 * A string format with the words a person needs when it is wrong. The
 * pattern is published in the JSON Schema; `fix` is printed by the build.
 */
interface StringFormat {
  pattern: RegExp;
  problem: string;
  fix: string;
  description: string;
}

export function formattedString(format: StringFormat) {
  return z
    .string()
    .refine((value) => format.pattern.test(value), {
      error: (issue) => `${JSON.stringify(issue.input)} ${format.problem}`,
      params: { fix: format.fix },
    })
    .meta({ pattern: format.pattern.source, description: format.description });
}

export const FORMATS = {
  path: {
    pattern: /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/,
    problem: 'is not a valid page path',
    fix: 'Start and end it with "/" and use only lowercase letters, digits and dashes, e.g. /music/ or /venues/my-hall/.',
    description: 'A page path such as /music/: starts and ends with "/".',
  },
  routePath: {
    pattern: /^\/(?:(?:[a-z0-9]+(?:-[a-z0-9]+)*|:slug)\/)*$/,
    problem: 'is not a valid page path',
    fix: 'Start and end it with "/" and use only lowercase letters, digits and dashes, e.g. /music/. Only the venue page may use ":slug".',
    description: 'A page path such as /music/. The venue page uses /venues/:slug/.',
  },
  slug: {
    pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    problem: 'is not a valid name for an address',
    fix: 'Use only lowercase letters, digits and single dashes, e.g. bear-brook-valley.',
    description: 'Lowercase letters, digits and dashes, e.g. bear-brook-valley.',
  },
  httpsUrl: {
    pattern: /^https:\/\/[^\s/$.?#][^\s]*$/,
    problem: 'is not a secure web address',
    fix: 'Write the full address starting with https:// (http:// links are not allowed).',
    description: 'A full web address starting with https://',
  },
  translationKey: {
    pattern: /^[a-z0-9-]+:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/,
    problem: 'is not a translation key',
    fix: 'Write it as <file>:<entry>, e.g. common:nav.music for the entry nav → music in src/locales/en/common.json.',
    description:
      'A translation key: <file>:<entry>, e.g. common:nav.music means src/locales/<language>/common.json → nav → music.',
  },
  siteUrl: {
    pattern: /^https:\/\/[a-z0-9.-]+(?::\d+)?$/,
    problem: 'is not a valid site address',
    fix: 'Write the site address with https:// and no path or trailing slash, e.g. https://www.example.com',
    description:
      'The public address of the site, e.g. https://www.example.com (no trailing slash).',
  },
  email: {
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    problem: 'is not an email address',
    fix: 'Write a full email address, e.g. hello@example.com',
    description: 'An email address.',
  },
  usPhone: {
    pattern: /^(?:\+?1[\s.-]?)?\(?[2-9]\d{2}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/,
    problem: 'is not a US phone number',
    fix: 'Write a 10-digit US number, e.g. (201) 555-0147 or 201-555-0147.',
    description: 'A US phone number, e.g. (201) 555-0147.',
  },
  stateCode: {
    pattern: /^[A-Z]{2}$/,
    problem: 'is not a two-letter state code',
    fix: 'Use the two capital letters of the state, e.g. NJ.',
    description: 'A two-letter US state code, e.g. NJ.',
  },
  locale: {
    pattern: /^[a-z]{2}_[A-Z]{2}$/,
    problem: 'is not a locale code',
    fix: 'Write the language and country as xx_YY, e.g. en_US, es_US or it_IT.',
    description: 'Language and country for social-sharing previews, e.g. es_US.',
  },
  languageCode: {
    pattern: /^[a-z]{2}$/,
    problem: 'is not a two-letter language code',
    fix: 'Use a two-letter lowercase code such as en, es or it.',
    description: 'A two-letter language code, e.g. en.',
  },
  origin: {
    pattern: /^(?:https|wss):\/\/[a-z0-9]+(?:[.-][a-z0-9]+)*(?::\d+)?$/,
    problem: 'is not the address of a server',
    fix: 'Write only https:// or wss:// and the server name, without a path, e.g. https://api.example.com',
    description: 'A server address without a path: https://host or wss://host.',
  },
  htmlName: {
    pattern: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
    problem: 'is not a valid HTML name',
    fix: 'Use lowercase letters, digits and dashes as the provider documents it, e.g. agent-id.',
    description: 'An HTML tag or attribute name as the provider documents it.',
  },
} satisfies Record<string, StringFormat>;

const path = formattedString(FORMATS.path);
const slug = formattedString(FORMATS.slug);
const httpsUrl = formattedString(FORMATS.httpsUrl);
const translationKey = formattedString(FORMATS.translationKey);
const stateCode = formattedString(FORMATS.stateCode);
const languageCode = formattedString(FORMATS.languageCode);
const htmlName = formattedString(FORMATS.htmlName);

const positiveInt = z.number().int().positive();

const businessSchema = z
  .strictObject({
    name: z.string().min(1).meta({ description: 'Company name as shown on the site.' }),
    phone: formattedString(FORMATS.usPhone),
    email: formattedString(FORMATS.email),
    stats: z.strictObject({
      yearsInBusiness: positiveInt.meta({ description: 'Shown as "20+ years".' }),
      eventsProduced: positiveInt.meta({ description: 'Shown as "10,000+ events".' }),
      starRating: z.number().min(1).max(5).meta({ description: 'Shown as "5-star rating".' }),
    }),
    responseTimeHours: positiveInt.meta({ description: 'The promise "we reply within N hours".' }),
    serviceArea: z
      .array(stateCode)
      .min(1)
      .meta({ description: 'State codes served, in display order.' }),
  })
  .meta({ description: 'The company’s contact details and the facts shown on the site.' });

const languageSchema = z.strictObject({
  code: languageCode,
  name: z.string().min(1).meta({ description: 'The language’s own name, e.g. Español.' }),
  flag: z.string().min(1).meta({ description: 'A flag emoji shown beside the name.' }),
  locale: formattedString(FORMATS.locale),
});

const languagesSchema = z.strictObject({
  default: languageCode.meta({ description: 'The language of pages without a /xx/ prefix.' }),
  supported: z.array(languageSchema).min(1),
});

const linksSchema = z
  .strictObject({
    instantQuote: httpsUrl,
    scheduling: httpsUrl,
    vipLogin: httpsUrl,
    photoGallery: httpsUrl,
  })
  .meta({ description: 'Addresses of the outside websites the site links to.' });

const routeSchema = z.strictObject({
  path: formattedString(FORMATS.routePath),
  kind: z.enum(PAGE_KINDS).meta({ description: 'Which page layout renders this page.' }),
  title: translationKey,
  description: translationKey,
});

const redirectSchema = z.strictObject({
  from: path.meta({ description: 'The old address.' }),
  to: path.meta({ description: 'The page it now leads to.' }),
});

const personalSiteSchema = z.strictObject({
  name: slug,
  url: httpsUrl,
});

const venueSchema = z.strictObject({
  slug,
  name: z.string().min(1),
  locality: z.string().min(1).meta({ description: 'Town or city.' }),
  region: stateCode,
  country: z.literal('US'),
  amenities: z.array(z.string().min(1)).min(1),
});

/**
 * One menu entry. Exactly one of to / link / contact / items is set: the
 * cross-checks say which one is missing or extra in words, and the type is
 * kept flat so that GraphQL can describe it.
 */
export interface NavItem {
  label: string;
  to?: string | undefined;
  link?: ExternalLinkName | undefined;
  contact?: (typeof CONTACT_KINDS)[number] | undefined;
  items?: NavItem[] | undefined;
}

const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.strictObject({
    label: translationKey,
    to: path.optional(),
    link: z.enum(EXTERNAL_LINK_NAMES).optional(),
    contact: z.enum(CONTACT_KINDS).optional(),
    items: z.array(navItemSchema).min(1).optional(),
  }),
);

const navGroupSchema = z.strictObject({
  label: translationKey,
  items: z.array(navItemSchema).min(1),
});

const navSchema = z.strictObject({
  services: navGroupSchema.meta({ description: 'The Services drop-down in the top bar.' }),
  header: z.array(navItemSchema).meta({ description: 'Links next to the drop-down.' }),
  drawerExtras: z.array(navItemSchema).meta({ description: 'Extra entries in the phone drawer.' }),
  footer: z.array(navGroupSchema).meta({ description: 'Footer columns.' }),
});

/**
 * A value the site cannot change: the menu component (Radix UI) fixes it.
 * site.yaml keeps it so the menu's behaviour is written down; the build
 * stops with `must be <value>: <reason>` if someone edits it.
 */
function fixedNumber<Value extends number>(value: Value, reason: string) {
  return z
    .literal(value, { error: `must be ${value}: ${reason}` })
    .meta({ description: `Always ${value}: ${reason}. The menu component fixes this value.` });
}

const menuSchema = z
  .strictObject({
    submenuOpenDelayMs: fixedNumber(
      100,
      'the menu component opens sub-menus after exactly 100 ms of hovering',
    ),
    pointerGraceMs: fixedNumber(
      300,
      'the menu component keeps a sub-menu open for exactly 300 ms while the mouse moves into it',
    ),
    typeaheadResetMs: fixedNumber(
      1000,
      'the menu component forgets typed letters after exactly 1000 ms without typing',
    ),
  })
  .meta({
    description:
      'How the menus react to the mouse and keyboard, in milliseconds. These values document the menu component’s behaviour and cannot be changed.',
  });

const voiceAssistantSchema = z.strictObject({
  enabled: z.boolean().meta({ description: 'false removes the widget from the site.' }),
  scriptUrl: httpsUrl,
  element: htmlName.meta({ description: 'The HTML tag the provider asks you to place.' }),
  attributes: z.array(z.strictObject({ name: htmlName, value: z.string() })),
  connectOrigins: z.array(formattedString(FORMATS.origin)).optional().meta({
    description:
      "Servers the widget talks to once loaded (https:// and wss://), as its provider documents them. The site's security policy allows only these.",
  }),
});

const formsSchema = z.strictObject({
  provider: z.enum(['netlify', 'endpoint']),
  endpoint: httpsUrl.optional().meta({ description: 'Required when provider is endpoint.' }),
  eventTypes: z.array(slug).min(1).meta({
    description:
      'The choices under "Type of event", in display order. Each one’s text is contact:eventTypes.<choice>.',
  }),
  referralSources: z.array(slug).min(1).meta({
    description:
      'The choices under "How did you hear about us?", in display order. Each one’s text is contact:heardAbout.<choice>.',
  }),
});

export const siteConfigSchema = z
  .strictObject({
    siteUrl: formattedString(FORMATS.siteUrl),
    business: businessSchema,
    languages: languagesSchema,
    links: linksSchema,
    routes: z.array(routeSchema).min(1),
    redirects: z.array(redirectSchema),
    personalSites: z.array(personalSiteSchema),
    venues: z.array(venueSchema),
    nav: navSchema,
    menu: menuSchema,
    voiceAssistant: voiceAssistantSchema,
    forms: formsSchema,
  })
  .meta({
    title: 'Site settings',
    description: 'site.yaml: the settings that drive the whole website.',
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type RouteConfig = SiteConfig['routes'][number];
export type RedirectConfig = SiteConfig['redirects'][number];
export type VenueConfig = SiteConfig['venues'][number];
export type LanguageConfig = SiteConfig['languages']['supported'][number];
export type NavGroup = SiteConfig['nav']['services'];
export type FormsConfig = SiteConfig['forms'];
