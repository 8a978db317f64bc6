/**
 * The data the site's queries read, made from the preview's sources (the
 * repository's files, with the entry being edited in place of its own):
 * what Gatsby's GraphQL layer holds on the site, field for field, for
 * ./run-query.ts to answer the templates' own queries from. The fields
 * that Gatsby works out (one venue, a page's gallery pictures, a
 * translation file's kept branches) call the same functions as the
 * build's resolvers.
 *
 * site.yaml's values reach the queries cleaned up as GraphQL's @normalized
 * fields clean them (a phone typed as bare digits comes formatted).
 *
 * Two things differ from the site, on purpose: an entry being written
 * shows as far as it is typed (a review once its card has what it needs,
 * a venue without its empty amenities), and a picture is the one file at
 * hand (./pictures.ts).
 */
import { galleryPageNamed, picturesFor } from '../../../config/content/gallery';
import { servedAsNormalized } from '../../../config/graphql/normalized-values';
import type { PageContext } from '../../../config/page-context';
import { localeSelector, type LocaleNodeSummary } from '../../../config/page-locales';
import { siteConfigSchema } from '../../../config/schema';
import { venueOf, venuesWithSlugs } from '../../../config/venues';
import { localeTexts } from '../../../i18n/locale-branches';
import { previewImageData, type ImageDataArguments, type PictureUrl } from '../pictures';
import type { PreviewSources } from '../sources';
import { FRAGMENTS } from './fragments';
import type { FieldArguments, Graph } from './run-query';

/** A picture the entry lacks, as GraphQL serves a file sharp cannot read: shown as none. */
const NO_PICTURE = { childImageSharp: null };

/** Every translation file as a Locale node; its id is "language/namespace". */
function localeNodes(sources: PreviewSources): LocaleNodeSummary[] {
  const languages = [...sources.locales.keys()].sort();
  return languages.flatMap((language) => {
    const namespaces = sources.locales.get(language) ?? new Map<string, string>();
    return [...namespaces.keys()]
      .sort()
      .map((ns) => ({ id: `${language}/${ns}`, ns, language, data: namespaces.get(ns) ?? '{}' }));
  });
}

type SortOrder = Array<Record<string, 'ASC' | 'DESC'>>;

/** The nodes in a query's `sort: [{ field: ASC }, …]` order. */
function sortedBy<Node extends object>(nodes: Node[], sort: unknown): Node[] {
  const order = (Array.isArray(sort) ? sort : []) as SortOrder;
  const valueOf = (node: Node, key: string) => String((node as Record<string, unknown>)[key]);
  return [...nodes].sort((a, b) => {
    for (const field of order) {
      for (const [key, direction] of Object.entries(field)) {
        const [first, second] = [valueOf(a, key), valueOf(b, key)];
        const difference = first < second ? -1 : first > second ? 1 : 0;
        if (difference !== 0) return direction === 'DESC' ? -difference : difference;
      }
    }
    return 0;
  });
}

/** allLocale(filter: { id: { in: … } }, sort: …), as the pages ask for their translation files. */
function allLocale(nodes: LocaleNodeSummary[]) {
  return ({ filter, sort }: FieldArguments) => {
    const ids = (filter as { id?: { in?: readonly string[] } } | undefined)?.id?.in;
    const chosen = ids ? nodes.filter((node) => ids.includes(node.id)) : nodes;
    return {
      edges: sortedBy(chosen, sort).map((node) => ({
        node: {
          ...node,
          texts: ({ keep }: FieldArguments) =>
            localeTexts(node, keep as readonly string[] | null | undefined),
        },
      })),
    };
  };
}

/** A review being written shows once what its card needs is typed: its name, quote, source and link. */
function isComplete(review: PreviewSources['reviews']['reviews'][number]): boolean {
  return [review.id, review.name, review.quote, review.source, review.link].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

/** The reviews the preview shows: those written as far as their card needs. */
export function reviewsShown(sources: PreviewSources): PreviewSources['reviews']['reviews'] {
  return sources.reviews.reviews.filter(isComplete);
}

/** What venue(slug:) and venues(slugs:) are made of, as the build's resolvers read it. */
function venueSources(sources: PreviewSources) {
  const { site, venues, services } = sources;
  return {
    places: site.venues.map((place) => ({
      ...place,
      // A new amenity is empty until typed: the page shows the ones written.
      amenities: (place.amenities ?? []).filter(
        (amenity): amenity is string => typeof amenity === 'string' && amenity.trim() !== '',
      ),
    })),
    entries: { default: venues.default, venues: venues.venues },
    services: services.services,
  };
}

export function previewGraph(
  sources: PreviewSources,
  pictures: PictureUrl,
  now = new Date(),
): Graph {
  const venues = venueSources(sources);
  const root = {
    allLocale: allLocale(localeNodes(sources)),
    // A phone typed as bare digits shows formatted, as the site's GraphQL serves it.
    siteYaml: servedAsNormalized(siteConfigSchema, sources.site),
    servicesYaml: sources.services,
    homeYaml: sources.home,
    catalogYaml: sources.catalog,
    reviewsYaml: { reviews: reviewsShown(sources) },
    galleryYaml: {
      shownOn: (args: FieldArguments) =>
        picturesFor(sources.gallery.pictures, galleryPageNamed(args)),
    },
    venue: ({ slug }: FieldArguments) => venueOf(venues, String(slug)) ?? null,
    venues: ({ slugs }: FieldArguments) =>
      venuesWithSlugs(venues, slugs as readonly string[] | null | undefined),
    file: ({ relativePath }: FieldArguments) =>
      (relativePath as { eq?: string } | undefined)?.eq ?? null,
    site: {
      buildTime: ({ formatString }: FieldArguments) =>
        formatString === 'YYYY' ? String(now.getFullYear()) : now.toISOString(),
    },
  };
  const file = (path: string | null) =>
    path === null
      ? NO_PICTURE
      : {
          relativePath: path,
          childImageSharp: {
            gatsbyImageData: (args: FieldArguments) =>
              previewImageData(path, args as ImageDataArguments, pictures),
          },
        };
  return { fragments: FRAGMENTS, root, file };
}

/**
 * The variables of a page's query: its context, as gatsby-node hands it,
 * with the translation files it loads (src/config/site-pages.ts sets
 * `localeIds` from the Locale nodes the same way).
 */
export function queryVariables(sources: PreviewSources, context: PageContext): PageContext {
  const localeIds = localeSelector(localeNodes(sources), context.defaultLanguage)(
    context.namespaces,
    context.language,
  );
  return { ...context, localeIds };
}
