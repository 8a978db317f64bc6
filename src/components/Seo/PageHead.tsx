import type { HeadProps } from 'gatsby';
import { useSiteConfig } from '../../hooks/use-site-config';
import { createTranslator } from '../../i18n/translator';
import type { LocalesData } from '../../i18n/locale-data';
import { absoluteUrl } from '../../i18n/paths';
import { PRELOADED_FONTS } from '../../styles/fonts';
import type { PageContext } from '../../templates/page-context';

export interface PageHeadProps extends HeadProps<LocalesData, PageContext> {
  /** Values for placeholders such as {{name}} in the title and description. */
  values?: Record<string, string>;
}

/** The <head> of every page: language, title, description, canonical link. */
export function PageHead({ data, pageContext, values = {} }: PageHeadProps) {
  const site = useSiteConfig();
  const t = createTranslator(
    data.locales.edges.map((edge) => edge.node),
    pageContext.language,
    pageContext.defaultLanguage,
  );
  const title = t(pageContext.titleKey, values);
  const fullTitle = pageContext.originalPath === '/' ? title : `${title} | ${site.business.name}`;
  return (
    <>
      <html lang={pageContext.language} />
      <title>{fullTitle}</title>
      <meta name="description" content={t(pageContext.descriptionKey, values)} />
      <link rel="canonical" href={absoluteUrl(site.siteUrl, pageContext.i18n.path)} />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {PRELOADED_FONTS.map((href) => (
        <link
          key={href}
          rel="preload"
          as="font"
          type="font/woff2"
          href={href}
          crossOrigin="anonymous"
        />
      ))}
    </>
  );
}
