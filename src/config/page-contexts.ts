/**
 * What each page of site.yaml is handed as its `pageContext`: its language
 * facts, the translation files it loads, its breadcrumbs and, for service
 * and venue pages, what it shows from data/. Pure, so that both gatsby-node
 * (through site-pages.ts) and the browser editor's previews make pages
 * the same way.
 */
import { localizedPath } from '../i18n/paths';
import {
  REVIEWS_NAMESPACE,
  showsReviews,
  type ReviewPlacement,
  type ReviewsOf,
} from './content/reviews';
import {
  needsConsent,
  PROVIDER_NAMES,
  type AnalyticsProvider,
  type AnalyticsService,
} from '../analytics/providers';
import type { PageContext } from './page-context';
import { VOICE_ASSISTANT_NAMESPACE } from '../lib/voice-assistant';
import type { PageKind } from './constants';
import { GALLERY_NAMESPACE, picturesFor, type GalleryPlace } from './content/gallery';
import { headingKeyOf, namespaceOf, type PageSpec } from './pages';

/**
 * Texts a page kind shows besides its own: service cards (services), the
 * voice assistant's texts on the home page that shows it (voice-assistant),
 * the catalog items' names and specs (catalog-items; the contact page names
 * the items of the visitor's event list), each venue's details
 * (venue-list), the event photos' captions (gallery), the trust banner's
 * facts (home; the thank-you page keeps only those, EXTRA_BRANCHES_BY_KIND).
 */
export const EXTRA_NAMESPACES_BY_KIND: Partial<Record<PageKind, readonly string[]>> = {
  home: ['services', VOICE_ASSISTANT_NAMESPACE],
  service: ['services', 'gallery'],
  venues: ['venue-page'],
  venue: ['services', 'venue-list', 'gallery'],
  catalog: ['catalog-items'],
  contact: ['catalog-items'],
  'thank-you': ['home'],
};

/** The parts of those files a page kind keeps (src/i18n/locale-branches.ts). */
export const EXTRA_BRANCHES_BY_KIND: Partial<Record<PageKind, readonly string[]>> = {
  'thank-you': ['home:trust'],
};

/**
 * Every page loads the shared texts, the namespaces of its own keys, those
 * of its ancestors' titles (for its breadcrumbs) and its kind's extras.
 */
export function namespacesFor(
  page: Pick<PageSpec, 'titleKey' | 'descriptionKey'> & { kind?: PageKind },
  ancestors: ReadonlyArray<Pick<PageSpec, 'titleKey'>> = [],
): string[] {
  return [
    ...new Set([
      'common',
      namespaceOf(page.titleKey),
      namespaceOf(page.descriptionKey),
      ...ancestors.map((ancestor) => namespaceOf(ancestor.titleKey)),
      ...((page.kind && EXTRA_NAMESPACES_BY_KIND[page.kind]) ?? []),
    ]),
  ];
}

/** music:meta.title → music:meta.keywords: a page's keywords sit beside its title. */
export function keywordsKeyFor(titleKey: string): string {
  return titleKey.replace(/[^.:]+$/, 'keywords');
}

/** Pages whose path contains this one's, home excluded: /venues/ for /venues/x/. */
export function ancestorsOf(page: PageSpec, pages: readonly PageSpec[]): PageSpec[] {
  return pages
    .filter(
      (other) => other.path !== '/' && other.path !== page.path && page.path.startsWith(other.path),
    )
    .sort((a, b) => a.path.length - b.path.length);
}

/** A data/ picture as the pages query reads its place: its path from data/. */
interface ImageFile {
  relativePath: string;
}

/**
 * What of data/services.yaml decides a service page's picture and entry. A
 * venue page finds its own in GraphQL's venue(slug:) (src/config/venues.ts).
 */
export interface PagesContentData {
  servicesYaml: {
    services: ReadonlyArray<{ id: string; path: string | null; image: ImageFile }>;
  } | null;
  /** data/reviews.yaml: where each review is shown. */
  reviewsYaml?: { reviews: readonly ReviewPlacement[] } | null;
  /**
   * data/gallery.yaml: where each photo is shown. Without it (the editor's
   * previews), a page keeps the whole of gallery.json.
   */
  galleryYaml?: { pictures: ReadonlyArray<GalleryPlace & { id: string }> } | null;
  /** site.yaml's analytics, when on: the contact page's privacy note names the service. */
  analytics?: { provider: AnalyticsProvider } | null;
}

/** The texts of the analytics service's privacy note and consent banner (analytics.json). */
export const ANALYTICS_NAMESPACE = 'analytics';

/** What the contact page's privacy note says of the analytics service. */
function analyticsServiceOf(provider: AnalyticsProvider): AnalyticsService {
  return { name: PROVIDER_NAMES[provider], asksConsent: needsConsent(provider) };
}

/**
 * A page showing reviews also loads their quotes' translations and the
 * names of the kinds of event, from the contact form's texts
 * (contact:eventTypes); other pages do without.
 */
export const REVIEW_EXTRA_NAMESPACES = [REVIEWS_NAMESPACE, 'contact'] as const;

/** What a page shows from data/ that its template looks up by key. */
export interface PageContent {
  /** Its picture, relative to data/ (service pages). */
  imagePath?: string;
  /** Its entry in data/services.yaml (service pages). */
  serviceId?: string;
  /** Whether it shows reviews of data/reviews.yaml. */
  showsReviews?: boolean;
  /**
   * The ids of the gallery's photos it shows (service and venue pages), when
   * data/gallery.yaml was given: its gallery.json is narrowed to their words,
   * and left out when it shows none.
   */
  galleryPictureIds?: readonly string[];
  /** The analytics service the privacy note names (the contact page, analytics on). */
  analyticsService?: AnalyticsService;
}

