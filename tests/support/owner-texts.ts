/**
 * The texts the owner writes for the entries of their data: a photo's
 * caption, a venue's summary, a review's translated quote (the texts the data
 * asks for, src/config/content/expected-texts.ts: a catalog item's words too).
 * English is the one they must write; Spanish and Italian show the English
 * text until they are written (docs/owner/editing-in-the-browser.md). Tests
 * that check every text is translated leave these out: an entry the owner
 * adds in English is not a missing translation of the site.
 */
import type { ProjectFiles } from '../../src/config/check-project';
import { TEXT_SOURCES } from '../../src/config/content/expected-texts';

/** Where each entry's texts start, as flattenKeys writes keys: "venue-list:details.bear-brook-valley." */
function entryPrefixes(files: Pick<ProjectFiles, 'siteYaml' | 'content'>): string[] {
  return TEXT_SOURCES.flatMap((source) =>
    source.idsOf(files).map((id) => `${source.namespace}:${[...source.under, id].join('.')}.`),
  );
}

/** Whether a key ("venue-list:details.bear-brook-valley.summary") is a text of an entry of the data. */
export function isOwnerEntryText(
  files: Pick<ProjectFiles, 'siteYaml' | 'content'>,
): (key: string) => boolean {
  const prefixes = entryPrefixes(files);
  return (key) => prefixes.some((prefix) => key.startsWith(prefix));
}
