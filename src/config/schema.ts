/**
 * The typed schema of site.yaml. It is the single description of the file:
 * the TypeScript types, the build-time validation and the published JSON
 * Schema (site.schema.json, used by editors) are all derived from it.
 *
 * Descriptions are written for the site owner: editors show them on hover.
 */
import { z } from 'zod';

import {
  CONTACT_KINDS,
  DEPLOY_HOSTS,
  DEPLOY_PLANS,
  EDITOR_BACKENDS,
  EXTERNAL_LINK_NAMES,
  FORM_CHOICE_KEY_PREFIX,
  PAGE_KINDS,
  type ExternalLinkName,
  type PageKind,
} from './constants';
import { ANALYTICS_PROVIDERS } from '../analytics/providers';
import { graphqlType } from './graphql/hints';
import { EMAIL_PATTERN } from '../lib/forms/formats';
import { cleanUpUsPhone, normalizeEmail } from './normalize';
import { scriptUrlProblem } from './script-url';
import { perPageAttributeProblem } from '../lib/voice-assistant';

/**
 * A string format with the words a person needs when it is wrong. The
 * pattern is published in the JSON Schema; `fix` is printed by the build.
 */
interface StringFormat {
  pattern: RegExp;
  problem: string;
  fix: string;
  description: string;
  /** The help the browser editor shows, when the description names files or keys. */
  hint?: string;
  /** The browser editor's words for the fix, when the build's name files, keys or syntax. */
  rule?: string;
}

