/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * A paged venue list's state index and pager, rendered with the real
 * venue-list.json: plain links to the right pages in the page's language.
 */
import { screen, within } from '@testing-library/react';
import { VenuePagination, VenueStateIndex } from '../../../src/components/Venues/VenueListNav';
import { venueListPages, VENUES_PER_LIST_PAGE } from '../../../src/config/venue-lists';
import { translation } from '../../support/site';
import { renderAsPage } from '../support/render-as-page';

/** A venue-list.json text, its {{placeholders}} filled in: the expectations follow the translators' edits. */
function text(language: string, key: string, values: Record<string, string | number> = {}): string {
  return translation(language, `venue-list:${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name]),
  );
}

const venues = [
  ...Array.from({ length: VENUES_PER_LIST_PAGE + 2 }, (_, index) => ({
    slug: `ny-${index}`,
    region: 'NY',
  })),
  { slug: 'nj-0', region: 'NJ' },
];
const pages = venueListPages('/venues/', venues);

function pageList(index: number) {
  const list = pages[index]?.list;
  if (!list) throw new Error(`no list on page ${index + 1}`);
  return list;
}

describe('the state index', () => {
  it('links each state, spelled out, to the page where its venues begin, with its count', () => {
    renderAsPage(<VenueStateIndex list={pageList(0)} />, 'es', '/venues/', [
      'common',
      'venue-list',
    ]);
    const index = screen.getByRole('navigation', { name: text('es', 'byState.heading') });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [text('es', 'states.NY'), '/es/venues/'],
      [text('es', 'states.NJ'), '/es/venues/2/'],
    ]);
    const nyCount = VENUES_PER_LIST_PAGE + 2;
    expect(index).toHaveTextContent(text('es', 'byState.count_other', { count: nyCount }));
    expect(index).toHaveTextContent(text('es', 'byState.count_one', { count: 1 }));
  });
});

describe('the pager', () => {
  it('links the previous page and says where the visitor is', () => {
    renderAsPage(<VenuePagination list={pageList(1)} />, 'it', '/venues/2/', [
      'common',
      'venue-list',
    ]);
    const pager = screen.getByRole('navigation', { name: text('it', 'pagination.label') });
    expect(
      within(pager).getByRole('link', { name: text('it', 'pagination.previous') }),
    ).toHaveAttribute('href', '/it/venues/');
    expect(within(pager).queryByRole('link', { name: text('it', 'pagination.next') })).toBeNull();
    expect(pager).toHaveTextContent(text('it', 'pagination.position', { page: 2, pages: 2 }));
  });
});
