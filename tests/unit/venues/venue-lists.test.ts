/**
 * A long venue list is paged and grouped by state, so that no list page
 * grows with the number of venues; a short one stays one page, as before.
 */
import { listPages } from '../../../src/config/pages';
import {
  VENUES_PER_LIST_PAGE,
  venueListPages,
  type ListedVenue,
} from '../../../src/config/venue-lists';
import { contextFor } from '../../../src/config/page-contexts';

function venuesIn(region: string, count: number): ListedVenue[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `${region.toLowerCase()}-venue-${index + 1}`,
    region,
  }));
}

describe('venueListPages', () => {
  it('keeps a list that fits on one page as one page, unpaged', () => {
    expect(venueListPages('/venues/', venuesIn('NJ', VENUES_PER_LIST_PAGE))).toEqual([
      { path: '/venues/' },
    ]);
  });

  it('pages a longer list: /venues/, /venues/2/, … with at most a page’s worth each', () => {
    const venues = venuesIn('NJ', VENUES_PER_LIST_PAGE * 2 + 1);
    const pages = venueListPages('/venues/', venues);
    expect(pages.map((page) => page.path)).toEqual(['/venues/', '/venues/2/', '/venues/3/']);
    expect(pages.map((page) => page.list?.slugs.length)).toEqual([
      VENUES_PER_LIST_PAGE,
      VENUES_PER_LIST_PAGE,
      1,
    ]);
    expect(pages.flatMap((page) => page.list?.slugs ?? [])).toEqual(venues.map((v) => v.slug));
  });

  it('links each page to the ones before and after it', () => {
    const pages = venueListPages('/venues/', venuesIn('NJ', VENUES_PER_LIST_PAGE * 2 + 1));
    expect(pages.map((page) => [page.list?.previousPath, page.list?.nextPath])).toEqual([
      [null, '/venues/2/'],
      ['/venues/', '/venues/3/'],
      ['/venues/2/', null],
    ]);
    expect(pages.map((page) => [page.list?.page, page.list?.pages])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it('groups the venues by state, states in the order site.yaml first names them', () => {
    const mixed = [...venuesIn('NY', 20), ...venuesIn('NJ', 20), ...venuesIn('NY', 5)];
    const renamed = mixed.map((venue, index) => ({ ...venue, slug: `v${index}` }));
    const order = venueListPages('/venues/', renamed).flatMap((page) => page.list?.slugs ?? []);
    const regions = order.map((slug) => renamed.find((venue) => venue.slug === slug)?.region);
    expect(regions).toEqual([...Array<string>(25).fill('NY'), ...Array<string>(20).fill('NJ')]);
  });

  it('indexes every state with its count and the page where its venues begin', () => {
    const newYork = VENUES_PER_LIST_PAGE + VENUES_PER_LIST_PAGE / 2;
    const venues = [...venuesIn('NY', newYork), ...venuesIn('NJ', 3), ...venuesIn('CT', 1)];
    const [first] = venueListPages('/venues/', venues);
    expect(first?.list?.states).toEqual([
      { region: 'NY', count: newYork, path: '/venues/' },
      { region: 'NJ', count: 3, path: '/venues/2/' },
      { region: 'CT', count: 1, path: '/venues/2/' },
    ]);
  });
});

describe('the pages of a long venue list', () => {
  const routes = [
    {
      path: '/venues/',
      kind: 'venues' as const,
      title: 'venue-list:meta.title',
      description: 'venue-list:meta.description',
    },
    {
      path: '/venues/:slug/',
      kind: 'venue' as const,
      title: 'venue-page:meta.title',
      description: 'venue-page:meta.description',
    },
  ];
  const venues = venuesIn('PA', VENUES_PER_LIST_PAGE + 2);

  it('are listed with the site’s pages, next to one page per venue', () => {
    const pages = listPages(routes, venues);
    expect(pages.filter((page) => page.kind === 'venues').map((page) => page.path)).toEqual([
      '/venues/',
      '/venues/2/',
    ]);
    expect(pages.filter((page) => page.kind === 'venue')).toHaveLength(venues.length);
  });

  it('carry only their own venues and those venues’ texts in their context', () => {
    const second = listPages(routes, venues).find((page) => page.path === '/venues/2/');
    if (!second) throw new Error('no second page');
    const context = contextFor(second, 'es', ['en', 'es'], 'en');
    expect(context.i18n.path).toBe('/es/venues/2/');
    const onSecondPage = [VENUES_PER_LIST_PAGE + 1, VENUES_PER_LIST_PAGE + 2].map(
      (number) => `pa-venue-${number}`,
    );
    expect(context.venueSlugs).toEqual(onSecondPage);
    expect(context.localeBranches).toEqual(
      onSecondPage.map((slug) => `venue-list:details.${slug}`),
    );
  });
});
