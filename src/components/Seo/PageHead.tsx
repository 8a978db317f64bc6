import type { HeadProps } from 'gatsby';
import type { ReactNode } from 'react';
import type { AggregateRating, Thing } from 'schema-dts';
import { useSiteConfig, type ShellConfig } from '../../hooks/use-site-config';
import { isKeptOutOfSearch } from '../../config/constants';
import type { LocalesData } from '../../i18n/locale-data';
import { absoluteUrl, localizedPath } from '../../i18n/paths';
import { optionalText } from '../../i18n/structured';
import { translateFromNodes } from '../../i18n/translator';
import type { PageContext } from '../../config/page-context';
import { pageTrail } from '../../config/pages';
import {
  breadcrumbNode,
  businessNode,
  serializeJsonLd,
  serviceNode,
  structuredDataGraph,
} from './structured-data';
import { siteIconDataUrl } from './site-icon';
import { BRAND_FONT } from './brand-font';

/** The sharing image and logo, in static/. */
export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };
export const LOGO_PATH = '/icon-512.png';

export interface PageHeadProps extends HeadProps<LocalesData, PageContext> {
  /** Values for placeholders such as {{name}} in the title and description. */
  values?: Record<string, string>;
  /** Words after the title that tell one page of a series from the others: "Page 2 of 42". */
  titleSuffix?: string;
  /** Page-specific JSON-LD nodes (e.g. a venue), added to the page's graph. */
  structuredData?: Thing[];
  /** The business's rating from real reviews (home page), on its node. */
  aggregateRating?: AggregateRating | undefined;
  /** Page-specific tags, e.g. the home page's preloads. */
  children?: ReactNode;
}

/** Search results show about 60 characters of a title; the site's name goes only where it fits. */
export const TITLE_MAX_LENGTH = 60;

/** "Music | Example Events & Production", or the page's title alone when that would be too long. */
export function withSiteName(title: string, siteName: string): string {
  const full = `${title} | ${siteName}`;
  return full.length <= TITLE_MAX_LENGTH ? full : title;
}

function ogLocale(site: ShellConfig, language: string): string {
  return site.languages.supported.find((entry) => entry.code === language)?.locale ?? language;
}

/**
 * The <head> of every page: language, title, description, canonical and
 * hreflang links, social-sharing tags, icons, font preloads and JSON-LD.
 * Texts come from the page's queried translations (see translateFromNodes).
 */
export function PageHead({
  data,
  pageContext,
  values = {},
  titleSuffix,
  structuredData = [],
  aggregateRating,
  children,
}: PageHeadProps) {
  const site = useSiteConfig();
  const t = translateFromNodes(
    data.locales.edges.map((edge) => edge.node),
    pageContext.language,
    pageContext.defaultLanguage,
    pageContext.formattingLocale,
  );
  const isHome = pageContext.originalPath === '/';
  const ownTitle = t(pageContext.titleKey, values);
  const title = titleSuffix ? `${ownTitle} · ${titleSuffix}` : ownTitle;
  const fullTitle = isHome ? title : withSiteName(title, site.business.name);
  const description = t(pageContext.descriptionKey, values);
  const keywords = optionalText(t, pageContext.keywordsKey, values);
  const url = absoluteUrl(site.siteUrl, pageContext.i18n.path);
  const urlIn = (language: string) =>
    absoluteUrl(
      site.siteUrl,
      localizedPath(pageContext.originalPath, language, pageContext.defaultLanguage),
    );
  /** A page of the site in this page's language, from its path in the default one. */
  const urlInLanguage = (path: string) =>
    absoluteUrl(
      site.siteUrl,
      localizedPath(path, pageContext.language, pageContext.defaultLanguage),
    );
  const otherLanguages = pageContext.i18n.languages.filter((code) => code !== pageContext.language);
  const shareImage = absoluteUrl(site.siteUrl, SHARE_IMAGE.path);

  const graph = structuredDataGraph([
    businessNode({
      siteUrl: site.siteUrl,
      name: site.business.name,
      phone: site.business.phone,
      email: site.business.email,
      serviceArea: site.business.serviceArea,
      logoPath: LOGO_PATH,
      sameAs: [site.links.photoGallery],
      aggregateRating,
    }),
    ...(isHome ? [] : [breadcrumbNode(pageTrail(t, pageContext, values), urlInLanguage)]),
    ...(pageContext.kind === 'service'
      ? [
          serviceNode({
            siteUrl: site.siteUrl,
            name: title,
            description,
            url,
            serviceArea: site.business.serviceArea,
          }),
        ]
      : []),
    ...structuredData,
  ]);

  return (
    <>
      <html lang={pageContext.language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      {isKeptOutOfSearch(pageContext.kind) && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      {pageContext.i18n.languages.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={urlIn(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn(pageContext.defaultLanguage)} />

      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.business.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
      <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
      <meta property="og:locale" content={ogLocale(site, pageContext.language)} />
      {otherLanguages.map((code) => (
        <meta key={code} property="og:locale:alternate" content={ogLocale(site, code)} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shareImage} />

      <meta name="theme-color" content="#0b0a12" />
      <link rel="icon" href={siteIconDataUrl(site.business.name)} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {/* Fonts are fetched in CORS mode even from the same origin: without it the hint is wasted. */}
      <link
        rel="preload"
        as="font"
        type={BRAND_FONT.type}
        href={BRAND_FONT.href}
        crossOrigin="anonymous"
      />
      {/* Declared once the page runs: browsers read the manifest after the page
          has loaded, only to offer a home-screen shortcut, and that request
          should never share the connection with the first screen's content. */}
      {typeof window !== 'undefined' && <link rel="manifest" href="/site.webmanifest" />}
      {children}
      {/* Inner HTML: React would entity-escape text children and break the JSON. */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }}
      />
    </>
  );
}
