/**
 * Gives every page its translations: an i18next instance holding the
 * translation files the page queried (its language and the default one,
 * which fills any gap), and the page's language facts in I18nextContext.
 *
 * This is what gatsby-plugin-react-i18next's wrapPageElement did, minus its
 * browser-language redirect (turned off here) and development warnings. Our
 * own copy imports react-i18next as ES modules, so the browser gets only
 * the provider and useTranslation instead of the whole library: about
 * 5 KB gzip less JavaScript on every page. The plugin's context object is
 * kept, so its Link and useI18next keep working.
 */
import i18next, { type InitOptions, type Resource, type ResourceKey } from 'i18next';
import { I18nextContext } from 'gatsby-plugin-react-i18next/dist/i18nextContext';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageContext } from '../templates/page-context';
import type { LocaleNode, LocalesData } from './locale-data';

/** How every page's texts are looked up: "ns:key.path", {{values}} inserted as given. */
export const I18NEXT_OPTIONS: InitOptions = {
  keySeparator: '.',
  nsSeparator: ':',
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  react: { useSuspense: false },
};

/** What Gatsby hands wrapPageElement; pages of other origins may lack both parts. */
export interface PageElementProps {
  data?: unknown;
  pageContext?: Partial<Pick<PageContext, 'i18n'>>;
}

function localeNodesOf(data: unknown): LocaleNode[] {
  const locales = (data as Partial<LocalesData> | null | undefined)?.locales;
  return locales?.edges.map((edge) => edge.node) ?? [];
}

/**
 * The first namespace answers keys written without one; the others are
 * searched next (the plugin's rule, kept so no existing text changes).
 */
function namespaceOptions(
  nodes: readonly LocaleNode[],
): Pick<InitOptions, 'defaultNS' | 'fallbackNS'> {
  const namespaces = [...new Set(nodes.map((node) => node.ns))];
  const [first = 'translation', ...rest] = namespaces;
  return { defaultNS: first, fallbackNS: rest };
}

export function withPageTranslations(element: ReactElement, props: PageElementProps): ReactElement {
  const page = props.pageContext?.i18n;
  if (!page) return element;
  const nodes = localeNodesOf(props.data);
  const resources: Resource = {};
  for (const node of nodes) {
    (resources[node.language] ??= {})[node.ns] = JSON.parse(node.data) as ResourceKey;
  }
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18NEXT_OPTIONS,
    ...namespaceOptions(nodes),
    resources,
    lng: page.language,
    fallbackLng: page.defaultLanguage,
    // The resources are all here: ready before the first render, on the server too.
    initImmediate: false,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={page}>{element}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
