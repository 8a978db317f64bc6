import { venuePagePath } from '../../config/pages';
import type { VenueConfig } from '../../config/schema';
import type { ImageFile } from '../Picture/Picture';

/** data/venues.yaml as a page queries it: the fields it needs of each entry. */
export interface VenueExtrasData<Entry> {
  default: Entry;
  venues: Array<Entry & { slug: string | null }>;
}

export type VenueImages = VenueExtrasData<{ image: ImageFile | null }>;
export type VenueServices = VenueExtrasData<{ services: string[] }>;

/** A venue's entry in data/venues.yaml, or the file's defaults. */
export function extrasOf<Entry>(extras: VenueExtrasData<Entry>, slug: string): Entry {
  return extras.venues.find((entry) => entry.slug === slug) ?? extras.default;
}

/** The venue page's path: the venue route of site.yaml with the slug in place. */
export function venuePathOf(
  routes: ReadonlyArray<{ path: string; kind: string }>,
  venue: Pick<VenueConfig, 'slug'>,
): string | undefined {
  const route = routes.find((candidate) => candidate.kind === 'venue');
  return route ? venuePagePath(route.path, venue.slug) : undefined;
}
