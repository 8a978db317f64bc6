/** @jest-environment node */
/**
 * The GraphQL fields a venue page and the venue list ask with: each gets
 * only the venues it shows, put together by src/config/venues.ts.
 */
import { venueResolvers } from '../../../gatsby/venues/venue-fields';

const nodes: Record<string, unknown> = {
  SiteYaml: {
    venues: [
      { slug: 'lake-hall', name: 'Lake Hall' },
      { slug: 'barn', name: 'The Barn' },
      { slug: 'mill', name: 'The Mill' },
    ],
  },
  VenuesYaml: {
    default: { services: ['music'], image: 'images/venues/default.jpg' },
    venues: [{ slug: 'barn', services: ['lighting'], image: 'images/venues/barn.jpg' }],
  },
  ServicesYaml: { services: [{ id: 'music' }, { id: 'lighting' }] },
};

const context = {
  nodeModel: {
    findOne: ({ type }: { type: string }) => Promise.resolve(nodes[type] ?? null),
  },
};

type Resolved = { slug: string; extras: { image: string }; services: Array<{ id: string }> };

describe('venue(slug:)', () => {
  it('gives that venue alone, with its own picture and services', async () => {
    const venue = (await venueResolvers.Query.venue.resolve(
      {},
      { slug: 'barn' },
      context,
    )) as Resolved | null;
    expect(venue?.slug).toBe('barn');
    expect(venue?.extras.image).toBe('images/venues/barn.jpg');
    expect(venue?.services.map((service) => service.id)).toEqual(['lighting']);
  });

  it('gives null for a slug site.yaml does not list', async () => {
    expect(await venueResolvers.Query.venue.resolve({}, { slug: 'nowhere' }, context)).toBeNull();
  });
});

describe('venues(slugs:)', () => {
  const slugsOf = async (slugs: string[] | null) =>
    (await venueResolvers.Query.venues.resolve({}, { slugs }, context)).map((venue) => venue.slug);

  it('gives every venue in site.yaml’s order without slugs', async () => {
    expect(await slugsOf(null)).toEqual(['lake-hall', 'barn', 'mill']);
  });

  it('gives the venues of one list page, in that page’s order, skipping unknown slugs', async () => {
    expect(await slugsOf(['mill', 'gone', 'lake-hall'])).toEqual(['mill', 'lake-hall']);
  });
});
