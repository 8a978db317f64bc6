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
import { renderAsPage } from '../support/render-as-page';

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
    const index = screen.getByRole('navigation', { name: 'Salones por estado' });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nueva York', '/es/venues/'],
      ['Nueva Jersey', '/es/venues/2/'],
    ]);
    expect(index).toHaveTextContent(`${VENUES_PER_LIST_PAGE + 2} salones`);
    expect(index).toHaveTextContent('1 salón');
  });
});

describe('the pager', () => {
  it('links the previous page and says where the visitor is', () => {
    renderAsPage(<VenuePagination list={pageList(1)} />, 'it', '/venues/2/', [
      'common',
      'venue-list',
    ]);
    const pager = screen.getByRole('navigation', { name: "Pagine dell'elenco delle location" });
    expect(within(pager).getByRole('link', { name: 'Pagina precedente' })).toHaveAttribute(
      'href',
      '/it/venues/',
    );
    expect(within(pager).queryByRole('link', { name: 'Pagina successiva' })).toBeNull();
    expect(pager).toHaveTextContent('Pagina 2 di 2');
  });
});
