/**
 * The content files of data/ by name, apart from their schemas and checks
 * (validate.ts): what reads or lists the files needs no validation code.
 */
export const DATA_DIR = 'data';

/** In the order they are checked: the others refer to services' ids. */
export const CONTENT_FILE_NAMES = [
  'services.yaml',
  'home.yaml',
  'venues.yaml',
  'catalog.yaml',
  'gallery.yaml',
  'reviews.yaml',
] as const;

export type ContentFileName = (typeof CONTENT_FILE_NAMES)[number];

/** The texts of the content files; a missing one is undefined. */
export type ContentTexts = Partial<Record<ContentFileName, string>>;
