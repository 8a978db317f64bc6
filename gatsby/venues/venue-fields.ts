/**
 * `venue(slug:)` and `venues`: each preferred venue as one GraphQL object,
 * made by src/config/venues.ts from site.yaml and data/venues.yaml. A venue
 * page asks for its own venue and so carries only that one; the parts are
 * handed on as the YAML nodes hold them, so their pictures still resolve
 * from the files.
 */
import { venueOf, venuesWithSlugs, type VenueSources } from '../../src/config/venues';

export const venueTypeDefs = `
  """
  A preferred venue: where it is (site.yaml → venues) and what we show of it
  (data/venues.yaml: its entry, or the file's defaults).
  """
  type Venue {
    slug: String!
    place: ConfigVenue!
    """Its own entry in data/venues.yaml, if it has one (the facts for planners)."""
    entry: ContentVenueExtras
    """Its entry, or data/venues.yaml's defaults: its picture and services."""
    extras: ContentVenueExtras!
    """The services of \`extras\`, as data/services.yaml describes them."""
    services: [ContentService!]!
  }
`;

type Place = { slug: string };
type Entry = { slug?: string | null; services: string[] };
type Service = { id: string };

interface NodeModel {
  findOne(args: { type: string; query: Record<string, never> }): Promise<unknown>;
}

interface ResolverContext {
  nodeModel: NodeModel;
}

async function venueSources(nodeModel: NodeModel): Promise<VenueSources<Place, Entry, Service>> {
  const [site, entries, services] = (await Promise.all(
    ['SiteYaml', 'VenuesYaml', 'ServicesYaml'].map((type) =>
      nodeModel.findOne({ type, query: {} }),
    ),
  )) as [
    { venues?: Place[] } | null,
    { default: Entry; venues?: Entry[] } | null,
    { services?: Service[] } | null,
  ];
  if (!entries) throw new Error('data/venues.yaml was not read: no VenuesYaml node.');
  return {
    places: site?.venues ?? [],
    entries: { default: entries.default, venues: entries.venues ?? [] },
    services: services?.services ?? [],
  };
}

export const venueResolvers = {
  Query: {
    venue: {
      type: 'Venue',
      args: { slug: 'String!' },
      resolve: async (_source: unknown, args: { slug: string }, context: ResolverContext) =>
        venueOf(await venueSources(context.nodeModel), args.slug) ?? null,
    },
    venues: {
      type: '[Venue!]!',
      description: 'Every venue in site.yaml’s order, or those with `slugs`, in their order.',
      args: { slugs: '[String!]' },
      resolve: async (
        _source: unknown,
        args: { slugs?: readonly string[] | null },
        context: ResolverContext,
      ) => venuesWithSlugs(await venueSources(context.nodeModel), args.slugs),
    },
  },
};
