import type { PageKind } from './constants';
import type { AnalyticsService } from '../analytics/providers';
import type { VenueListPage } from './venue-lists';

/**
 * What gatsby-node hands every page. Templates read it through
 * `pageContext`; the GraphQL variables of their queries come from it too.
 */
export interface PageContext {
  kind: PageKind;
  language: string;
  defaultLanguage: string;
  /** The page's language and the default one, whose texts fill any gaps. */
  localeLanguages: string[];
  /** The translation files (namespaces) the page's texts come from. */
  namespaces: string[];
  /**
   * The Locale nodes the page's query loads: its language's file of each
   * namespace, and the default language's where a text is still missing
   * (set by gatsby-node; see src/config/page-locales.ts).
   */
  localeIds?: string[];
  /**
   * The BCP 47 locale of the page's language for Intl (site.yaml's locale,
   * es_US → es-US), set by gatsby-node; the language code when absent.
   */
  formattingLocale?: string;
  /** The namespace holding this page's own copy (heading, intro…). */
  contentNamespace: string;
  titleKey: string;
  descriptionKey: string;
  /** The page's search keywords, beside its title: music:meta.keywords. */
  keywordsKey: string;
  /** Path of this page in the default language, e.g. /music/. */
  originalPath: string;
  /** Pages above this one (home excluded), outermost first, for breadcrumbs. */
  breadcrumbs: Array<{ path: string; titleKey: string }>;
  /** Set on venue pages. */
  venueSlug?: string;
  /**
   * The branches of translation files with one per entry that the page
   * keeps, as "ns:branch.key" (venue-list:details.<slug> on a venue page); the
   * others' are left out of its data (src/i18n/locale-branches.ts).
   */
  localeBranches?: string[];
  /** Set on the pages of a venue list long enough to be paged (src/config/venue-lists.ts). */
  venueList?: VenueListPage;
  /** The venues a paged venue list page shows: the variable of its query. */
  venueSlugs?: string[];
  /** The page's picture, relative to data/ (service and venue pages). */
  imagePath?: string;
  /** The page's entry in data/services.yaml (service pages). */
  serviceId?: string;
  /** Whether the page shows reviews of data/reviews.yaml (then it loads contact:eventTypes). */
  showsReviews?: boolean;
  /** The analytics service site.yaml names, on the contact page (its privacy note names it). */
  analyticsService?: AnalyticsService;
  /**
   * The page's language facts that usePageLanguage gives components, and
   * its own path, which the head, the sitemap and createPage read.
   */
  i18n: {
    language: string;
    languages: string[];
    defaultLanguage: string;
    originalPath: string;
    path: string;
  };
}