/** Which reviews a page of this kind shows, if any. */
function reviewsOfPage(page: PageSpec, content: PageContent): ReviewsOf | undefined {
  // The thank-you page repeats the newest as proof, as the home page shows them.
  if (page.kind === 'home' || page.kind === 'thank-you') return { home: true };
  if (page.kind === 'service' && content.serviceId) return { service: content.serviceId };
  if (page.kind === 'venue' && page.venueSlug) return { venue: page.venueSlug };
  return undefined;
}

function withReviews(page: PageSpec, data: PagesContentData, content: PageContent): PageContent {
  const of = reviewsOfPage(page, content);
  return of && showsReviews(data.reviewsYaml?.reviews ?? [], of)
    ? { ...content, showsReviews: true }
    : content;
}

/** The gallery's photos a service or venue page shows, when the gallery is known. */
function withGallery(page: PageSpec, data: PagesContentData, content: PageContent): PageContent {
  const pictures = data.galleryYaml?.pictures;
  if (!pictures || (page.kind !== 'service' && page.kind !== 'venue')) return content;
  const shown = picturesFor(pictures, { serviceId: content.serviceId, venueSlug: page.venueSlug });
  return { ...content, galleryPictureIds: shown.map((picture) => picture.id) };
}

/**
 * The picture and service entry of a service page, whether a page shows
 * reviews, and which of the gallery's photos it shows.
 */
export function contentFor(page: PageSpec, data: PagesContentData): PageContent {
  const content = withGallery(page, data, withReviews(page, data, pictureAndEntryOf(page, data)));
  // Only with analytics on: a build without it hands every page what it did before.
  return page.kind === 'contact' && data.analytics
    ? { ...content, analyticsService: analyticsServiceOf(data.analytics.provider) }
    : content;
}

function pictureAndEntryOf(page: PageSpec, data: PagesContentData): PageContent {
  if (page.kind === 'service') {
    const service = data.servicesYaml?.services.find((entry) => entry.path === page.path);
    return service ? { imagePath: service.image.relativePath, serviceId: service.id } : {};
  }
  return {};
}

/** A venue's own texts in venue-list.json, the only venue a venue page carries. */
export function venueDetailsBranch(slug: string): string {
  return `venue-list:details.${slug}`;
}

/**
 * What a venue page shows of the files it loads besides its own, and so
 * keeps (src/i18n/locale-branches.ts): its venue's details and, for the
 * breadcrumbs, the headings of the pages above it; the service cards with
 * their badge, and the heading of the event photos. Its page data then
 * carries none of the venue list's or the services page's other texts,
 * in each of the three copies of every venue page. A text the venue page
 * starts to show from venue-list.json or services.json is added here; until it
 * is, the page shows its key, which the build's raw-key test reports.
 */
function venuePageTexts(venueSlug: string, ancestors: readonly Pick<PageSpec, 'titleKey'>[]) {
  return [
    venueDetailsBranch(venueSlug),
    ...ancestors.map((ancestor) => headingKeyOf(ancestor.titleKey)),
    'services:cards',
    'services:externalBadge',
    'services:gallery',
  ];
}

/**
 * The gallery's part of a page's texts: the words of the photos it shows
 * ("gallery:<id>" keeps that photo's entry), as venue pages keep their own
 * venue's; none of the file when it shows no photo; all of it when unknown.
 */
function galleryTexts(ids: readonly string[] | undefined) {
  if (ids === undefined) return { branches: [], leftOut: false };
  return {
    branches: ids.map((id) => `${GALLERY_NAMESPACE}:${id}`),
    leftOut: ids.length === 0,
  };
}

export function contextFor(
  page: PageSpec,
  language: string,
  languages: string[],
  defaultLanguage: string,
  ancestors: readonly PageSpec[] = [],
  content: PageContent = {},
): PageContext {
  const pathInLanguage = localizedPath(page.path, language, defaultLanguage);
  const { galleryPictureIds, ...shown } = content;
  const gallery = galleryTexts(galleryPictureIds);
  const branches = [
    ...(EXTRA_BRANCHES_BY_KIND[page.kind] ?? []),
    ...(page.venueSlug ? venuePageTexts(page.venueSlug, ancestors) : []),
    ...(page.venueList ? page.venueList.slugs.map(venueDetailsBranch) : []),
    ...gallery.branches,
  ];
  return {
    kind: page.kind,
    language,
    defaultLanguage,
    localeLanguages: [...new Set([language, defaultLanguage])],
    namespaces: [
      ...new Set([
        ...namespacesFor(page, ancestors),
        ...(content.showsReviews ? REVIEW_EXTRA_NAMESPACES : []),
        ...(content.analyticsService ? [ANALYTICS_NAMESPACE] : []),
      ]),
    ].filter((namespace) => !(gallery.leftOut && namespace === GALLERY_NAMESPACE)),
    breadcrumbs: ancestors.map((ancestor) => ({
      path: ancestor.path,
      titleKey: ancestor.titleKey,
    })),
    contentNamespace: namespaceOf(page.titleKey),
    titleKey: page.titleKey,
    descriptionKey: page.descriptionKey,
    keywordsKey: keywordsKeyFor(page.titleKey),
    originalPath: page.path,
    ...(page.venueSlug ? { venueSlug: page.venueSlug } : {}),
    ...(page.venueList ? { venueList: page.venueList, venueSlugs: page.venueList.slugs } : {}),
    ...(branches.length > 0 ? { localeBranches: branches } : {}),
    ...shown,
    i18n: {
      language,
      languages,
      defaultLanguage,
      originalPath: page.path,
      path: pathInLanguage,
    },
  };
}
