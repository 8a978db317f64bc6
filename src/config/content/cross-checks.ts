/**
 * Checks of the content files in data/ that need more than their own shape:
 * ids that other files refer to, pages that must exist in site.yaml,
 * pictures that must exist, and the texts (in the default language) that
 * every entry needs. Each problem says what to change and where.
 */
import { valueAt, type TranslationValue } from '../../i18n/translate';
import type { LocaleFiles } from '../locales';
import { listPages, namespaceOf } from '../pages';
import type { ConfigProblem, YamlPath } from '../problems';
import type { SiteConfig } from '../schema';
import { closestWord } from '../suggest';
import type { CatalogFile, HomeFile, ServicesFile, VenuesFile } from './schema';

export interface ContentContext {
  site: SiteConfig;
  locales: LocaleFiles;
  /** Whether a picture exists, by its path from data/ (images/venues/x.jpg). */
  pictureExists: (image: string) => boolean;
  /** The services of data/services.yaml, once that file is valid. */
  services?: ServicesFile['services'];
  /**
   * Some entries of the file's lists are broken and left out of the checks
   * (content/validate.ts): what reads a list as a whole (is every service
   * page listed? does a related service exist?) waits until they are fixed.
   */
  someEntriesLeftOut?: boolean;
}

/** The value of a translation key ("services:cards.music") in one language, if any. */
export function textAt(
  locales: LocaleFiles,
  language: string,
  key: string,
): TranslationValue | undefined {
  const namespace = namespaceOf(key);
  return valueAt(locales[language]?.[namespace], key.slice(namespace.length + 1));
}

function fileOf(key: string, language: string): string {
  return `src/locales/${language}/${namespaceOf(key)}.json`;
}

function entryOf(key: string): string {
  return key
    .slice(namespaceOf(key).length + 1)
    .split('.')
    .join(' → ');
}

/** A problem for each text key missing in the default language. */
export function missingTexts(
  context: ContentContext,
  keys: readonly string[],
  path: YamlPath,
  what: string,
): ConfigProblem[] {
  const language = context.site.languages.default;
  const missing = keys.filter((key) => textAt(context.locales, language, key) === undefined);
  if (missing.length === 0) return [];
  return [
    {
      path,
      problem: `${what} has no text for ${missing.map((key) => `"${entryOf(key)}"`).join(', ')} in ${fileOf(missing[0]!, language)}.`,
      fix: `Add ${missing.length === 1 ? 'that entry' : 'those entries'} to ${fileOf(missing[0]!, language)} (and to the other languages' files), or correct the id here.`,
      editorProblem: `${missing.length === 1 ? 'A text it needs is' : `${missing.length} texts it needs are`} missing in the site’s main language, and the site shows nothing without ${missing.length === 1 ? 'it' : 'them'}.`,
      editorFix: `Write ${missing.length === 1 ? 'it' : 'them'} in Texts, in the main language; if this entry was never meant to have texts, ask your developer.`,
    },
  ];
}

export function duplicateIds(
  entries: ReadonlyArray<{ id: string }>,
  path: (index: number) => YamlPath,
  what: string,
): ConfigProblem[] {
  const seen = new Map<string, number>();
  return entries.flatMap((entry, index) => {
    const first = seen.get(entry.id);
    if (first === undefined) {
      seen.set(entry.id, index);
      return [];
    }
    return [
      {
        path: path(index),
        problem: `The ${what} "${entry.id}" is listed twice (also entry ${first + 1}).`,
        fix: `Give each ${what} its own id, or remove the duplicate.`,
        editorProblem: `This ${what} is listed twice (also entry ${first + 1}).`,
        editorFix: 'Delete one of the two.',
      },
    ];
  });
}

export function missingImage(
  context: ContentContext,
  image: string,
  path: YamlPath,
): ConfigProblem[] {
  if (context.pictureExists(image)) return [];
  return [
    {
      path,
      problem: `The picture data/${image} does not exist.`,
      fix: `Add the file data/${image}, or write the name of a picture that is in data/images/.`,
      editorProblem: 'The picture chosen here is missing: it was deleted, or never uploaded.',
      editorFix: 'Choose it again, or choose or upload another picture.',
    },
  ];
}

