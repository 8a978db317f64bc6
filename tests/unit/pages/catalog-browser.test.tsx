/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The catalog filter: every category's items with their specs and an "Ask
 * about this" link that prefills the contact form; a filter link shows only
 * its category, keeps the choice in the address (#lighting) and says how
 * many items are shown; an address with a category opens filtered.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSiteConfig } from '../../../src/hooks/use-site-config';
import { CatalogBrowser } from '../../../src/components/Catalog/CatalogBrowser';
import type { CatalogItemData } from '../../../src/components/Catalog/CatalogItemCard';
import { categoryFromHash, isShown } from '../../../src/components/Catalog/catalog-filter';
import { catalog as readCatalog } from '../../support/content';
import { translation } from '../../support/site';
import { renderAsPage, specShell } from '../support/render-as-page';

// The cards' descriptions link the pages they name (LinkedText), from site.yaml's routes.
jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));
beforeEach(() => jest.mocked(useSiteConfig).mockReturnValue(specShell()));

type QueriedMeasurement = NonNullable<CatalogItemData['measurements']>[number];

/** A measurement as GraphQL gives it: every field there, null where the file leaves it out. */
function queriedMeasurement(
  measurement: Pick<QueriedMeasurement, 'spec' | 'unit' | 'numbers'> & Partial<QueriedMeasurement>,
): QueriedMeasurement {
  return { to: null, or: null, upTo: null, times: null, words: null, ...measurement };
}

const catalog = readCatalog();
/** The shipped items as the catalog's query gives them, without their picture files. */
const items: CatalogItemData[] = catalog.items.map((item) => ({
  ...item,
  image: { childImageSharp: null },
  measurements: item.measurements?.map(queriedMeasurement) ?? null,
}));
const NAMESPACES = ['common', 'catalog', 'catalog-items'];

function renderCatalog(language = 'en') {
  renderAsPage(
    <CatalogBrowser categories={catalog.categories} items={items} contactPath="/contact/" />,
    language,
    '/catalog/',
    NAMESPACES,
  );
}

