import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { PageHead } from '../components/Seo/PageHead';
import { eventVenueNode } from '../components/Seo/structured-data';
import { absoluteUrl } from '../i18n/paths';
import type { VenueConfig } from '../config/schema';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from './page-context';

type Venue = Pick<VenueConfig, 'slug' | 'name' | 'locality' | 'region' | 'country' | 'amenities'>;

type VenueData = LocalesData & {
  siteYaml: { siteUrl: string; venues: Venue[] };
  venuesYaml: { summary: Record<string, string> | null } | null;
};

function venueOf(data: VenueData, slug: string | undefined): Venue {
  const venue = data.siteYaml.venues.find((candidate) => candidate.slug === slug);
  if (!venue) throw new Error(`Venue "${slug}" is not in site.yaml`);
  return venue;
}

function placeholders(venue: Venue): Record<string, string> {
  return { name: venue.name, locality: venue.locality, region: venue.region };
}

/** One preferred venue; made once per venue listed in site.yaml. */
export default function VenueTemplate({ data, pageContext }: PageProps<VenueData, PageContext>) {
  const venue = venueOf(data, pageContext.venueSlug);
  const summaries = data.venuesYaml?.summary ?? {};
  const summary = summaries[pageContext.language] ?? summaries[pageContext.defaultLanguage];
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace} values={placeholders(venue)}>
        {summary && <p>{summary}</p>}
      </PageIntro>
    </Layout>
  );
}

export function Head(props: HeadProps<VenueData, PageContext>) {
  const venue = venueOf(props.data, props.pageContext.venueSlug);
  const url = absoluteUrl(props.data.siteYaml.siteUrl, props.pageContext.i18n.path);
  return (
    <PageHead
      {...props}
      values={placeholders(venue)}
      structuredData={[eventVenueNode({ ...venue, url })]}
    />
  );
}

export const query = graphql`
  query VenuePage($namespaces: [String!]!, $localeLanguages: [String!]!, $venueSlug: String!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { in: $localeLanguages } }) {
      ...PageLocales
    }
    siteYaml {
      siteUrl
      venues {
        slug
        name
        locality
        region
        country
        amenities
      }
    }
    venuesYaml(slug: { eq: $venueSlug }) {
      summary
    }
  }
`;
