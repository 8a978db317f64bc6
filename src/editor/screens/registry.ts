/**
 * The joined screens of the editor (joined.ts), by the path Decap knows each
 * screen by: the Venues, Rental catalog, Event gallery and Reviews screens of Page content,
 * and each page's texts (opened by the default language's file).
 */
import { localeFileOf } from '../checks/project-state';
import { CATALOG_SCREEN } from './catalog';
import { GALLERY_SCREEN, REVIEWS_SCREEN } from './gallery-and-reviews';
import type { JoinedScreen } from './joined';
import { textsScreen } from './texts';
import { VENUES_SCREEN } from './venues';

/** The paths of the joined screens of Page content (no file of the repository has them). */
export const JOINED_SCREEN_PATHS = {
  venues: 'screens/venues',
  catalog: 'screens/catalog',
  gallery: 'screens/gallery',
  reviews: 'screens/reviews',
} as const;

export type JoinedContentScreen = keyof typeof JOINED_SCREEN_PATHS;

const CONTENT_SCREENS: Record<string, JoinedScreen> = {
  [JOINED_SCREEN_PATHS.venues]: VENUES_SCREEN,
  [JOINED_SCREEN_PATHS.catalog]: CATALOG_SCREEN,
  [JOINED_SCREEN_PATHS.gallery]: GALLERY_SCREEN,
  [JOINED_SCREEN_PATHS.reviews]: REVIEWS_SCREEN,
};

/** The joined screen a path opens: a screen of Page content, or a page's texts. */
export function joinedScreenOf(path: string): JoinedScreen | undefined {
  const screen = CONTENT_SCREENS[path];
  if (screen) return screen;
  const file = localeFileOf(path);
  return file ? textsScreen(file.namespace) : undefined;
}
