import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from './page-context';

export { PageHead as Head } from '../components/Seo/PageHead';

/** The services overview. */
export default function ServicesTemplate({ pageContext }: PageProps<LocalesData, PageContext>) {
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace} />
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage($namespaces: [String!]!, $localeLanguages: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { in: $localeLanguages } }) {
      ...PageLocales
    }
  }
`;
