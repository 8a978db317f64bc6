import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { CatalogBrowser } from '../components/Catalog/CatalogBrowser';
import { CtaBand } from '../components/CtaBand/CtaBand';
import { Layout } from '../components/Layout/Layout';
import { StylesheetsAfterFirstScreen } from '../components/FirstScreen/StylesheetsAfterFirstScreen';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { pathOfKind } from '../config/pages';
import type { LocalesData } from '../i18n/locale-data';
import { sourced } from '../config/graphql/sourced';
import type { PageContext } from '../config/page-context';

export { PageHead as Head } from '../components/Seo/PageHead';

// The translation files keep their own type (LocalesData), as on every page.
type CatalogData = LocalesData & Omit<Queries.CatalogPageQuery, 'locales'>;

/** The rental catalog of data/catalog.yaml, filterable by category. */
export default function CatalogTemplate({
  data,
  pageContext,
}: PageProps<CatalogData, PageContext>) {
  const { t } = useTranslation();
  const ns = pageContext.contentNamespace;
  const catalog = sourced(data.catalogYaml, 'data/catalog.yaml');
  return (
    <Layout>
      <PageBreadcrumbs pageContext={pageContext} />
      <PageIntro namespace={ns} />
      {/* The first paint shows the header and the heading; the items follow with the linked stylesheets. */}
      <StylesheetsAfterFirstScreen />
      <CatalogBrowser
        categories={catalog.categories}
        items={catalog.items}
        contactPath={pathOfKind(sourced(data.siteYaml, 'site.yaml').routes, 'contact')}
      />
      <CtaBand heading={t(`${ns}:cta.heading`)} text={t(`${ns}:cta.text`)} />
    </Layout>
  );
}

export const query = graphql`
  query CatalogPage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocales
    }
    catalogYaml {
      categories
      items {
        ...CatalogItem
      }
    }
    siteYaml {
      routes {
        path
        kind
      }
    }
  }
`;