/**
 * The fix of a value naming nothing, in the browser editor's words, by where
 * the build says the known values are: the editor's field is a pick list of
 * them, from the screen that lists them all.
 */
const FIX_IN_THE_EDITOR: Record<string, string> = {
  'data/services.yaml': 'Pick one from the list: Page content → Services has them all.',
  'site.yaml → venues': 'Pick one from the list: Page content → Venues has them all.',
  'categories at the top of data/catalog.yaml':
    'Pick one from the list: Page content → Rental catalog → Categories has them all.',
};

export function unknownId(
  value: string,
  known: ReadonlySet<string>,
  path: YamlPath,
  what: string,
  where: string,
  editorFix = FIX_IN_THE_EDITOR[where] ?? 'Pick one from the list.',
): ConfigProblem[] {
  if (known.has(value)) return [];
  const suggestion = closestWord(value, known);
  return [
    {
      path,
      problem: `"${value}" is not ${what}.`,
      fix: suggestion
        ? `Did you mean "${suggestion}"? Use one of the ids in ${where}.`
        : `Use one of: ${[...known].join(', ')} (the ids in ${where}).`,
      editorProblem: `“${value}” is not ${what}.`,
      editorFix,
    },
  ];
}

function serviceIdsOf(context: ContentContext): ReadonlySet<string> | undefined {
  return context.services ? new Set(context.services.map((service) => service.id)) : undefined;
}

function serviceReferences(
  context: ContentContext,
  ids: readonly string[],
  path: YamlPath,
): ConfigProblem[] {
  const known = serviceIdsOf(context);
  if (!known) return [];
  return ids.flatMap((value, index) =>
    unknownId(value, known, [...path, index], 'a service', 'data/services.yaml'),
  );
}

/** The namespace holding a service page's texts: the one of its route's title. */
export function serviceNamespace(site: SiteConfig, servicePath: string): string | undefined {
  const route = site.routes.find((candidate) => candidate.path === servicePath);
  return route ? namespaceOf(route.title) : undefined;
}

/** The texts every service page needs, in its own namespace. */
export const SERVICE_PAGE_TEXTS = [
  'meta.keywords',
  'heading',
  'intro',
  'offer.heading',
  'offer.items',
  'events.heading',
  'events.items',
  'steps.heading',
  'steps.items',
  'faq.heading',
  'faq.items',
  'cta.heading',
  'cta.text',
] as const;

export const CARD_TEXTS = ['title', 'pitch', 'imageAlt'] as const;

function checkServiceTarget(
  context: ContentContext,
  service: ServicesFile['services'][number],
  index: number,
): ConfigProblem[] {
  const path: YamlPath = ['services', index];
  if (Boolean(service.path) === Boolean(service.link)) {
    return [
      {
        path,
        problem: `The service "${service.id}" needs exactly one of "path" (its page) or "link" (an outside website).`,
        fix: service.path
          ? 'Remove "link", or remove "path".'
          : 'Add "path: /its-page/" (a page of kind "service" in site.yaml) or "link: photoGallery".',
        editorProblem:
          'A service leads either to its own page on this site or to another website: this one needs exactly one of the two.',
        editorFix: service.path
          ? 'Clear its page, or clear its link to another website.'
          : 'Choose its page, or a link to another website.',
      },
    ];
  }
  if (!service.path) return [];
  const servicePages = listPages(context.site.routes, context.site.venues).filter(
    (page) => page.kind === 'service',
  );
  if (!servicePages.some((page) => page.path === service.path)) {
    const suggestion = closestWord(
      service.path,
      servicePages.map((page) => page.path),
    );
    return [
      {
        path: [...path, 'path'],
        problem: `${service.path} is not a service page in site.yaml (routes of kind "service").`,
        fix: suggestion
          ? `Did you mean ${suggestion}?`
          : 'Add the page to site.yaml under routes with kind: service, or correct the path.',
        editorProblem: `${service.path} is not one of the site’s service pages.`,
        editorFix: suggestion
          ? `Did you mean ${suggestion}?`
          : 'Use the address of a page with the service layout (Site settings → Pages lists them).',
      },
    ];
  }
  const namespace = serviceNamespace(context.site, service.path)!;
  return [
    ...missingTexts(
      context,
      SERVICE_PAGE_TEXTS.map((key) => `${namespace}:${key}`),
      [...path, 'path'],
      `The page of "${service.id}"`,
    ),
    ...(service.sections ?? []).flatMap((section, sectionIndex) =>
      missingTexts(
        context,
        [`${namespace}:sections.${section}.heading`, `${namespace}:sections.${section}.text`],
        [...path, 'sections', sectionIndex],
        `The section "${section}"`,
      ),
    ),
  ];
}

