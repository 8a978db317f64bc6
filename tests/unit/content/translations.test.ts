/** @jest-environment node */
/**
 * Content tests of the site's copy: every language is complete (but for the
 * texts the owner writes for the entries of their data, which show in
 * English until translated), and every page has the blocks the site promises
 * (an FAQ of at least three questions, …). The messages say which file and
 * entry to fix.
 */
import { serviceNamespace, textAt } from '../../../src/config/content/cross-checks';
import { flattenKeys, translationCoverage } from '../../../src/config/locales';
import { formatProblems } from '../../../src/config/problems';
import { catalog as readCatalog, services as readServices } from '../../support/content';
import { readProjectLocales, validateProjectConfig } from '../../../src/config/project';
import { readProjectFiles } from '../../../src/config/read-files';
import { TO_WRITE } from '../../../scripts/new-service/to-write';
import { isOwnerEntryText } from '../../support/owner-texts';

const ROOT = process.cwd();
const locales = readProjectLocales(ROOT);
const result = validateProjectConfig(ROOT);
if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
const site = result.config;
const languages = site.languages.supported.map((language) => language.code);

const services = readServices();
const servicePages = services.flatMap((service) =>
  service.path ? [{ id: service.id, namespace: serviceNamespace(site, service.path)! }] : [],
);

/** The list at a key, or a message saying where it is missing. */
function listAt(language: string, key: string): unknown[] {
  const value = textAt(locales, language, key);
  if (!Array.isArray(value)) {
    throw new Error(`src/locales/${language}/${key.split(':')[0]}.json has no list at "${key}".`);
  }
  return value;
}

function allStrings(entries: unknown[], fields: readonly string[]): boolean {
  return entries.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      fields.every((field) => {
        const value = (entry as Record<string, unknown>)[field];
        return typeof value === 'string' && value.trim() !== '';
      }),
  );
}

describe('every language', () => {
  it.each(languages.filter((language) => language !== site.languages.default))(
    '%s has every text of the default language (nothing but the owner’s entries falls back to English)',
    (language) => {
      const [coverage] = translationCoverage(locales, site.languages.default, [language]);
      const ownerText = isOwnerEntryText(readProjectFiles(ROOT));
      expect(coverage?.missing.filter((key) => !ownerText(key))).toEqual([]);
    },
  );

  it.each(languages)('%s keeps every {{placeholder}} of the default language', (language) => {
    const reference = locales[site.languages.default] ?? {};
    const mismatches = flattenKeys(reference).filter((key) => {
      const placeholders = (text: unknown) =>
        typeof text === 'string'
          ? [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]))].sort()
          : [];
      return (
        JSON.stringify(placeholders(textAt(locales, site.languages.default, key))) !==
        JSON.stringify(placeholders(textAt(locales, language, key)))
      );
    });
    expect(mismatches).toEqual([]);
  });
});

describe('every text', () => {
  it('is written: none still says what to write, as npm run new:service left it', () => {
    const left = languages.flatMap((language) =>
      flattenKeys(locales[language] ?? {})
        .filter((key) => String(textAt(locales, language, key)).startsWith(TO_WRITE))
        .map((key) => `src/locales/${language}/${key.replace(':', '.json → ')}`),
    );
    expect(left).toEqual([]);
  });
});

describe.each(servicePages)('the $id page', ({ namespace }) => {
  it.each(languages)(
    'has at least 3 FAQ entries, each a question and an answer (%s)',
    (language) => {
      const faq = listAt(language, `${namespace}:faq.items`);
      expect(faq.length).toBeGreaterThanOrEqual(3);
      expect(allStrings(faq, ['question', 'answer'])).toBe(true);
    },
  );

  it.each(languages)('says what is offered, for which events and how it works (%s)', (language) => {
    const offer = listAt(language, `${namespace}:offer.items`);
    const steps = listAt(language, `${namespace}:steps.items`);
    const events = listAt(language, `${namespace}:events.items`);
    expect(offer.length).toBeGreaterThanOrEqual(3);
    expect(allStrings(offer, ['title', 'text'])).toBe(true);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(allStrings(steps, ['title', 'text'])).toBe(true);
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((event) => typeof event === 'string' && event !== '')).toBe(true);
  });
});

describe('Photo + Film', () => {
  const gallery = services.find((service) => service.link === 'photoGallery');

  it('is offered as the external gallery, not as a page of this site', () => {
    expect(gallery).toMatchObject({ link: 'photoGallery' });
    expect(gallery?.path).toBeUndefined();
  });

  it.each(languages)(
    'is suggested on pages that offer it, whose copy names the gallery (%s)',
    (language) => {
      const offering = services.filter((service) => service.related?.includes(gallery!.id));
      expect(offering.length).toBeGreaterThan(0);
      for (const service of offering) {
        const namespace = serviceNamespace(site, service.path!)!;
        const copy = JSON.stringify(locales[language]?.[namespace]);
        expect({ page: service.id, mentionsGallery: /galer|galler/i.test(copy) }).toEqual({
          page: service.id,
          mentionsGallery: true,
        });
      }
    },
  );
});

describe('the catalog', () => {
  const catalog = readCatalog();

  it('covers the rentable kinds the site promises', () => {
    expect(catalog.categories).toEqual(
      expect.arrayContaining([
        'lighting',
        'staging',
        'led-walls',
        'photo-booths',
        'effects',
        'signs',
      ]),
    );
    for (const category of catalog.categories) {
      expect({ category, items: catalog.items.some((item) => item.category === category) }).toEqual(
        {
          category,
          items: true,
        },
      );
    }
  });

  const measured = (item: (typeof catalog.items)[number]) =>
    new Set((item.measurements ?? []).map((measurement) => measurement.spec));

  it.each(languages)(
    'names and describes every item, with a text for each spec that is not measured (%s)',
    (language) => {
      const missing = catalog.items.flatMap((item) =>
        [
          'name',
          'description',
          'imageAlt',
          ...item.specs.filter((spec) => !measured(item).has(spec)).map((spec) => `specs.${spec}`),
        ]
          .map((field) => `catalog-items:${item.id}.${field}`)
          .filter((key) => typeof textAt(locales, language, key) !== 'string'),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(languages)(
    'writes each measured spec once, in data/catalog.yaml, not again as a text (%s)',
    (language) => {
      expect(catalog.items.some((item) => measured(item).size > 0)).toBe(true);
      const twice = catalog.items.flatMap((item) =>
        [...measured(item)]
          .map((spec) => `catalog-items:${item.id}.specs.${spec}`)
          .filter((key) => textAt(locales, language, key) !== undefined),
      );
      expect(twice).toEqual([]);
    },
  );
});
