import { graphql, type PageProps } from 'gatsby';
import { PageBreadcrumbs } from '../components/Breadcrumbs/Breadcrumbs';
import { GoboDesignerSection } from '../components/GoboDesigner/GoboDesignerSection';
import { GoboFacts, GoboHowItWorks } from '../components/GoboDesigner/GoboPageCopy';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from '../config/page-context';

export { PageHead as Head } from '../components/Seo/PageHead';

/** The gobo designer: what a gobo is, the designer itself (loaded on demand), the steps. */
export default function GoboDesignerTemplate({ pageContext }: PageProps<LocalesData, PageContext>) {
  return (
    <Layout>
      <PageBreadcrumbs pageContext={pageContext} />
      <PageIntro namespace={pageContext.contentNamespace}>
        <GoboFacts />
      </PageIntro>
      <GoboDesignerSection />
      <GoboHowItWorks />
    </Layout>
  );
}

export const query = graphql`
  query GoboDesignerPage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocales
    }
  }
`;
