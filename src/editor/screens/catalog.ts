/**
 * The Rental catalog screen: each item with its name, description, picture
 * description and the words of its specs, in every language, on the item
 * itself (entries-with-texts.ts). The items are listed by their names; a new
 * item's id, which the contact form's links use, is made from its name.
 */
import { sourceOfTexts } from '../../config/content/expected-texts';
import { catalogFileSchema } from '../../config/content/schema';
import { isRecord } from '../../lib/json';
import { ENTRY_TEXTS_FIELD, entriesWithTextsScreen } from './entries-with-texts';
import { entryKeys } from './schema-keys';

export const CATALOG_FILE = 'data/catalog.yaml';

/** A new item's id: its name, in the first language it is written in (led-uplight). */
function itemName(entry: Record<string, unknown>): string | undefined {
  const texts = entry[ENTRY_TEXTS_FIELD];
  if (!isRecord(texts)) return undefined;
  for (const inLanguage of Object.values(texts)) {
    const name = isRecord(inLanguage) ? inLanguage.name : undefined;
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return undefined;
}

export const CATALOG_SCREEN = entriesWithTextsScreen({
  file: CATALOG_FILE,
  list: 'items',
  keys: entryKeys(catalogFileSchema, 'items'),
  source: () => sourceOfTexts('rental item'),
  idFrom: itemName,
  // Its name and other texts are what the build asks for under the item's id.
  idShownAt: ENTRY_TEXTS_FIELD,
  fallbackId: 'item',
});
