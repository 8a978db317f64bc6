/**
 * The props Gatsby would hand each template, made in the editor: the same
 * page context as gatsby-node makes (src/config/page-contexts.ts), and as
 * data the answer of the template's own query (its `query` export) over
 * the preview's sources (graph/run-query.ts, graph/preview-graph.ts), so
 * that a query is written once, in its template.
 */
import type { ComponentProps } from 'react';
import type { PageProps } from 'gatsby';
import type { PageKind } from '../../config/constants';
import type { PageContext } from '../../config/page-context';
import { ancestorsOf, contentFor, contextFor } from '../../config/page-contexts';
import { listPages, type PageSpec } from '../../config/pages';
import CatalogTemplate, { query as catalogPageQuery } from '../../templates/catalog-page';
import ContactTemplate, { query as contactPageQuery } from '../../templates/contact-page';
import HomeTemplate, { query as homePageQuery } from '../../templates/home-page';
import NotFoundTemplate, { query as notFoundPageQuery } from '../../templates/not-found-page';
import ServiceTemplate, { query as servicePageQuery } from '../../templates/service-page';
import ServicesTemplate, { query as servicesPageQuery } from '../../templates/services-page';
import ThankYouTemplate, { query as thankYouPageQuery } from '../../templates/thank-you-page';
import VenueTemplate, { query as venuePageQuery } from '../../templates/venue-page';
import VenuesTemplate, { query as venuesPageQuery } from '../../templates/venues-page';
import { previewGraph, queryVariables, reviewsShown } from './graph/preview-graph';
import { runQuery } from './graph/run-query';
import type { PictureUrl } from './pictures';
import { PreviewSourceProblem, type PreviewSources } from './sources';

export type VenuePageProps = ComponentProps<typeof VenueTemplate>;
export type HomePageProps = ComponentProps<typeof HomeTemplate>;
export type ServicePageProps = ComponentProps<typeof ServiceTemplate>;
export type ServicesPageProps = ComponentProps<typeof ServicesTemplate>;
export type ContactPageProps = ComponentProps<typeof ContactTemplate>;
export type CatalogPageProps = ComponentProps<typeof CatalogTemplate>;
export type VenuesPageProps = ComponentProps<typeof VenuesTemplate>;
export type ThankYouPageProps = ComponentProps<typeof ThankYouTemplate>;
export type NotFoundPageProps = ComponentProps<typeof NotFoundTemplate>;

export interface PageChoice {
  language: string;
}

export interface VenueChoice extends PageChoice {
  venueSlug: string;
}

export interface ServiceChoice extends PageChoice {
  serviceId: string;
}

export interface PreviewLanguage {
  code: string;
  name: string;
}

/** The site's languages, the default one first. */
export function languagesOf(sources: PreviewSources): PreviewLanguage[] {
  const { default: first, supported } = sources.site.languages;
  return [...supported]
    .sort((a, b) => Number(b.code === first) - Number(a.code === first))
    .map(({ code, name }) => ({ code, name }));
}

export function defaultLanguageOf(sources: PreviewSources): string {
  return sources.site.languages.default;
}

/** The venues that have a page: those with a slug. */
export function venuesOf(sources: PreviewSources): Array<{ slug: string; name: string }> {
  return sources.site.venues
    .filter((venue) => typeof venue.slug === 'string' && venue.slug !== '')
    .map((venue) => ({ slug: venue.slug, name: venue.name || venue.slug }));
}

/** The services that have a page here (not those linking to another website). */
export function servicePagesOf(sources: PreviewSources): Array<{ id: string; path: string }> {
  return sources.services.services.flatMap((service) =>
    typeof service.id === 'string' && typeof service.path === 'string'
      ? [{ id: service.id, path: service.path }]
      : [],
  );
}

/** The context of a page as src/config/site-pages.ts makes it for Gatsby, in one language. */
function contextOf(
  sources: PreviewSources,
  find: (page: PageSpec) => boolean,
  language: string,
  missing: string,
): PageContext {
  const { site, services } = sources;
  const pages = listPages(site.routes, site.venues);
  const page = pages.find(find);
  if (!page) throw new PreviewSourceProblem(missing);
  const codes = site.languages.supported.map((supported) => supported.code);
  const content = contentFor(page, {
    servicesYaml: {
      services: services.services.map((service) => ({
        id: service.id,
        path: service.path ?? null,
        image: { relativePath: service.image },
      })),
    },
    reviewsYaml: {
      reviews: reviewsShown(sources).map(({ services, venue }) => ({
        services: services ?? null,
        venue: venue ?? null,
      })),
    },
    galleryYaml: sources.gallery,
    analytics: site.analytics ?? null,
  });
  return contextFor(
    page,
    language,
    codes,
    site.languages.default,
    ancestorsOf(page, pages),
    content,
  );
}

