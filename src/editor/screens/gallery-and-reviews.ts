/**
 * The Event gallery and the Reviews screens: each photo with its caption and
 * description, each review with its translated quote, in every language, on
 * the entry itself (entries-with-texts.ts).
 */
import { sourceOfTexts } from '../../config/content/expected-texts';
import { galleryFileSchema, reviewsFileSchema } from '../../config/content/schema';
import { ENTRY_TEXTS_FIELD, entriesWithTextsScreen } from './entries-with-texts';
import { entryKeys } from './schema-keys';

export const GALLERY_FILE = 'data/gallery.yaml';
export const REVIEWS_FILE = 'data/reviews.yaml';

/** A photo's new id: the name of its picture's file (images/gallery/gala-stage.jpg → gala-stage). */
function photoName(entry: Record<string, unknown>): string | undefined {
  const image = entry.image;
  if (typeof image !== 'string') return undefined;
  return image.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
}

/** A review's new id: its reviewer's name and its day (maria-s-2024-06-15). */
function reviewName(entry: Record<string, unknown>): string | undefined {
  const words = [entry.name, entry.date].filter((part) => typeof part === 'string' && part !== '');
  return words.length > 0 ? words.join(' ') : undefined;
}

export const GALLERY_SCREEN = entriesWithTextsScreen({
  file: GALLERY_FILE,
  list: 'pictures',
  keys: entryKeys(galleryFileSchema, 'pictures'),
  source: () => sourceOfTexts('photo'),
  idFrom: photoName,
  // Its caption and description are what the build asks for under the photo's id.
  idShownAt: ENTRY_TEXTS_FIELD,
  fallbackId: 'photo',
});

export const REVIEWS_SCREEN = entriesWithTextsScreen({
  file: REVIEWS_FILE,
  list: 'reviews',
  keys: entryKeys(reviewsFileSchema, 'reviews'),
  source: () => sourceOfTexts('review'),
  idFrom: reviewName,
  idShownAt: 'name',
  fallbackId: 'review',
});
