import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from '../i18n/use-translation';
import { Layout } from '../components/Layout/Layout';
import { LocalizedLink } from '../components/Link/LocalizedLink';
import { PageIntro } from '../components/PageIntro/PageIntro';
import { sourced } from '../config/graphql/sourced';
import type { LocalesData } from '../i18n/locale-data';
import type { PageContext } from '../config/page-context';

export { PageHead as Head } from '../components/Seo/PageHead';

/** Page kinds worth offering to a lost visitor; their paths come from site.yaml. */
const HELPFUL_KINDS = ['home', 'services', 'contact'] as const;

// The translation files keep their own type (LocalesData) until the Locale node declares its fields.
type NotFoundData = LocalesData & Omit<Queries.NotFoundPageQuery, 'locales'>;

/** Shown, in the visitor's language, for any address that does not exist. */
export default function NotFoundTemplate({
  data,
  pageContext,
}: PageProps<NotFoundData, PageContext>) {
  const { t } = useTranslation();
  const links = HELPFUL_KINDS.flatMap((kind) => {
    const { routes } = sourced(data.siteYaml, 'site.yaml');
    const route = routes.find((candidate) => candidate.kind === kind);
    return route ? [{ to: route.path, label: `not-found:links.${kind}` }] : [];
  });
  return (
    <Layout>
      <PageIntro namespace={pageContext.contentNamespace}>
        <h2>{t('not-found:links.heading')}</h2>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to}>{t(link.label)}</LocalizedLink>
            </li>
          ))}
        </ul>
      </PageIntro>
    </Layout>
  );
}

export const query = graphql`
  query NotFoundPage($localeIds: [String!]!) {
    locales: allLocale(filter: { id: { in: $localeIds } }, sort: [{ ns: ASC }, { language: ASC }]) {
      ...PageLocales
    }
    siteYaml {
      routes {
        path
        kind
      }
    }
  }
`;