export function checkServicesFile(file: ServicesFile, context: ContentContext): ConfigProblem[] {
  const { services } = file;
  const known = new Set(services.map((service) => service.id));
  const listed = new Set(services.flatMap((service) => (service.path ? [service.path] : [])));
  // A broken entry may be the one listing a page, or the related service named.
  const whole = !context.someEntriesLeftOut;
  const unlisted = listPages(context.site.routes, context.site.venues).filter(
    (page) => whole && page.kind === 'service' && !listed.has(page.path),
  );
  return [
    ...duplicateIds(services, (index) => ['services', index, 'id'], 'service'),
    ...unlisted.map((page) => ({
      path: ['services'],
      problem: `The service page ${page.path} (in site.yaml) has no entry here, so it would have no picture or related services.`,
      fix: `Add an entry with "path: ${page.path}" to data/services.yaml.`,
      editorProblem: `The service page ${page.path} has no service here, so it would have no picture or related services.`,
      editorFix: `Add a service whose page is ${page.path}.`,
    })),
    ...services.flatMap((service, index) => [
      ...checkServiceTarget(context, service, index),
      ...missingTexts(context, [service.label], ['services', index, 'label'], `"${service.id}"`),
      ...missingTexts(
        context,
        CARD_TEXTS.map((text) => `services:cards.${service.id}.${text}`),
        ['services', index, 'id'],
        `The card of "${service.id}"`,
      ),
      ...missingImage(context, service.image, ['services', index, 'image']),
      ...(service.related ?? []).flatMap((related, relatedIndex) => [
        ...(whole
          ? unknownId(
              related,
              known,
              ['services', index, 'related', relatedIndex],
              'a service',
              'data/services.yaml',
            )
          : []),
        ...(related === service.id
          ? [
              {
                path: ['services', index, 'related', relatedIndex],
                problem: `"${service.id}" lists itself as a related service.`,
                fix: 'Suggest other services only.',
                editorProblem: 'This service lists itself as a related service.',
              },
            ]
          : []),
      ]),
    ]),
  ];
}

function checkAudienceTarget(
  context: ContentContext,
  target: string,
  path: YamlPath,
): ConfigProblem[] {
  const [pagePath = '', section] = target.split('#');
  const pagePaths = listPages(context.site.routes, context.site.venues).map((page) => page.path);
  if (!pagePaths.includes(pagePath)) {
    const suggestion = closestWord(pagePath, pagePaths);
    return [
      {
        path,
        problem: `${pagePath} is not a page of this site.`,
        fix: suggestion
          ? `Did you mean ${suggestion}?`
          : 'Use a path listed under routes in site.yaml.',
        editorFix: suggestion
          ? `Did you mean ${suggestion}?`
          : 'Use the address of one of the site’s pages (Site settings → Pages lists them).',
      },
    ];
  }
  if (section === undefined || !context.services) return [];
  const sections = context.services.find((service) => service.path === pagePath)?.sections ?? [];
  if (sections.includes(section)) return [];
  return [
    {
      path,
      problem: `The page ${pagePath} has no section "#${section}".`,
      fix: sections.length
        ? `Use one of its sections: ${sections.map((name) => `#${name}`).join(', ')}.`
        : `Remove "#${section}", or add "${section}" to that service's sections in data/services.yaml.`,
      editorProblem: `The page ${pagePath} has no section “#${section}”.`,
      editorFix: sections.length
        ? `Use one of its sections: ${sections.map((name) => `#${name}`).join(', ')}.`
        : `Remove “#${section}”, or add that section to the service (Page content → Services).`,
    },
  ];
}