/** A category's section: its id is the category (the filter's #hash), its heading the category's name. */
function sectionOf(category: string, language = 'en'): HTMLElement {
  const section = document.getElementById(category);
  if (!section) throw new Error(`No section #${category}`);
  expect(within(section).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent(
    translation(language, `catalog:categories.${category}`),
  );
  return section;
}

function countIn(category: string): number {
  return items.filter((item) => item.category === category).length;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('catalog-filter', () => {
  it('reads a known category from the hash, anything else is "all"', () => {
    expect(categoryFromHash('#lighting', catalog.categories)).toBe('lighting');
    expect(categoryFromHash('#led-walls', catalog.categories)).toBe('led-walls');
    expect(categoryFromHash('#nope', catalog.categories)).toBe('all');
    expect(categoryFromHash('', catalog.categories)).toBe('all');
  });

  it('shows a category under its own filter or "all" only', () => {
    expect(isShown('lighting', 'all')).toBe(true);
    expect(isShown('lighting', 'lighting')).toBe(true);
    expect(isShown('lighting', 'signs')).toBe(false);
  });
});

describe('CatalogBrowser', () => {
  it.each(['en', 'es', 'it'])(
    'links the gobo designer where an item describes it (%s)',
    (language) => {
      renderCatalog(language);
      const designer = specShell().routes.find((route) => route.kind === 'gobo-designer')!;
      const described = items.filter((item) =>
        translation(language, `catalog-items:${item.id}.description`)
          .toLowerCase()
          .includes(translation(language, 'common:nav.goboDesigner').toLowerCase()),
      );
      expect(described.length).toBeGreaterThan(0);
      for (const item of described) {
        const card = screen
          .getByRole('heading', { name: translation(language, `catalog-items:${item.id}.name`) })
          .closest('article')!;
        const link = within(card).getByRole('link', {
          name: new RegExp(`^${translation(language, 'common:nav.goboDesigner')}$`, 'i'),
        });
        expect(link.getAttribute('href')).toContain(designer.path);
      }
    },
  );

  it('lists every item under its category, with its specs and an "Ask about this" link', () => {
    renderCatalog();
    for (const category of catalog.categories) {
      expect(within(sectionOf(category)).getAllByRole('article')).toHaveLength(countIn(category));
    }
    const item = catalog.items[0]!;
    const card = screen
      .getByRole('heading', { name: translation('en', `catalog-items:${item.id}.name`) })
      .closest('article')!;
    const measured = new Set(item.measurements?.map((measurement) => measurement.spec));
    expect(within(card).getAllByRole('definition')).toHaveLength(item.specs.length);
    for (const spec of item.specs) {
      expect(within(card).getByText(translation('en', `catalog:specs.${spec}`))).toBeVisible();
      if (measured.has(spec)) continue;
      expect(
        within(card).getByText(translation('en', `catalog-items:${item.id}.specs.${spec}`)),
      ).toBeVisible();
    }
    const name = translation('en', `catalog-items:${item.id}.name`);
    expect(
      within(card).getByRole('link', {
        // The words it shows, then the item's (jsdom puts a space around the hidden part).
        name: (accessibleName) =>
          accessibleName.replace(/ :/, ':') === `${translation('en', 'catalog:ask')}: ${name}`,
      }),
    ).toHaveAttribute('href', `/contact/?item=${item.id}#inquiry`);
  });

  it('filters to one category, marks the filter, keeps it in the address and counts the items', () => {
    renderCatalog();
    const filter = screen.getByRole('navigation', {
      name: translation('en', 'catalog:filter.label'),
    });
    fireEvent.click(
      within(filter).getByRole('link', { name: translation('en', 'catalog:categories.effects') }),
    );

    expect(sectionOf('effects')).toBeVisible();
    for (const other of catalog.categories.filter((category) => category !== 'effects')) {
      expect(sectionOf(other)).not.toBeVisible();
    }
    expect(window.location.hash).toBe('#effects');
    expect(
      within(filter).getByRole('link', { name: translation('en', 'catalog:categories.effects') }),
    ).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(
      translation('en', 'catalog:filter.showing_other').replace(
        '{{count}}',
        String(countIn('effects')),
      ),
    );

    fireEvent.click(
      within(filter).getByRole('link', { name: translation('en', 'catalog:filter.all') }),
    );
    for (const category of catalog.categories) expect(sectionOf(category)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(String(items.length));
  });

  it('opens filtered when the address names a category, in the page language', () => {
    window.history.replaceState(null, '', '/es/catalog/#signs');
    renderCatalog('es');
    expect(sectionOf('signs', 'es')).toBeVisible();
    expect(sectionOf('lighting', 'es')).not.toBeVisible();
  });

  it('follows the Back and Forward buttons (hash changes)', () => {
    renderCatalog();
    act(() => {
      window.history.replaceState(null, '', '/catalog/#staging');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(sectionOf('staging')).toBeVisible();
    expect(sectionOf('signs')).not.toBeVisible();
  });
});

describe('measured specs', () => {
  /** A fixture item: the stage deck's texts, with measurements written here. */
  const deck: CatalogItemData = {
    id: 'stage-deck',
    category: 'staging',
    image: { childImageSharp: null },
    specs: ['size', 'height', 'brightness'],
    measurements: [
      queriedMeasurement({ spec: 'size', unit: 'feet', numbers: [4, 8], words: 'perDeck' }),
      queriedMeasurement({ spec: 'height', unit: 'inches', numbers: [8], to: [40] }),
      queriedMeasurement({ spec: 'brightness', unit: 'nits', numbers: [1000] }),
    ],
  };

  function valuesShown(language: string): string[] {
    renderAsPage(
      <CatalogBrowser categories={['staging']} items={[deck]} contactPath="/contact/" />,
      language,
      '/catalog/',
      NAMESPACES,
    );
    const card = screen.getByRole('article');
    return within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent ?? '');
  }

  const perDeck = (language: string, value: string) =>
    translation(language, 'catalog:measurements.words.perDeck').replace('{{value}}', value);

  it('shows feet alone in English, with a thousands comma', () => {
    expect(valuesShown('en')).toEqual([perDeck('en', '4 × 8 ft'), '8–40 in', '1,000 nits']);
  });

  it('adds metres beside the feet in Spanish, with a decimal point (es-US)', () => {
    expect(valuesShown('es')).toEqual([
      perDeck('es', '4 × 8 ft (1.2 × 2.4 m)'),
      expect.stringMatching(/^8.40 in \(20.102 cm\)$/),
      '1,000 nits',
    ]);
  });

  it('adds metres beside the feet in Italian, with a decimal comma (it-IT)', () => {
    expect(valuesShown('it')).toEqual([
      perDeck('it', '4 × 8 ft (1,2 × 2,4 m)'),
      expect.stringMatching(/^8.40 in \(20.102 cm\)$/),
      '1.000 nit',
    ]);
  });
});