export function formattedString(format: StringFormat) {
  return z
    .string()
    .superRefine((value, context) => {
      if (format.pattern.test(value)) return;
      // A space copied along with the value is the likeliest slip; say so.
      const onlySpaces = format.pattern.test(value.trim());
      context.addIssue({
        code: 'custom',
        message: onlySpaces
          ? `${JSON.stringify(value)} has a space at its start or end`
          : `${JSON.stringify(value)} ${format.problem}`,
        params: {
          fix: onlySpaces
            ? `Delete the spaces inside the quotes: ${JSON.stringify(value.trim())}`
            : format.fix,
          // The editor's field holds the value without quotes, and its rule is said in its words.
          editorFix: onlySpaces
            ? 'Delete the spaces at its start and end.'
            : (format.rule ?? format.fix),
        },
      });
    })
    .meta({
      pattern: format.pattern.source,
      description: format.description,
      // Shown by editors when a value does not match: VS Code's YAML
      // extension reads this keyword, and so does the browser editor.
      patternErrorMessage: format.fix,
      ...(format.hint ? { hint: format.hint } : {}),
      ...(format.rule ? { rule: format.rule } : {}),
    });
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
    hint: 'The page’s address, such as /music/.',
    rule: 'Start and end it with "/" and use only lowercase letters, digits and dashes, e.g. /music/.',
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
    hint: 'Which of the site’s texts it is: its words are changed in Texts; a developer changes which text.',
    rule: 'This names none of the site’s texts: put back the one it had, or ask a developer.',
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
    pattern: EMAIL_PATTERN,
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
  languageBadge: {
    // A flag emoji (two regional-indicator symbols, written as UTF-16 pairs so
    // that editors without the u flag read the pattern too) or 1 to 3 letters.
    pattern: /^(?:\uD83C[\uDDE6-\uDDFF]\uD83C[\uDDE6-\uDDFF]|[A-Za-z0-9\u00C0-\u00FF]{1,3})$/,
    problem: 'is neither a flag emoji nor a badge of up to 3 letters',
    fix: 'Write one country flag emoji, e.g. 🇺🇸, or up to 3 letters or digits, e.g. ES.',
    description:
      'The badge beside the language in the language menu: a country flag emoji (🇺🇸) or up to 3 letters (ES). The site draws either the same way on every computer.',
  },
  origin: {
    pattern: /^(?:https|wss):\/\/[a-z0-9]+(?:[.-][a-z0-9]+)*(?::\d+)?$/,
    problem: 'is not the address of a server',
    fix: 'Write only https:// or wss:// and the server name, without a path, e.g. https://api.example.com',
    description: 'A server address without a path: https://host or wss://host.',
  },
  repo: {
    pattern: /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/,
    problem: 'is not a repository name',
    fix: 'Write the owner and the name of the repository with a slash between, e.g. example-events/website',
    description: 'owner/name of a repository, e.g. example-events/website.',
  },
  reportUrl: {
    // No quotes, commas or semicolons: the address is written into the policy and a header as it is.
    pattern: /^https:\/\/[^\s/$.?#;,"'\\][^\s;,"'\\]*$/,
    problem: 'is not a secure address that reports can be sent to',
    fix: 'Write the full address your report service gives you, starting with https:// (http:// is not allowed), without spaces, quotes, commas or semicolons.',
    description: 'The https:// address of a report service, as the service gives it.',
  },
  integrity: {
    // Each algorithm's digest in base64: 32, 48 or 64 bytes, so a cut-off copy is caught.
    pattern: /^(?:sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$/,
    problem: 'is not a complete integrity value',
    fix: 'Copy the whole value, e.g. sha384- followed by 64 letters, digits, + and /, without quotes or integrity= (the comment above voiceAssistant in site.yaml says how to make it).',
    description:
      'The fingerprint of the script file, e.g. sha384-…: the browser runs the file only if it matches.',
    rule: 'Copy the whole value the provider gives, starting with sha384-, without quotes.',
  },
  analyticsDomain: {
    pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)+$/,
    problem: 'is not a domain name',
    fix: 'Write the domain exactly as you added it in Plausible, without https:// or a slash, e.g. example-events.com',
    description: 'The site’s domain as added in Plausible, e.g. example-events.com.',
  },
  analyticsToken: {
    pattern: /^[A-Za-z0-9]{16,64}$/,
    problem: 'is not a Cloudflare Web Analytics token',
    fix: 'Copy the token from the snippet Cloudflare shows (Web Analytics → Manage site): the letters and digits after "token": in data-cf-beacon, without the quotes.',
    description: 'The token in the snippet Cloudflare Web Analytics gives you (data-cf-beacon).',
  },
  measurementId: {
    pattern: /^G-[A-Z0-9]{4,20}$/,
    problem: 'is not a Google Analytics 4 measurement id',
    fix: 'Copy the measurement id of your web data stream (Admin → Data streams), e.g. G-A1B2C3D4E5.',
    description: 'The measurement id of your Google Analytics 4 web stream, e.g. G-A1B2C3D4E5.',
  },
  htmlName: {
    pattern: /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/,
    problem: 'is not a valid HTML name',
    fix: 'Use lowercase letters, digits and dashes as the provider documents it, e.g. agent-id.',
    description: 'An HTML tag or attribute name as the provider documents it.',
    rule: 'Use lowercase letters, digits and dashes, exactly as the provider’s instructions write it.',
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

/** Each link to another website, as the editor names it: its field, and its choice in a menu entry. */
export const EXTERNAL_LINK_LABELS: Record<ExternalLinkName, string> = {
  instantQuote: 'Instant quote',
  scheduling: 'Schedule a consultation',
  vipLogin: 'VIP client login',
  photoGallery: 'Photo + film gallery',
};

/** One of the links to other websites (site.yaml `links:`), by its key. */
export const externalLinkName = graphqlType('ExternalLinkName', z.enum(EXTERNAL_LINK_NAMES));
export const contactKind = graphqlType('ContactKind', z.enum(CONTACT_KINDS));
export const deployHost = graphqlType('DeployHost', z.enum(DEPLOY_HOSTS));
export const deployPlan = graphqlType('DeployPlan', z.enum(DEPLOY_PLANS));

// The words the editor's choice lists show for each value.
const CONTACT_KIND_LABELS: Record<(typeof CONTACT_KINDS)[number], string> = {
  phone: 'Call',
  email: 'Email',
};
const DEPLOY_HOST_LABELS: Record<(typeof DEPLOY_HOSTS)[number], string> = {
  netlify: 'Netlify',
  cloudflare: 'Cloudflare Pages',
  static: 'Another host',
};
const DEPLOY_PLAN_LABELS: Record<(typeof DEPLOY_PLANS)[number], string> = {
  free: 'Free',
  paid: 'Paid (Workers Paid)',
};

/** Where a number of the trust banner can be checked: a site's name and the page. */
const statSourceSchema = graphqlType(
  'ConfigStatSource',
  z.strictObject({
    source: z.string().trim().min(1).meta({
      title: 'Website',
      description: 'Its name as visitors know it, e.g. Google or The Knot.',
    }),
    link: httpsUrl.meta({
      title: 'Address',
      description: 'The page that shows the number, e.g. your reviews on Google (https://…).',
    }),
  }),
).meta({ title: 'Source' });

const statSourcesSchema = graphqlType(
  'ConfigStatSources',
  z.strictObject({
    yearsInBusiness: statSourceSchema.optional().meta({ title: 'Years in business: source' }),
    eventsProduced: statSourceSchema.optional().meta({ title: 'Events produced: source' }),
    starRating: statSourceSchema.optional().meta({ title: 'Star rating: source' }),
  }),
).meta({ title: 'Sources of the numbers' });

const businessSchema = graphqlType(
  'ConfigBusiness',
  z.strictObject({
    name: z
      .string()
      .min(1)
      .meta({ title: 'Company name', description: 'Company name as shown on the site.' }),
    phone: z
      .preprocess(cleanUpUsPhone, formattedString(FORMATS.usPhone))
      .meta({ title: 'Phone number' }),
    email: z
      .preprocess(normalizeEmail, formattedString(FORMATS.email))
      .meta({ title: 'Email address' }),
    stats: graphqlType(
      'ConfigStats',
      z.strictObject({
        yearsInBusiness: positiveInt.meta({
          title: 'Years in business',
          description: 'Shown as "20+ years".',
        }),
        eventsProduced: positiveInt.meta({
          title: 'Events produced',
          description: 'Shown as "10,000+ events".',
        }),
        starRating: z
          .number()
          .min(1)
          .max(5)
          .meta({ title: 'Star rating', description: 'Shown as "5-star rating".' }),
      }),
    ).meta({ title: 'Numbers in the trust banner' }),
    statSources: statSourcesSchema.optional().meta({
      title: 'Where the numbers can be checked',
      description:
        'Optional: for each number, the website that shows it (e.g. your Google reviews). The banner then links it there.',
    }),
    responseTimeHours: positiveInt.meta({
      title: 'Reply within (hours)',
      description: 'The promise "we reply within N hours".',
    }),
    serviceArea: z
      .array(stateCode.meta({ title: 'State' }))
      .min(1)
      .meta({
        title: 'States served',
        description: 'Two-letter state codes, in the order they are shown.',
      }),
  }),
).meta({
  title: 'Business facts',
  description: 'The company’s contact details and the facts shown on the site.',
});

const languageSchema = graphqlType(
  'ConfigLanguage',
  z.strictObject({
    code: languageCode.meta({ title: 'Code' }),
    name: z
      .string()
      .min(1)
      .meta({ title: 'Name', description: 'The language’s own name, e.g. Español.' }),
    flag: formattedString(FORMATS.languageBadge).meta({ title: 'Badge (flag or letters)' }),
    locale: formattedString(FORMATS.locale).meta({ title: 'Language and country' }),
  }),
).meta({ title: 'Language' });

const languagesSchema = graphqlType(
  'ConfigLanguages',
  z.strictObject({
    default: languageCode.meta({
      title: 'Default language',
      description: 'The language of pages without a /xx/ prefix.',
    }),
    supported: z.array(languageSchema).min(1).meta({
      title: 'Languages of the site',
      description:
        'Each needs its folder of translations in src/locales/<code>/. A text missing in a language shows in the default one.',
      hint: 'A developer adds a language (the site’s texts need translating first). A text missing in a language shows in the default one.',
    }),
  }),
).meta({ title: 'Languages' });

const linksSchema = graphqlType(
  'ConfigLinks',
  z.strictObject({
    instantQuote: httpsUrl.meta({ title: EXTERNAL_LINK_LABELS.instantQuote }),
    scheduling: httpsUrl.meta({ title: EXTERNAL_LINK_LABELS.scheduling }),
    vipLogin: httpsUrl.meta({ title: EXTERNAL_LINK_LABELS.vipLogin }),
    photoGallery: httpsUrl.meta({ title: EXTERNAL_LINK_LABELS.photoGallery }),
  }),
).meta({
  title: 'Links to other websites',
  description: 'Addresses of the outside websites the site links to.',
});

/** Each page layout as the editor's choice list names it (site.yaml keeps the kind). */
const PAGE_KIND_LABELS: Record<PageKind, string> = {
  home: 'Home page',
  services: 'All services',
  service: 'One service',
  catalog: 'Rental catalog',
  venues: 'All venues',
  venue: 'One venue (a page for each venue)',
  'gobo-designer': 'Gobo designer',
  contact: 'Contact form',
  'thank-you': 'Thank you (after an inquiry is sent)',
  'not-found': 'Page not found',
};

const routeSchema = graphqlType(
  'ConfigRoute',
  z.strictObject({
    path: formattedString(FORMATS.routePath).meta({ title: 'Address' }),
    kind: z.enum(PAGE_KINDS).meta({
      title: 'Layout',
      description: 'Which page layout renders this page.',
      optionLabels: PAGE_KIND_LABELS,
    }),
    title: translationKey.meta({ title: 'Title (which text)' }),
    description: translationKey.meta({ title: 'Description (which text)' }),
  }),
).meta({ title: 'Page' });

const redirectSchema = graphqlType(
  'ConfigRedirect',
  z.strictObject({
    from: path.meta({ title: 'Old address', description: 'The old address, e.g. /dj/.' }),
    to: path.meta({
      title: 'Leads to',
      description: 'The page it now leads to, e.g. /music/ or /venues/my-hall/.',
    }),
  }),
).meta({ title: 'Old address' });

const personalSiteSchema = graphqlType(
  'ConfigPersonalSite',
  z.strictObject({
    name: slug.meta({
      title: 'Name in the address',
      description: 'www.example-events.com/<name> leads to the site below.',
      hint: 'What follows the site’s address, e.g. alex-rivera: that address leads to the website below.',
    }),
    url: httpsUrl.meta({ title: 'Their website' }),
  }),
).meta({ title: 'Performer' });

const venueSchema = graphqlType(
  'ConfigVenue',
  z.strictObject({
    slug: slug.meta({
      title: 'Name in the address',
      description: 'The venue page is /venues/<this>/: lowercase letters, digits and dashes.',
      hint: 'Its page’s address is /venues/ followed by this: lowercase letters, digits and dashes.',
    }),
    name: z.string().min(1).meta({ title: 'Name' }),
    locality: z.string().min(1).meta({ title: 'Town', description: 'Town or city.' }),
    region: stateCode.meta({ title: 'State' }),
    country: z.literal('US').meta({ title: 'Country' }),
    amenities: z
      .array(z.string().min(1).meta({ title: 'Amenity' }))
      .min(1)
      .meta({
        title: 'What it offers',
        description: 'Shown on its page and to search engines, e.g. wedding venue.',
      }),
  }),
).meta({ title: 'Venue' });

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

const menuLabel = translationKey.meta({
  title: 'Text',
  description:
    'Which text the entry shows, e.g. common:nav.music: the entry nav → music of common.json, in each language.',
  hint: 'What the entry says, in each language: one of the texts of the menus (Texts → Menus and footer).',
  pick: 'menuTexts',
});

const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  graphqlType(
    'ConfigNavItem',
    z.strictObject({
      label: menuLabel,
      to: path.optional().meta({ title: 'Page of this site', description: 'e.g. /music/' }),
      link: externalLinkName.optional().meta({
        title: 'Outside website',
        description: 'One of the links to other websites (opens in a new tab).',
        optionLabels: EXTERNAL_LINK_LABELS,
      }),
      contact: contactKind.optional().meta({
        title: 'Call or email',
        description: 'A link that calls or emails the company.',
        optionLabels: CONTACT_KIND_LABELS,
      }),
      items: z.array(navItemSchema).min(1).optional().meta({
        title: 'Sub-menu',
        description: 'Entries shown in a sub-menu instead of a link.',
      }),
    }),
  ).meta({
    title: 'Menu entry',
    description: 'Set exactly one of: page, outside website, call or email, sub-menu.',
  }),
);

const navGroupSchema = graphqlType(
  'ConfigNavGroup',
  z.strictObject({
    label: menuLabel.meta({ title: 'Heading' }),
    items: z.array(navItemSchema).min(1).meta({ title: 'Entries' }),
  }),
).meta({ title: 'Menu' });

const navSchema = graphqlType(
  'ConfigNav',
  z.strictObject({
    services: navGroupSchema.meta({
      title: 'Services drop-down',
      description: 'The Services drop-down in the top bar.',
    }),
    header: z
      .array(navItemSchema)
      .meta({ title: 'Top bar links', description: 'Links next to the drop-down.' }),
    drawerExtras: z.array(navItemSchema).meta({
      title: 'Phone drawer extras',
      description: 'Extra entries in the side drawer on phones.',
    }),
    footer: z
      .array(navGroupSchema.meta({ title: 'Footer column' }))
      .meta({ title: 'Footer columns', description: 'Each column has a heading and its entries.' }),
  }),
).meta({
  title: 'Menus',
  description: 'The top bar, the phone drawer and the footer. Drag entries to reorder them.',
});

/**
 * A value the site cannot change: the menu component (Radix UI) fixes it.
 * site.yaml keeps it so the menu's behaviour is written down; the build
 * stops with `must be <value>: <reason>` if someone edits it.
 */
function fixedNumber<Value extends number>(value: Value, reason: string) {
  return z.literal(value, { error: `must be ${value}: ${reason}` }).meta({
    title: `${value} ms`,
    description: `Always ${value}: ${reason}. The menu component fixes this value.`,
  });
}

const menuSchema = graphqlType(
  'ConfigMenu',
  z.strictObject({
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
  }),
).meta({
  description:
    'How the menus react to the mouse and keyboard, in milliseconds. These values document the menu component’s behaviour and cannot be changed.',
  title: 'Menu timing',
});

const voiceAssistantSchema = graphqlType(
  'ConfigVoiceAssistant',
  z.strictObject({
    enabled: z
      .boolean()
      .meta({ title: 'Show it', description: 'Off removes the widget from the site.' }),
    scriptUrl: httpsUrl
      .superRefine((value, context) => {
        // An address that is not https:// at all is reported once, by httpsUrl.
        if (!FORMATS.httpsUrl.pattern.test(value)) return;
        const slip = scriptUrlProblem(value);
        if (slip)
          context.addIssue({ code: 'custom', message: slip.problem, params: { fix: slip.fix } });
      })
      .meta({
        title: 'The provider’s script',
        description:
          'The exact address of the script file. On unpkg or jsDelivr, with its exact version, e.g. https://unpkg.com/<package>@1.2.3/dist/index.js. The security policy allows this file only.',
        hint: 'The exact address of the provider’s script, with its version number, as the provider gives it (on unpkg.com or cdn.jsdelivr.net). The security policy allows this one only.',
      }),
    scriptIntegrity: formattedString(FORMATS.integrity).optional().meta({
      title: 'The script’s fingerprint',
      description:
        'Subresource Integrity, e.g. sha384-…: a changed copy of the script is refused. Make a new one whenever the script’s address changes.',
    }),
    element: htmlName.meta({
      title: 'Element name',
      description: 'The HTML tag the provider asks you to place.',
    }),
    attributes: z
      .array(
        graphqlType(
          'ConfigHtmlAttribute',
          z.strictObject({
            name: htmlName
              .superRefine((value, context) => {
                const perPage = perPageAttributeProblem(value);
                if (perPage) {
                  context.addIssue({
                    code: 'custom',
                    message: perPage.problem,
                    params: { fix: perPage.fix },
                  });
                }
              })
              .meta({ title: 'Setting' }),
            value: z.string().meta({ title: 'Value' }),
          }),
        ).meta({ title: 'Setting' }),
      )
      .meta({
        title: 'Settings from the provider',
        description:
          'Settings that are the same in every language, e.g. agent-id with your agent’s id. The widget’s texts (action-text, start-call-text, end-call-text, expand-text, collapse-text, listening-text, speaking-text, text-contents) and its language (language, override-language) are not set here: the site writes them on each page in the page’s language, from src/locales/<language>/voice-assistant.json, and stops the build if one is set here.',
        hint: 'Each setting the provider’s instructions list, with its value: the ones that are the same in every language. The widget’s words and its language are not set here: the site writes them on each page, in the page’s language, from the voice assistant’s texts.',
      }),
    connectOrigins: z
      .array(formattedString(FORMATS.origin).meta({ title: 'Server' }))
      .optional()
      .meta({
        title: 'Servers it talks to',
        description:
          "Servers the widget talks to once loaded (https:// and wss://), as its provider documents them. The site's security policy allows only these.",
      }),
  }),
).meta({
  title: 'Voice assistant',
  description: 'The chat and voice widget from an outside provider on the home page.',
});

const formsSchema = graphqlType(
  'ConfigForms',
  z.strictObject({
    provider: graphqlType('FormProvider', z.enum(['netlify', 'endpoint'])).meta({
      title: 'Who receives the inquiries',
      description:
        'netlify: the host collects them (Netlify Forms). endpoint: they are sent as JSON to the address below.',
      hint: 'Netlify Forms: the host collects them. Another service: each inquiry is sent to the address below.',
      optionLabels: { netlify: 'Netlify Forms', endpoint: 'Another service, at the address below' },
    }),
    endpoint: httpsUrl
      .optional()
      .meta({ title: 'Endpoint', description: 'Required when the provider is endpoint.' }),
    eventTypes: z
      .array(slug.meta({ title: 'Choice' }))
      .min(1)
      .meta({
        title: 'Types of event',
        entryTitle: `${FORM_CHOICE_KEY_PREFIX.eventTypes}.{{fields.item | default('New choice')}}`,
        description:
          'The choices under "Type of event", in display order. Each one’s text is contact:eventTypes.<choice>.',
        hint: 'The choices under "Type of event", in display order. Their words are in Texts, on the contact page’s screen.',
      }),
    referralSources: z
      .array(slug.meta({ title: 'Choice' }))
      .min(1)
      .meta({
        title: 'How people heard about us',
        entryTitle: `${FORM_CHOICE_KEY_PREFIX.referralSources}.{{fields.item | default('New choice')}}`,
        description:
          'The choices under "How did you hear about us?", in display order. Each one’s text is contact:heardAbout.<choice>.',
        hint: 'The choices under "How did you hear about us?", in display order. Their words are in Texts, on the contact page’s screen.',
      }),
  }),
).meta({
  title: 'Contact forms',
  description: 'Where inquiries are sent, and the choices offered.',
});

const analyticsSchema = graphqlType(
  'ConfigAnalytics',
  z.strictObject({
    provider: graphqlType('AnalyticsProvider', z.enum(ANALYTICS_PROVIDERS)).meta({
      title: 'Service',
      description:
        'plausible (Plausible Analytics) or cloudflare (Cloudflare Web Analytics): no cookies, no banner. google (Google Analytics 4): sets cookies, so visitors are asked first.',
      hint: 'Plausible and Cloudflare Web Analytics set no cookies and need no banner. Google Analytics sets cookies, so visitors are asked first.',
      optionLabels: {
        plausible: 'Plausible Analytics',
        cloudflare: 'Cloudflare Web Analytics',
        google: 'Google Analytics 4',
      },
    }),
    domain: formattedString(FORMATS.analyticsDomain).optional().meta({
      title: 'Plausible: domain',
      description:
        'plausible only: the site’s domain as added in Plausible, e.g. example-events.com.',
    }),
    token: formattedString(FORMATS.analyticsToken).optional().meta({
      title: 'Cloudflare: token',
      description: 'cloudflare only: the token of the snippet Cloudflare Web Analytics gives you.',
    }),
    measurementId: formattedString(FORMATS.measurementId).optional().meta({
      title: 'Google: measurement id',
      description: 'google only: the measurement id of your web data stream, e.g. G-A1B2C3D4E5.',
    }),
  }),
).meta({
  title: 'Visitor statistics',
  description:
    'Optional: count visits and the actions that lead to a booking with Plausible, Cloudflare Web Analytics or Google Analytics. Leave it out for none.',
});

const editorSchema = graphqlType(
  'ConfigEditor',
  z.strictObject({
    backend: z.enum(EDITOR_BACKENDS).meta({
      title: 'Sign in with',
      description:
        'github: editors sign in with their GitHub account, which must be allowed to write to the repository (on Netlify through Netlify’s sign-in, on Cloudflare Pages through the site’s own). gitlab: with their GitLab account. git-gateway: Netlify Identity, which Netlify has deprecated: only for sites that already use it.',
    }),
    repo: formattedString(FORMATS.repo)
      .optional()
      .meta({ title: 'Repository', description: 'owner/name of the repository (github, gitlab).' }),
    branch: z.string().min(1).meta({ title: 'Branch', description: 'Where saves go, e.g. main.' }),
    reviewBeforePublishing: z.boolean().meta({
      title: 'Review before publishing',
      description:
        'On: each save is a draft (a pull request) that someone publishes later. Off: each save is a commit that publishes the site.',
    }),
    authUrl: httpsUrl.optional().meta({
      title: 'Sign-in service',
      description:
        'Leave it out unless you run your own sign-in service. github: the address of that OAuth service (left out: Netlify’s on Netlify, the site’s own on Cloudflare Pages). gitlab: your GitLab server (left out: gitlab.com).',
    }),
    appId: z.string().min(1).optional().meta({
      title: 'GitLab application id',
      description: 'gitlab only: the id of the OAuth application made for this editor.',
    }),
  }),
).meta({
  title: 'Browser editor',
  description: 'Where the editor at /admin/ saves changes, and how editors sign in.',
});

const deploySchema = graphqlType(
  'ConfigDeploy',
  z.strictObject({
    host: deployHost.meta({
      title: 'Host',
      description:
        'netlify or cloudflare (Cloudflare Pages): the build writes that host’s redirect and header rules. static: any other host; old addresses forward with small pages.',
      hint: 'Netlify or Cloudflare Pages: the site is published with that host’s own rules for old addresses and security. Another host: old addresses forward with small pages.',
      optionLabels: DEPLOY_HOST_LABELS,
    }),
    demo: z.boolean().optional().meta({
      title: 'Publish as a demo',
      description:
        'On: the site is published on purpose with example values, as a demo: every page tells search engines to stay away (noindex), robots.txt turns them away and the sitemap is not announced. Off (or left out): a production build stops while an example value remains (npm run check:launch lists them).',
      hint: 'On: the site is published on purpose with example values, as a demo, and asks search engines to stay away from every page. Off: the site is not published while an example value remains (the “Before going live” screen lists them).',
    }),
    plan: deployPlan.optional().meta({
      title: 'Host plan',
      description:
        'Cloudflare Pages only: free (at most 20,000 files per site) or paid (Workers Paid: 100,000; set the variable PAGES_WRANGLER_MAJOR_VERSION=4 in the Pages project). The build stops before publishing more files than the plan takes. Left out: free.',
      hint: 'Cloudflare Pages only: the free plan publishes at most 20,000 files, Workers Paid 100,000. The site is not published with more files than the plan takes. Left empty: Free.',
      optionLabels: DEPLOY_PLAN_LABELS,
    }),
  }),
).meta({
  title: 'Publishing',
  description: 'Where the built site is published.',
});

/**
 * An optional setting whose key is there with nothing after it (`security:`
 * with its lines still commented out) counts as left out, as the comments in
 * site.yaml say, rather than as a missing value.
 */
function leftOutWhenEmpty<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(emptyAsLeftOut, schema.optional());
}

/** A key with nothing after it (null in YAML) read as left out. */
export function emptyAsLeftOut(value: unknown): unknown {
  return value === null ? undefined : value;
}

const securitySchema = graphqlType(
  'ConfigSecurity',
  z.strictObject({
    cspReportUrl: leftOutWhenEmpty(formattedString(FORMATS.reportUrl)).meta({
      title: 'Report what the security policy blocks to',
      description:
        'A report service’s address. Visitors’ browsers send it a short report whenever the site’s security policy blocks something on a page, e.g. a script from a server site.yaml does not name. Leave it out to send no reports.',
    }),
  }),
).meta({
  title: 'Security reports',
  description: 'Optional: where browsers report what the site’s security policy blocked.',
});

export const siteConfigSchema = z
  .strictObject({
    siteUrl: formattedString(FORMATS.siteUrl).meta({ title: 'Website address' }),
    business: businessSchema,
    languages: languagesSchema,
    links: linksSchema,
    routes: z.array(routeSchema).min(1).meta({
      title: 'Pages',
      description:
        'Every page of the site and its layout. A developer adds pages; the venue page is made once per venue.',
    }),
    redirects: z.array(redirectSchema).meta({
      title: 'Old addresses',
      description:
        'Old addresses people may still have bookmarked, and the page each now leads to. Spanish and Italian versions follow by themselves.',
    }),
    personalSites: z.array(personalSiteSchema).meta({
      title: 'Performers’ websites',
      description: 'www.example-events.com/<name> sends the visitor to that person’s own site.',
      hint: 'The site’s address followed by a performer’s name sends the visitor to that person’s own site.',
    }),
    venues: z.array(venueSchema).meta({
      title: 'Venues',
      description:
        'Each venue gets its page at /venues/<name>/ in every language. Its picture and services are under Venue pages.',
      hint: 'Each venue gets its page in every language, with its picture, services and texts, all written here.',
    }),
    nav: navSchema,
    menu: menuSchema,
    voiceAssistant: voiceAssistantSchema,
    forms: formsSchema,
    analytics: leftOutWhenEmpty(analyticsSchema),
    editor: editorSchema,
    deploy: deploySchema,
    security: leftOutWhenEmpty(securitySchema),
  })
  .meta({
    title: 'Site settings',
    description: 'site.yaml: the settings that drive the whole website.',
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type RouteConfig = SiteConfig['routes'][number];
export type VenueConfig = SiteConfig['venues'][number];
export type LanguageConfig = SiteConfig['languages']['supported'][number];
