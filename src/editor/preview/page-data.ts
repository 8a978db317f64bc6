/**
 * The props Gatsby would hand the venue, service and home page templates, made from
 * the preview's sources instead of GraphQL: the same page context as
 * gatsby-node makes (src/config/page-contexts.ts) and data shaped exactly
 * like each template's query result (its `query`, with the PageLocales,
 * PageHeroImage and ServiceCard fragments).
 */
import type { ComponentProps } from 'react';
import type { PageProps } from 'gatsby';
import { localeSelector, type LocaleNodeSummary } from '../../config/page-locales';
import type { ServiceData } from '../../components/Cards/service-data';
import type { GalleryPictureData } from '../../components/Gallery/gallery-data';
import { picturesFor, type GalleryPage } from '../../config/content/gallery';
import type { ReviewData } from '../../config/content/reviews';
import { PICTURE_RULES } from '../../config/content/pictures';
import type { PageKind } from '../../config/constants';
import { ancestorsOf, contentFor, contextFor } from '../../config/page-contexts';
import { listPages, type PageSpec } from '../../config/pages';
import { venueOf } from '../../config/venues';
import type { LocalesData } from '../../i18n/locale-data';
import type CatalogTemplate from '../../templates/catalog-page';
import type ContactTemplate from '../../templates/contact-page';
import type HomeTemplate from '../../templates/home-page';
import type NotFoundTemplate from '../../templates/not-found-page';
import type ServicesTemplate from '../../templates/services-page';
import type ThankYouTemplate from '../../templates/thank-you-page';
import type VenuesTemplate from '../../templates/venues-page';
import type { PageContext } from '../../config/page-context';
import type ServiceTemplate from '../../templates/service-page';
import type VenueTemplate from '../../templates/venue-page';
import type { StaticQueryData } from './gatsby-shim';
import { previewImage, type PictureUrl } from './pictures';
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

/** What useStaticQuery answers on every page: site.yaml, the service cards, the year of the build. */
export function staticQueryData(
  sources: PreviewSources,
  pictures: PictureUrl,
  now = new Date(),
): StaticQueryData {
  return {
    siteYaml: sources.site,
    servicesYaml: { services: servicesData(sources, pictures) },
    site: { buildTime: String(now.getFullYear()) },
  };
}

/** The translation files a page loads, as the PageLocales fragment returns them. */
function localesData(sources: PreviewSources, context: PageContext): LocalesData {
  const nodes: LocaleNodeSummary[] = [];
  const languages = [...sources.locales.keys()].sort();
  for (const language of languages) {
    const namespaces = sources.locales.get(language) ?? new Map<string, string>();
    for (const ns of [...namespaces.keys()].sort()) {
      nodes.push({ id: `${language}/${ns}`, ns, language, data: namespaces.get(ns) ?? '{}' });
    }
  }
  const ids = new Set(
    localeSelector(nodes, context.defaultLanguage)(context.namespaces, context.language),
  );
  return {
    locales: {
      edges: nodes
        .filter((node) => ids.has(node.id))
        .map(({ ns, data, language }) => ({ node: { ns, data, language } })),
    },
  };
}

/** A picture the entry lacks, as GraphQL serves a file sharp cannot read: shown as none. */
const NO_PICTURE = { childImageSharp: null };

/** data/services.yaml as the ServiceCard fragment returns it. */
function servicesData(sources: PreviewSources, pictures: PictureUrl): ServiceData[] {
  return sources.services.services.map((service) => ({
    id: service.id,
    path: service.path ?? null,
    link: service.link ?? null,
    label: service.label,
    image: previewImage(service.image, PICTURE_RULES.service, pictures) ?? NO_PICTURE,
    related: service.related ?? null,
    sections: service.sections ?? null,
  }));
}

/** The gallery's pictures on one page, as the GalleryPicture fragment returns them. */
function galleryData(
  sources: PreviewSources,
  page: GalleryPage,
  pictures: PictureUrl,
): { shownOn: GalleryPictureData[] } {
  return {
    shownOn: picturesFor(sources.gallery.pictures, page).map((picture) => ({
      id: picture.id,
      date: picture.date ?? null,
      image: previewImage(picture.image, PICTURE_RULES.gallery, pictures) ?? NO_PICTURE,
    })),
  };
}

/** A date as the YAML reader gave it (text, or a date for an unquoted one), as GraphQL formats it. */
function dayOf(date: unknown): string {
  return date instanceof Date ? date.toISOString().slice(0, 10) : String(date ?? '');
}

