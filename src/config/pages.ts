/**
 * The list of pages the config describes, with the venue route expanded into
 * one page per venue. Language-neutral: callers localize the paths.
 */
import type { Translate } from '../i18n/translate';
import { VENUE_SLUG_PLACEHOLDER, type PageKind } from './constants';
import type { RouteConfig, SiteConfig } from './schema';
import { venueListPages, type VenueListPage } from './venue-lists';

export interface PageSpec {
  /** Path in the default language, e.g. /venues/lake-valhalla-club/. */
  path: string;
  kind: PageKind;
  titleKey: string;
  descriptionKey: string;
  /** Set on pages made from the venues list. */
  venueSlug?: string;
  /** Set on the pages of a venue list long enough to be paged (venue-lists.ts). */
  venueList?: VenueListPage;
}

export function isVenueRoute(route: Pick<RouteConfig, 'path'>): boolean {
  return route.path.includes(VENUE_SLUG_PLACEHOLDER);
}

export function venuePagePath(routePath: string, slug: string): string {
  return routePath.replace(VENUE_SLUG_PLACEHOLDER, slug);
}

export function listPages(
  routes: readonly RouteConfig[],
  venues: ReadonlyArray<Pick<SiteConfig['venues'][number], 'slug' | 'region'>>,
): PageSpec[] {
  return routes.flatMap((route): PageSpec[] => {
    const base = { kind: route.kind, titleKey: route.title, descriptionKey: route.description };
    if (route.kind === 'venues') {
      return venueListPages(route.path, venues).map(({ path, list }) => ({
        ...base,
        path,
        ...(list ? { venueList: list } : {}),
      }));
    }
    if (!isVenueRoute(route)) return [{ ...base, path: route.path }];
    return venues.map((venue) => ({
      ...base,
      path: venuePagePath(route.path, venue.slug),
      venueSlug: venue.slug,
    }));
  });
}

/** Namespace part of a translation key: "music" for "music:meta.title". */
export function namespaceOf(translationKey: string): string {
  return translationKey.split(':')[0] ?? translationKey;
}

/** The path of the first page of a kind (the contact page, …), if site.yaml has one. */
export function pathOfKind(
  routes: ReadonlyArray<{ path: string; kind: string }>,
  kind: PageKind,
): string | undefined {
  return routes.find((route) => route.kind === kind)?.path;
}

/**
 * music:meta.title → music:heading: the page's visible name (its h1), used
 * for breadcrumbs, where the longer search-engine title would not fit.
 */
export function headingKeyOf(titleKey: string): string {
  return `${namespaceOf(titleKey)}:heading`;
}

/** One step of a page's breadcrumbs: a page's heading, and its path in the default language. */
export interface Crumb {
  path: string;
  name: string;
}

/** What of a page's context its breadcrumbs are made of (set by gatsby-node). */
export interface TrailContext {
  /** The pages above it, outermost first. */
  breadcrumbs: ReadonlyArray<{ path: string; titleKey: string }>;
  titleKey: string;
  originalPath: string;
}

/**
 * Where a page sits, Home › Preferred venues › Lake Valhalla Club: home, the
 * pages above it, then the page itself, each by its heading (`values` fill
 * the page's own: {{name}}). One trail for the visible breadcrumbs
 * (Breadcrumbs) and for search engines (the head's BreadcrumbList).
 */
export function pageTrail(
  t: Translate,
  context: TrailContext,
  values: Record<string, string> = {},
): Crumb[] {
  return [
    { path: '/', name: t('common:home') },
    ...context.breadcrumbs.map((crumb) => ({
      path: crumb.path,
      name: t(headingKeyOf(crumb.titleKey)),
    })),
    { path: context.originalPath, name: t(headingKeyOf(context.titleKey), values) },
  ];
}
