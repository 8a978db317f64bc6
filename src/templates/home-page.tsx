import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout/Layout';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { VoiceAssistant } from '../components/VoiceAssistant/VoiceAssistant';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from './page-context';

export { PageHead as Head } from '../components/Seo/PageHead';

/** The home page. */
export default function HomeTemplate({ pageContext }: PageProps<LocalesData, PageContext>) {
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace} />
      <VoiceAssistant />
    </Layout>
  );
}

export const query = graphql`
  query HomePage($namespaces: [String!]!, $localeLanguages: [String!]!) {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { in: $localeLanguages } }) {
      ...PageLocales
    }
  }
`;