export function checkHomeFile(file: HomeFile, context: ContentContext): ConfigProblem[] {
  return [
    ...missingImage(context, file.heroImage, ['heroImage']),
    ...duplicateIds(file.audiences, (index) => ['audiences', index, 'id'], 'audience'),
    ...file.audiences.flatMap((audience, index) => [
      ...checkAudienceTarget(context, audience.to, ['audiences', index, 'to']),
      ...missingTexts(
        context,
        [`home:audiences.${audience.id}.title`, `home:audiences.${audience.id}.text`],
        ['audiences', index, 'id'],
        `The audience "${audience.id}"`,
      ),
    ]),
    ...missingImage(context, file.corporate.image, ['corporate', 'image']),
    ...serviceReferences(context, file.corporate.services, ['corporate', 'services']),
  ];
}

/**
 * A venue's details need its venue in site.yaml. A near miss is a typo; an
 * entry with no venue left is what deleting a venue from site.yaml leaves
 * behind, and the person needs to know which of the two it is.
 */
function venueOfSiteConfig(
  slug: string,
  known: ReadonlySet<string>,
  entries: readonly { slug: string }[],
  index: number,
): ConfigProblem[] {
  if (known.has(slug)) return [];
  const path = ['venues', index, 'slug'];
  const described = new Set(entries.map((entry) => entry.slug));
  const guess = closestWord(
    slug,
    [...known].filter((candidate) => !described.has(candidate)),
  );
  if (guess) {
    return [
      {
        path,
        problem: `"${slug}" is not a venue of site.yaml.`,
        fix: `Did you mean "${guess}"? Write the slug exactly as in site.yaml → venues.`,
        editorProblem: `“${slug}” is not a venue of the site.`,
        editorFix: `Did you mean “${guess}”? Write the venue’s name in the address exactly as the venue has it.`,
      },
    ];
  }
  return [
    {
      path,
      problem: `These are the details of the venue "${slug}", but site.yaml no longer lists that venue (under venues).`,
      fix: `Delete this entry (its "- slug: ${slug}" line and the lines under it), or add the venue "${slug}" back to site.yaml → venues.`,
      editorProblem: `These are the details of the venue “${slug}”, which the site no longer lists.`,
      editorFix: 'Delete these details too, or add the venue back (Page content → Venues).',
    },
  ];
}

export function checkVenuesFile(file: VenuesFile, context: ContentContext): ConfigProblem[] {
  const slugs = new Set(context.site.venues.map((venue) => venue.slug));
  return [
    ...missingImage(context, file.default.image, ['default', 'image']),
    ...serviceReferences(context, file.default.services, ['default', 'services']),
    ...duplicateIds(
      file.venues.map((venue) => ({ id: venue.slug })),
      (index) => ['venues', index, 'slug'],
      'venue',
    ),
    ...file.venues.flatMap((venue, index) => [
      ...venueOfSiteConfig(venue.slug, slugs, file.venues, index),
      ...missingImage(context, venue.image, ['venues', index, 'image']),
      ...serviceReferences(context, venue.services, ['venues', index, 'services']),
    ]),
  ];
}

type CatalogItem = CatalogFile['items'][number];

/** The specs of an item the site writes from its measurements rather than from a text. */
function measuredSpecs(item: CatalogItem): ReadonlySet<string> {
  return new Set((item.measurements ?? []).map((measurement) => measurement.spec));
}

