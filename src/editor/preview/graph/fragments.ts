/**
 * Every fragment the site's queries spread, as its text, for the previews'
 * runs of those queries (./run-query.ts). Gatsby finds fragments in any
 * file of src/; the editor's bundle has no such search, so a new fragment
 * is added here (the preview's tests run every template's query and name
 * one missing).
 */
import { serviceCardFragment } from '../../../components/Cards/service-data';
import { catalogItemFragment } from '../../../components/Catalog/CatalogBrowser';
import { galleryPictureFragment } from '../../../components/Gallery/gallery-data';
import { pageHeroImageFragment } from '../../../components/PageHero/PageHero';
import { reviewCardFragment } from '../../../components/Reviews/Reviews';
import { plannerFactsFragment } from '../../../components/Venues/PlannerFacts';
import { venueCardImageFragment } from '../../../components/Venues/VenueCard';
import { pageLocalesFragment, pageLocalesInBranchesFragment } from '../../../i18n/locale-data';

export const FRAGMENTS: readonly unknown[] = [
  serviceCardFragment,
  catalogItemFragment,
  galleryPictureFragment,
  pageHeroImageFragment,
  reviewCardFragment,
  plannerFactsFragment,
  venueCardImageFragment,
  pageLocalesFragment,
  pageLocalesInBranchesFragment,
];