/** data/reviews.yaml as the ReviewCard fragment returns it. */
/** A review being written shows once what its card needs is typed: its name, quote, source and link. */
function isComplete(review: PreviewSources['reviews']['reviews'][number]): boolean {
  return [review.id, review.name, review.quote, review.source, review.link].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

function reviewsData(sources: PreviewSources): { reviews: ReviewData[] } {
  return {
    reviews: sources.reviews.reviews.filter(isComplete).map((review) => ({
      id: review.id,
      name: review.name,
      event: review.event,
      date: dayOf(review.date),
      rating: review.rating ?? null,
      source: review.source,
      link: review.link,
      language: review.language ?? null,
      quote: review.quote,
      services: review.services ?? null,
      venue: review.venue ?? null,
    })),
  };
}

function routesData(sources: PreviewSources): Array<{ path: string; kind: string }> {
  return sources.site.routes.map(({ path, kind }) => ({ path, kind }));
}

interface PageInContext {
  page: PageSpec;
  context: PageContext;
}

/** The page as src/config/site-pages.ts makes it for Gatsby, in one language. */
function pageInContext(
  sources: PreviewSources,
  find: (page: PageSpec) => boolean,
  language: string,
  missing: string,
): PageInContext {
  const { site, services } = sources;
  const pages = listPages(site.routes, site.venues);
  const page = pages.find(find);
  const { reviews } = reviewsData(sources);
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
    reviewsYaml: { reviews },
    analytics: site.analytics ?? null,
  });
  const context = contextFor(
    page,
    language,
    codes,
    site.languages.default,
    ancestorsOf(page, pages),
    content,
  );
  return { page, context };
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

function pageOfKind(kind: PageKind): (page: PageSpec) => boolean {
  return (page) => page.kind === kind;
}

/** The venue page of one venue, as src/templates/venue-page.tsx receives it. */
export function venuePageProps(
  sources: PreviewSources,
  { venueSlug, language }: VenueChoice,
  pictures: PictureUrl,
): VenuePageProps {
  const { context } = pageInContext(
    sources,
    (page) => page.kind === 'venue' && page.venueSlug === venueSlug,
    language,
    'this venue has no page yet: it needs its name in the address (and the site its page of venues, which a developer sets up).',
  );
  const { site, venues } = sources;
  const venue = venueOf(
    {
      places: site.venues.map(({ slug, name, locality, region, country, amenities }) => ({
        slug,
        name,
        locality,
        region,
        country,
        // A new amenity is empty until typed: the page shows the ones written.
        amenities: (amenities ?? []).filter(
          (amenity): amenity is string => typeof amenity === 'string' && amenity.trim() !== '',
        ),
      })),
      entries: {
        default: venues.default,
        venues: venues.venues,
      },
      services: servicesData(sources, pictures),
    },
    venueSlug,
  );
  const data: VenuePageProps['data'] = {
    ...localesData(sources, context),
    venue: venue
      ? {
          place: venue.place,
          // The facts for planners, as GraphQL gives them: null when left out.
          entry: venue.entry && {
            capacity: venue.entry.capacity
              ? {
                  seated: venue.entry.capacity.seated ?? null,
                  standing: venue.entry.capacity.standing ?? null,
                }
              : null,
            spaces: venue.entry.spaces ?? null,
            eventsProduced: venue.entry.eventsProduced ?? null,
          },
          extras: {
            image: previewImage(venue.extras.image, PICTURE_RULES.venue, pictures) ?? NO_PICTURE,
          },
          services: venue.services,
        }
      : null,
    reviewsYaml: reviewsData(sources),
    galleryYaml: galleryData(sources, { venueSlug }, pictures),
  };
  return pageProps(data, context);
}

/** The page of one service, as src/templates/service-page.tsx receives it. */
export function servicePageProps(
  sources: PreviewSources,
  { serviceId, language }: ServiceChoice,
  pictures: PictureUrl,
): ServicePageProps {
  const service = servicePagesOf(sources).find((candidate) => candidate.id === serviceId);
  const { context } = pageInContext(
    sources,
    (page) => page.kind === 'service' && page.path === service?.path,
    language,
    'this service has no page of its own on this site (it leads to another website, or a developer has not added its page yet).',
  );
  const data: ServicePageProps['data'] = {
    ...localesData(sources, context),
    servicesYaml: { services: servicesData(sources, pictures) },
    reviewsYaml: reviewsData(sources),
    heroImage: previewImage(context.imagePath, PICTURE_RULES.service, pictures),
    galleryYaml: galleryData(sources, { serviceId }, pictures),
  };
  return pageProps(data, context);
}

/** The home page, as src/templates/home-page.tsx receives it. */
export function homePageProps(
  sources: PreviewSources,
  { language }: PageChoice,
  pictures: PictureUrl,
): HomePageProps {
  const { context } = pageInContext(
    sources,
    pageOfKind('home'),
    language,
    'the site has no home page in Site settings → Pages.',
  );
  const { site, home } = sources;
  const data: HomePageProps['data'] = {
    ...localesData(sources, context),
    homeYaml: {
      heroImage: previewImage(home.heroImage, PICTURE_RULES.homeHero, pictures) ?? NO_PICTURE,
      audiences: home.audiences.map(({ id, to }) => ({ id, to })),
      corporate: {
        image: previewImage(home.corporate.image, PICTURE_RULES.home, pictures) ?? NO_PICTURE,
        services: home.corporate.services,
      },
    },
    servicesYaml: { services: servicesData(sources, pictures) },
    reviewsYaml: reviewsData(sources),
    siteYaml: {
      business: {
        stats: {
          yearsInBusiness: site.business.stats.yearsInBusiness,
          eventsProduced: site.business.stats.eventsProduced,
          starRating: site.business.stats.starRating,
        },
        statSources: statSourcesData(sources),
      },
      routes: routesData(sources),
    },
  };
  return pageProps(data, context);
}

