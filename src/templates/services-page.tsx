import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { ServiceGrid } from '../components/Cards/ServiceCard';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { sourced } from '../config/graphql/sourced';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from '../config/page-context';

export { PageHead as Head } from '../components/Seo/PageHead';

// The translation files keep their own type (LocalesData) until the Locale node declares its fields.
type ServicesPageData = LocalesData & Omit<Queries.ServicesPageQuery, 'locales'>;

/** Every service of data/services.yaml with its pitch, each leading to its page. */
export default function ServicesTemplate({
  data,
  pageContext,
}: PageProps<ServicesPageData, PageContext>) {
  const { t } = useTranslation();
  const ns = pageContext.contentNamespace;
  return (
    <Layout>
      <PageBreadcrumbs pageContext={pageContext} />
      <PageIntro namespace={ns} />
      <ServiceGrid
        services={sourced(data.servicesYaml, 'data/services.yaml').services}
        headingLevel={2}
        leadsThePage
      />
      <CtaBand heading={t(`${ns}:cta.heading`)} text={t(`${ns}:cta.text`)} />
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocales
    }
    servicesYaml {
      services {
        ...ServiceCard
      }
    }
  }
`;
