import { venuePagePath } from '../../config/pages';
import type { VenueConfig } from '../../config/schema';

/** The venue page's path: the venue route of site.yaml with the slug in place. */
export function venuePathOf(
  routes: ReadonlyArray<{ path: string; kind: string }>,
  venue: Pick<VenueConfig, 'slug'>,
): string | undefined {
  const route = routes.find((candidate) => candidate.kind === 'venue');
  return route ? venuePagePath(route.path, venue.slug) : undefined;
}
