/**
 * The venues the inquiry's venue choice offers. They are not in the contact
 * page's data (its page-data grew with every venue): the build writes them
 * to one static file, /venues.json (gatsby/site-files/venue-list.ts), which
 * the page fetches when the visitor first reaches the field. The server
 * render gets them from the same file through ServerVenuesContext, for the
 * field that works without JavaScript.
 */
import { createContext } from 'react';

export interface VenueChoice {
  slug: string;
  name: string;
  locality: string;
  region: string;
}

/** In public/, so at the site's root (the site sets no pathPrefix). */
export const VENUE_LIST_FILE = 'venues.json';
export const VENUE_LIST_URL = `/${VENUE_LIST_FILE}`;

/**
 * Without JavaScript, the field is a <select> of every venue up to this many:
 * about 70 bytes of HTML each, so 100 venues add some 7 KB to each language's
 * contact page, and a longer native list is hard to scroll anyway. Past it,
 * the visitor writes the place in the fields of their own location (name,
 * town, state), which every form host receives as such; the page's script
 * still upgrades either to the searchable choice, keeping what was typed.
 */
export const MOST_VENUES_IN_SERVER_SELECT = 100;

/**
 * The venues of the server render (gatsby-ssr.tsx), null in the browser: the
 * browser's copy of the page never carries the list.
 */
export const ServerVenuesContext = createContext<readonly VenueChoice[] | null>(null);

function isVenueChoice(entry: unknown): entry is VenueChoice {
  if (typeof entry !== 'object' || entry === null) return false;
  const record = entry as Record<string, unknown>;
  return ['slug', 'name', 'locality', 'region'].every((key) => typeof record[key] === 'string');
}

/** The file's venues, or an error naming what is wrong with it. */
export function parseVenueList(data: unknown): VenueChoice[] {
  if (!Array.isArray(data) || !data.every(isVenueChoice)) {
    throw new Error(`${VENUE_LIST_URL} is not a list of venues`);
  }
  return data.map(({ slug, name, locality, region }) => ({ slug, name, locality, region }));
}

let pending: Promise<VenueChoice[]> | null = null;

/**
 * The venue list, fetched once per page load and shared by every caller. A
 * failed fetch is forgotten, so that opening the list again tries again.
 */
export function loadVenueList(): Promise<VenueChoice[]> {
  pending ??= fetch(VENUE_LIST_URL, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${VENUE_LIST_URL} answered ${response.status}`);
      return parseVenueList(await response.json());
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** For tests: the next call fetches again. */
export function forgetVenueList(): void {
  pending = null;
}

/** Lowercase without accents, so that "sao" finds "São" and "CAFE" finds "Café". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The venues whose name, town or state contain every word of the query, in
 * the list's order; all of them for an empty query.
 */
export function filterVenues(venues: readonly VenueChoice[], query: string): VenueChoice[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...venues];
  return venues.filter((venue) => {
    const haystack = foldForSearch(`${venue.name} ${venue.locality} ${venue.region}`);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Labels of venues this page has shown, by slug: the text of the "Email us
 * instead" body and the visitor's event list name the venue even when the
 * form only holds its slug.
 */
const knownLabels = new Map<string, string>();
const labelListeners = new Set<() => void>();
let labelsVersion = 0;

export function rememberVenueLabels(labels: Iterable<[slug: string, label: string]>): void {
  for (const [slug, label] of labels) knownLabels.set(slug, label);
  labelsVersion += 1;
  for (const listener of labelListeners) listener();
}

export function knownVenueLabel(slug: string): string | undefined {
  return knownLabels.get(slug);
}

/** For useSyncExternalStore: a number that changes whenever labels are remembered. */
export function venueLabelsVersion(): number {
  return labelsVersion;
}

export function subscribeToVenueLabels(listener: () => void): () => void {
  labelListeners.add(listener);
  return () => labelListeners.delete(listener);
}

/**
 * Whether the page came with the server's <select> of venues, whose names
 * the venue field remembers once it runs (so nothing needs loading). Read
 * while the page hydrates, before the field replaces it.
 */
export function serverHtmlListsVenues(): boolean {
  return (
    typeof document !== 'undefined' && document.querySelector('form select[name="venue"]') !== null
  );
}
