/**
 * The list of venues, split into pages once it is too long for one: a
 * visitor's page, and its data, stay the same size whether site.yaml lists
 * four venues or four thousand. Up to VENUES_PER_LIST_PAGE venues, the list
 * is one page in site.yaml's order, as it always was. Past that, the venues
 * are grouped by state (states in the order site.yaml first names them,
 * venues in its order within each) and paged: /venues/, /venues/2/, … with
 * an index of the states, each linking to the page where its venues begin.
 */

/**
 * Twelve cards fill whole rows of two, three or four columns, and keep a
 * page's data under its 40 KB budget (each card carries its picture's
 * sizes): 24 made 52 KB in Spanish.
 */
export const VENUES_PER_LIST_PAGE = 12;

/** A state in the index of a paged list. */
export interface VenueStateEntry {
  /** Two-letter state code, as in site.yaml. */
  region: string;
  /** How many venues the whole list has in it. */
  count: number;
  /** The page where its venues begin (default-language path). */
  path: string;
}

/** One page of a paged venue list, as its page context carries it. */
export interface VenueListPage {
  /** 1 for the first page. */
  page: number;
  pages: number;
  /** The venues it shows, in order. */
  slugs: string[];
  /** Each state of the whole list. */
  states: VenueStateEntry[];
  previousPath: string | null;
  nextPath: string | null;
}

export interface ListedVenue {
  slug: string;
  region: string;
}

/** /venues/ for the first page, /venues/2/ for the second. */
export function venueListPagePath(listPath: string, page: number): string {
  return page === 1 ? listPath : `${listPath}${page}/`;
}

function groupedByState<Venue extends ListedVenue>(venues: readonly Venue[]): Venue[] {
  const states = new Map<string, Venue[]>();
  for (const venue of venues) {
    // Pushed, not copied: a copy per venue made 10,000 venues take a second.
    const state = states.get(venue.region);
    if (state) state.push(venue);
    else states.set(venue.region, [venue]);
  }
  return [...states.values()].flat();
}

function stateIndex(ordered: readonly ListedVenue[], listPath: string): VenueStateEntry[] {
  const states = new Map<string, VenueStateEntry>();
  ordered.forEach((venue, position) => {
    const known = states.get(venue.region);
    if (known) known.count += 1;
    else {
      const page = Math.floor(position / VENUES_PER_LIST_PAGE) + 1;
      states.set(venue.region, {
        region: venue.region,
        count: 1,
        path: venueListPagePath(listPath, page),
      });
    }
  });
  return [...states.values()];
}

/**
 * The pages of the venue list at `listPath`: one page without paging
 * (`list` undefined) while every venue fits on it, else one per chunk.
 */
export function venueListPages(
  listPath: string,
  venues: readonly ListedVenue[],
): Array<{ path: string; list?: VenueListPage }> {
  if (venues.length <= VENUES_PER_LIST_PAGE) return [{ path: listPath }];
  const ordered = groupedByState(venues);
  const states = stateIndex(ordered, listPath);
  const pages = Math.ceil(ordered.length / VENUES_PER_LIST_PAGE);
  return Array.from({ length: pages }, (_, index) => {
    const page = index + 1;
    const start = index * VENUES_PER_LIST_PAGE;
    return {
      path: venueListPagePath(listPath, page),
      list: {
        page,
        pages,
        slugs: ordered.slice(start, start + VENUES_PER_LIST_PAGE).map((venue) => venue.slug),
        states,
        previousPath: page > 1 ? venueListPagePath(listPath, page - 1) : null,
        nextPath: page < pages ? venueListPagePath(listPath, page + 1) : null,
      },
    };
  });
}