/** The rest of a page's props: what Gatsby's router adds around data and pageContext. */
function pageProps<Data>(data: Data, context: PageContext): PageProps<Data, PageContext> {
  const path = context.i18n.path;
  const location = {
    pathname: path,
    search: '',
    hash: '',
    href: path,
    state: null,
    key: 'preview',
  } as unknown as PageProps<Data, PageContext>['location'];
  return {
    path,
    uri: path,
    location,
    children: undefined,
    params: {},
    pageResources: {
      component: undefined as unknown as PageProps['pageResources']['component'],
      json: { data, pageContext: context },
      page: { componentChunkName: 'preview', path, webpackCompilationHash: '' },
    },
    data,
    pageContext: context,
    serverData: {},
  };
}

/** What the template's query returns for the page, over the preview's sources. */
function templateData<Data>(
  query: unknown,
  sources: PreviewSources,
  context: PageContext,
  pictures: PictureUrl,
): Data {
  const graph = previewGraph(sources, pictures);
  return runQuery({ query, variables: queryVariables(sources, context), graph }) as Data;
}

/** A template's props for a page: its context, and its query's answer as data. */
function propsOf<Data>(
  query: unknown,
  sources: PreviewSources,
  context: PageContext,
  pictures: PictureUrl,
): PageProps<Data, PageContext> {
  return pageProps(templateData<Data>(query, sources, context, pictures), context);
}

function pageOfKind(kind: PageKind): (page: PageSpec) => boolean {
  return (page) => page.kind === kind;
}

/** The venue page of one venue, as src/templates/venue-page.tsx receives it. */
export function venuePageProps(
  sources: PreviewSources,
  { venueSlug, language }: VenueChoice,
  pictures: PictureUrl,
): VenuePageProps {
  const context = contextOf(
    sources,
    (candidate) => candidate.kind === 'venue' && candidate.venueSlug === venueSlug,
    language,
    'this venue has no page yet: it needs its name in the address (and the site its page of venues, which a developer sets up).',
  );
  return propsOf(venuePageQuery, sources, context, pictures);
}

/** The page of one service, as src/templates/service-page.tsx receives it. */
export function servicePageProps(
  sources: PreviewSources,
  { serviceId, language }: ServiceChoice,
  pictures: PictureUrl,
): ServicePageProps {
  const service = servicePagesOf(sources).find((candidate) => candidate.id === serviceId);
  const context = contextOf(
    sources,
    (candidate) => candidate.kind === 'service' && candidate.path === service?.path,
    language,
    'this service has no page of its own on this site (it leads to another website, or a developer has not added its page yet).',
  );
  return propsOf(servicePageQuery, sources, context, pictures);
}

/** The home page, as src/templates/home-page.tsx receives it. */
export function homePageProps(
  sources: PreviewSources,
  { language }: PageChoice,
  pictures: PictureUrl,
): HomePageProps {
  const context = contextOf(
    sources,
    pageOfKind('home'),
    language,
    'the site has no home page in Site settings → Pages.',
  );
  return propsOf(homePageQuery, sources, context, pictures);
}

/** The site's pages whose texts include a namespace, by their path in the default language. */
export function pagesShowingTexts(sources: PreviewSources, namespace: string): string[] {
  const { site } = sources;
  const pages = listPages(site.routes, site.venues);
  const codes = site.languages.supported.map((supported) => supported.code);
  return pages
    .filter((page) =>
      contextFor(
        page,
        site.languages.default,
        codes,
        site.languages.default,
        ancestorsOf(page, pages),
      ).namespaces.includes(namespace),
    )
    .map((page) => page.path);
}

/** The context of the page at a path of site.yaml's routes, in a language. */
function contextAt(sources: PreviewSources, path: string, language: string): PageContext {
  return contextOf(
    sources,
    (page) => page.path === path,
    language,
    `the site has no page at the address ${path} (Site settings → Pages).`,
  );
}

/** The services page (all the services' cards), as src/templates/services-page.tsx receives it. */
export function servicesPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): ServicesPageProps {
  return propsOf(servicesPageQuery, sources, contextAt(sources, path, language), pictures);
}

/** The contact page with its forms, as src/templates/contact-page.tsx receives it. */
export function contactPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): ContactPageProps {
  return propsOf(contactPageQuery, sources, contextAt(sources, path, language), pictures);
}

/** The rental catalog, as src/templates/catalog-page.tsx receives it. */
export function catalogPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): CatalogPageProps {
  return propsOf(catalogPageQuery, sources, contextAt(sources, path, language), pictures);
}

/** The list of preferred venues (its first page), as src/templates/venues-page.tsx receives it. */
export function venuesPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): VenuesPageProps {
  return propsOf(venuesPageQuery, sources, contextAt(sources, path, language), pictures);
}

/** The not-found page, which shows only its texts, as its template receives it. */
export function textPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): NotFoundPageProps {
  return propsOf(notFoundPageQuery, sources, contextAt(sources, path, language), pictures);
}

/** The thank-you page with its proof (the numbers' sources, the newest reviews). */
export function thankYouPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): ThankYouPageProps {
  return propsOf(thankYouPageQuery, sources, contextAt(sources, path, language), pictures);
}
