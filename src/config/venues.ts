/**
 * A preferred venue, put together in one place from its two sources:
 * site.yaml (where it is: name, town, state, amenities) and its entry in
 * data/venues.yaml (picture, services, facts), or that file's defaults
 * for a venue without an entry. The GraphQL fields of the pages
 * (gatsby/venues/venue-fields.ts) and the browser editor's previews both
 * go through it, so a page and its preview never disagree.
 */

/** What a venue needs of its site.yaml entry to be found. */
export interface VenuePlace {
  slug: string;
}

/** What a venue needs of a data/venues.yaml entry. */
export interface VenueEntry {
  slug?: string | null;
  services: readonly string[];
}

/** What a venue needs of a data/services.yaml entry. */
export interface VenueService {
  id: string;
}

export interface VenueSources<
  Place extends VenuePlace,
  Entry extends VenueEntry,
  Service,
  Default extends VenueEntry = Entry,
> {
  /** site.yaml → venues. */
  places: readonly Place[];
  /** data/venues.yaml: its defaults and the venues' own entries. */
  entries: { default: Default; venues: readonly Entry[] };
  /** data/services.yaml → services. */
  services: readonly Service[];
}

export interface Venue<Place, Entry, Service, Default = Entry> {
  slug: string;
  place: Place;
  /** Its own entry in data/venues.yaml, if it has one: the facts told of it alone. */
  entry: Entry | null;
  /** Its entry, or the file's defaults: its picture and the services it offers. */
  extras: Entry | Default;
  /** The services of `extras`, in their order (ids without a service are skipped). */
  services: Service[];
}

function servicesWithIds<Service extends VenueService>(
  services: readonly Service[],
  ids: readonly string[],
): Service[] {
  return ids.flatMap((id) => services.filter((service) => service.id === id));
}

function venueAt<
  Place extends VenuePlace,
  Entry extends VenueEntry,
  Service extends VenueService,
  Default extends VenueEntry,
>(
  sources: VenueSources<Place, Entry, Service, Default>,
  place: Place,
): Venue<Place, Entry, Service, Default> {
  const entry = sources.entries.venues.find((candidate) => candidate.slug === place.slug) ?? null;
  const extras = entry ?? sources.entries.default;
  return {
    slug: place.slug,
    place,
    entry,
    extras,
    services: servicesWithIds(sources.services, extras.services),
  };
}

/** The venue with this slug, or undefined when site.yaml lists none. */
export function venueOf<
  Place extends VenuePlace,
  Entry extends VenueEntry,
  Service extends VenueService,
  Default extends VenueEntry,
>(
  sources: VenueSources<Place, Entry, Service, Default>,
  slug: string,
): Venue<Place, Entry, Service, Default> | undefined {
  const place = sources.places.find((candidate) => candidate.slug === slug);
  return place ? venueAt(sources, place) : undefined;
}

/** Every venue, in site.yaml's order. */
export function venuesOf<
  Place extends VenuePlace,
  Entry extends VenueEntry,
  Service extends VenueService,
  Default extends VenueEntry,
>(
  sources: VenueSources<Place, Entry, Service, Default>,
): Array<Venue<Place, Entry, Service, Default>> {
  return sources.places.map((place) => venueAt(sources, place));
}

/** The venues with these slugs, in their order (those site.yaml lists), or every venue without slugs. */
export function venuesWithSlugs<
  Place extends VenuePlace,
  Entry extends VenueEntry,
  Service extends VenueService,
  Default extends VenueEntry,
>(
  sources: VenueSources<Place, Entry, Service, Default>,
  slugs: readonly string[] | null | undefined,
): Array<Venue<Place, Entry, Service, Default>> {
  if (!slugs) return venuesOf(sources);
  return slugs.flatMap((slug) => venueOf(sources, slug) ?? []);
}
