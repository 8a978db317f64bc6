/**
 * JSON-LD for search engines, typed with schema-dts. Every page carries the
 * business; pages below home add their breadcrumbs, service pages a Service
 * and venue pages an EventVenue, each pointing at the business by @id.
 */
import type {
  AggregateRating,
  BreadcrumbList,
  EntertainmentBusiness,
  EventVenue,
  Graph,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { telHref } from '../../lib/contact-links';
import type { Crumb } from '../../config/pages';

/** US state codes spelled out, for areaServed. */
const STATE_NAMES: Record<string, string> = {
  NJ: 'New Jersey',
  NY: 'New York',
  PA: 'Pennsylvania',
  CT: 'Connecticut',
};

export interface BusinessFacts {
  siteUrl: string;
  name: string;
  phone: string;
  email: string;
  serviceArea: readonly string[];
  logoPath: string;
  /** Outside profiles (e.g. the photo gallery) that belong to the business. */
  sameAs?: readonly string[];
  /** The average of the real reviews (home page only); see review-structured-data.ts. */
  aggregateRating?: AggregateRating | undefined;
}

export function businessId(siteUrl: string): string {
  return `${siteUrl}/#business`;
}

export function businessNode(facts: BusinessFacts): EntertainmentBusiness {
  return {
    '@type': 'EntertainmentBusiness',
    '@id': businessId(facts.siteUrl),
    name: facts.name,
    url: `${facts.siteUrl}/`,
    logo: `${facts.siteUrl}${facts.logoPath}`,
    image: `${facts.siteUrl}${facts.logoPath}`,
    telephone: telHref(facts.phone).replace(/^tel:/, ''),
    email: facts.email,
    areaServed: facts.serviceArea.map((code) => ({
      '@type': 'State',
      name: STATE_NAMES[code] ?? code,
    })),
    ...(facts.sameAs?.length ? { sameAs: [...facts.sameAs] } : {}),
    ...(facts.aggregateRating ? { aggregateRating: facts.aggregateRating } : {}),
  };
}

/** The page's trail (src/config/pages.ts, pageTrail), each step at its absolute address (`urlOf` its path). */
export function breadcrumbNode(
  crumbs: readonly Crumb[],
  urlOf: (path: string) => string,
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: urlOf(crumb.path),
    })),
  };
}

export function serviceNode(input: {
  siteUrl: string;
  name: string;
  description: string;
  url: string;
  serviceArea: readonly string[];
}): Service {
  return {
    '@type': 'Service',
    '@id': `${input.url}#service`,
    name: input.name,
    description: input.description,
    url: input.url,
    provider: { '@id': businessId(input.siteUrl) },
    areaServed: input.serviceArea.map((code) => ({
      '@type': 'State',
      name: STATE_NAMES[code] ?? code,
    })),
  };
}

export function eventVenueNode(input: {
  name: string;
  url: string;
  locality: string;
  region: string;
  country: string;
  amenities: readonly string[];
  /** The most guests it holds (data/venues.yaml → capacity), when the owner gave it. */
  maximumAttendeeCapacity?: number | undefined;
}): EventVenue {
  return {
    '@type': 'EventVenue',
    '@id': `${input.url}#venue`,
    name: input.name,
    url: input.url,
    address: {
      '@type': 'PostalAddress',
      addressLocality: input.locality,
      addressRegion: input.region,
      addressCountry: input.country,
    },
    amenityFeature: input.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: amenity,
      value: true,
    })),
    ...(input.maximumAttendeeCapacity === undefined
      ? {}
      : { maximumAttendeeCapacity: input.maximumAttendeeCapacity }),
  };
}

/** One JSON-LD document holding every node of the page. */
export function structuredDataGraph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes.filter(isNode) };
}

function isNode(node: Thing): node is Exclude<Thing, string> {
  return typeof node === 'object';
}

/** Serialized for a <script type="application/ld+json">, safe from "</script>". */
export function serializeJsonLd(graph: Graph | WithContext<Thing>): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