/**
 * Each measurement belongs to one of the item's specs, once; its words exist;
 * and its spec is not also written as a text, which the page would ignore.
 */
function measurementProblems(
  item: CatalogItem,
  index: number,
  context: ContentContext,
): ConfigProblem[] {
  const specs = new Set(item.specs);
  const seen = new Set<string>();
  return (item.measurements ?? []).flatMap((measurement, position) => {
    const path: YamlPath = ['items', index, 'measurements', position];
    const twice = seen.has(measurement.spec);
    seen.add(measurement.spec);
    const text = `catalog-items:${item.id}.specs.${measurement.spec}`;
    const language = context.site.languages.default;
    return [
      ...unknownId(
        measurement.spec,
        specs,
        [...path, 'spec'],
        `one of the specs of "${item.id}"`,
        'its "specs" list (add it there to show it)',
        'Add it to this item’s Specs shown first, or use one of those.',
      ).map((problem) => ({
        ...problem,
        // The item is named by the place the editor gives, not by its id.
        editorProblem: `“${measurement.spec}” is not one of this item’s specs.`,
      })),
      ...(twice
        ? [
            {
              path: [...path, 'spec'],
              problem: `The spec "${measurement.spec}" of "${item.id}" is measured twice.`,
              fix: 'Keep one of the two measurements and delete the other.',
              editorProblem: 'This item measures the same thing twice.',
            },
          ]
        : []),
      ...(measurement.words
        ? missingTexts(
            context,
            [`catalog:measurements.words.${measurement.words}`],
            [...path, 'words'],
            `The words "${measurement.words}"`,
          )
        : []),
      ...(textAt(context.locales, language, text) === undefined
        ? []
        : [
            {
              path: [...path, 'spec'],
              problem: `The spec "${measurement.spec}" of "${item.id}" is measured here and also written as a text in ${fileOf(text, language)} (under ${entryOf(text)}).`,
              fix: `Delete that text in every language's catalog-items.json: the page writes the measurement itself. Or delete this measurement to show the text instead.`,
              editorProblem:
                'What this measurement shows is also written as a text, which the page would ignore.',
              editorFix:
                'Delete that text in every language (Texts → Rental catalog): the page writes the measurement itself. Or delete this measurement to show the text instead.',
            },
          ]),
    ];
  });
}

export function checkCatalogFile(file: CatalogFile, context: ContentContext): ConfigProblem[] {
  const categories = new Set(file.categories);
  return [
    ...duplicateIds(
      file.categories.map((id) => ({ id })),
      (index) => ['categories', index],
      'category',
    ),
    ...file.categories.flatMap((category, index) =>
      missingTexts(
        context,
        [`catalog:categories.${category}`],
        ['categories', index],
        `The category "${category}"`,
      ),
    ),
    ...duplicateIds(file.items, (index) => ['items', index, 'id'], 'item'),
    ...file.items.flatMap((item, index) => [
      // A broken category left out of the checks may be the one an item names.
      ...(context.someEntriesLeftOut
        ? []
        : unknownId(
            item.category,
            categories,
            ['items', index, 'category'],
            'a category',
            'categories at the top of data/catalog.yaml',
          )),
      ...missingImage(context, item.image, ['items', index, 'image']),
      ...missingTexts(
        context,
        item.specs.map((spec) => `catalog:specs.${spec}`),
        ['items', index, 'specs'],
        `The specs of "${item.id}"`,
      ),
      ...missingTexts(
        context,
        [
          ...['name', 'description', 'imageAlt'].map((text) => `catalog-items:${item.id}.${text}`),
          ...item.specs
            .filter((spec) => !measuredSpecs(item).has(spec))
            .map((spec) => `catalog-items:${item.id}.specs.${spec}`),
        ],
        ['items', index, 'id'],
        `The item "${item.id}"`,
      ),
      ...measurementProblems(item, index, context),
    ]),
  ];
}
