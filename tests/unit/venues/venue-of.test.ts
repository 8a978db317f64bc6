/**
 * A venue is put together in one place (src/config/venues.ts), from
 * site.yaml and data/venues.yaml, for the pages' GraphQL and the editor's
 * previews alike.
 */
import { venueOf, venuesOf } from '../../../src/config/venues';

const sources = {
  places: [
    { slug: 'lake-hall', name: 'Lake Hall' },
    { slug: 'barn', name: 'The Barn' },
  ],
  entries: {
    default: { slug: null, services: ['music', 'lighting'], image: 'images/venues/default.jpg' },
    venues: [
      {
        slug: 'lake-hall',
        services: ['photo-booth', 'unknown', 'music'],
        image: 'images/venues/lake-hall.jpg',
        eventsProduced: 12,
      },
    ],
  },
  services: [
    { id: 'music', label: 'Music' },
    { id: 'lighting', label: 'Lighting' },
    { id: 'photo-booth', label: 'Photo booth' },
  ],
};

describe('venueOf', () => {
  it('joins the venue’s site.yaml place with its own data/venues.yaml entry', () => {
    const venue = venueOf(sources, 'lake-hall');
    expect(venue?.place).toBe(sources.places[0]);
    expect(venue?.entry).toBe(sources.entries.venues[0]);
    expect(venue?.extras.image).toBe('images/venues/lake-hall.jpg');
  });

  it('gives its services in the entry’s order, skipping ids with no service', () => {
    expect(venueOf(sources, 'lake-hall')?.services.map((service) => service.id)).toEqual([
      'photo-booth',
      'music',
    ]);
  });

  it('falls back to the file’s defaults for picture and services, never for the facts', () => {
    const venue = venueOf(sources, 'barn');
    expect(venue?.entry).toBeNull();
    expect(venue?.extras).toBe(sources.entries.default);
    expect(venue?.services.map((service) => service.id)).toEqual(['music', 'lighting']);
  });

  it('finds nothing for a slug site.yaml does not list, even with an entry', () => {
    expect(venueOf({ ...sources, places: [sources.places[1]!] }, 'lake-hall')).toBeUndefined();
  });
});

describe('venuesOf', () => {
  it('gives every venue of site.yaml, in its order', () => {
    expect(venuesOf(sources).map((venue) => venue.slug)).toEqual(['lake-hall', 'barn']);
  });
});