/** site.yaml's business.statSources as GraphQL gives them: null for a number without its source. */
function statSourcesData(sources: PreviewSources) {
  const given = sources.site.business.statSources;
  return given
    ? {
        yearsInBusiness: given.yearsInBusiness ?? null,
        eventsProduced: given.eventsProduced ?? null,
        starRating: given.starRating ?? null,
      }
    : null;
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

/** The page at a path of site.yaml's routes, in a language: its spec and context. */
function pageAt(sources: PreviewSources, path: string, language: string): PageInContext {
  return pageInContext(
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
  const { context } = pageAt(sources, path, language);
  const data: ServicesPageProps['data'] = {
    ...localesData(sources, context),
    servicesYaml: { services: servicesData(sources, pictures) },
  };
  return pageProps(data, context);
}

/** The contact page with its forms, as src/templates/contact-page.tsx receives it. */
export function contactPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
): ContactPageProps {
  const { context } = pageAt(sources, path, language);
  const { forms } = sources.site;
  const data: ContactPageProps['data'] = {
    ...localesData(sources, context),
    servicesYaml: {
      services: sources.services.services.map(({ id, label }) => ({ id, label })),
    },
    siteYaml: {
      forms: {
        provider: forms.provider,
        endpoint: forms.endpoint ?? null,
        eventTypes: [...forms.eventTypes],
        referralSources: [...forms.referralSources],
      },
    },
  } as ContactPageProps['data'];
  return pageProps(data, context);
}

/** The rental catalog, as src/templates/catalog-page.tsx receives it. */
export function catalogPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): CatalogPageProps {
  const { context } = pageAt(sources, path, language);
  const { catalog } = sources;
  const data: CatalogPageProps['data'] = {
    ...localesData(sources, context),
    catalogYaml: {
      categories: [...catalog.categories],
      items: catalog.items.map((item) => ({
        id: item.id,
        category: item.category,
        specs: item.specs ?? null,
        measurements:
          item.measurements?.map((measurement) => ({
            spec: measurement.spec,
            unit: measurement.unit ?? null,
            numbers: measurement.numbers ?? null,
            to: measurement.to ?? null,
            or: measurement.or ?? null,
            upTo: measurement.upTo ?? null,
            times: measurement.times ?? null,
            words: measurement.words ?? null,
          })) ?? null,
        image: previewImage(item.image, PICTURE_RULES.catalogItem, pictures) ?? NO_PICTURE,
      })),
    },
    siteYaml: { routes: routesData(sources) },
  } as CatalogPageProps['data'];
  return pageProps(data, context);
}

/** The list of preferred venues (its first page), as src/templates/venues-page.tsx receives it. */
export function venuesPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
  pictures: PictureUrl,
): VenuesPageProps {
  const { context } = pageAt(sources, path, language);
  const slugs = context.venueSlugs ?? venuesOf(sources).map((venue) => venue.slug);
  const data: VenuesPageProps['data'] = {
    ...localesData(sources, context),
    siteYaml: { routes: routesData(sources) },
    venues: slugs.flatMap((slug) => {
      const place = sources.site.venues.find((venue) => venue.slug === slug);
      if (!place) return [];
      const entry = sources.venues.venues.find((venue) => venue.slug === slug);
      const image = entry?.image ?? sources.venues.default.image;
      return [
        {
          place: {
            slug: place.slug,
            name: place.name,
            locality: place.locality,
            region: place.region,
          },
          extras: { image: previewImage(image, PICTURE_RULES.venue, pictures) ?? NO_PICTURE },
        },
      ];
    }),
  } as VenuesPageProps['data'];
  return pageProps(data, context);
}

/** The not-found page, which shows only its texts, as its template receives it. */
export function textPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
): NotFoundPageProps {
  const { context } = pageAt(sources, path, language);
  const data = {
    ...localesData(sources, context),
    siteYaml: { routes: routesData(sources) },
  } as NotFoundPageProps['data'];
  return pageProps(data, context);
}

/** The thank-you page with its proof (the numbers' sources, the newest reviews). */
export function thankYouPageProps(
  sources: PreviewSources,
  { path, language }: PageChoice & { path: string },
): ThankYouPageProps {
  const { context } = pageAt(sources, path, language);
  const data: ThankYouPageProps['data'] = {
    ...localesData(sources, context),
    reviewsYaml: reviewsData(sources),
    siteYaml: { business: { statSources: statSourcesData(sources) } },
  };
  return pageProps(data, context);
}
