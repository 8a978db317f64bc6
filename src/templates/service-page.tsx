import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { PageHead } from '../components/Seo/PageHead';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from './page-context';

/** One service (music, lighting, …): its copy comes from the namespace named by its route. */
export default function ServiceTemplate({ pageContext }: PageProps<LocalesData, PageContext>) {
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace} />
    </Layout>
  );
}

export function Head(props: HeadProps<LocalesData, PageContext>) {
  return <PageHead {...props} />;
}

export const query = graphql`
  query ServicePage($namespaces: [String!]!, $localeLanguages: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { in: $localeLanguages } }) {
      ...PageLocales
    }
  }
`;
