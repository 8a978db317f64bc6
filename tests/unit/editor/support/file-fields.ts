/**
 * The editor's fields that edit one file of the project, in the file's own
 * shape: the screens of that file alone (site.yaml's parts, a content file),
 * and the part a screen that joins several files gives it (each venue's page
 * on the Venues screen…), as built from the file's schema. The tests compare
 * them with the schema; `partsOnScreens` with what the joined screens show.
 */
import type { DecapConfig, DecapField } from '../../../../src/editor/config/decap-types';
import { repositoryPath } from '../../../../src/editor/checks/project-state';
import { joinedContentFields } from '../../../../src/editor/config/editor-config';
import type { ScreenPart } from '../../../../src/editor/config/joined-fields';
import type { SiteConfig } from '../../../../src/config/schema';

export interface FileFields {
  fields: DecapField[];
  /** Paths (venues[].image) the screen leaves optional though the file requires them. */
  optionalOnScreen: string[];
  /** Paths the screen shows once for several files (venues[].slug). */
  sharedWithScreen: string[];
}

type Site = Pick<SiteConfig, 'languages'>;

/** Every joined screen's parts, with the screen's own fields. */
export function partsOnScreens(
  site: Site,
): Array<{ screen: string; fields: DecapField[]; part: ScreenPart }> {
  return joinedContentFields(site).flatMap(({ name, fields }) =>
    fields.parts.map((part) => ({ screen: name, fields: fields.fields, part })),
  );
}

export function editorFieldsOfFile(config: DecapConfig, site: Site, file: string): FileFields {
  const ownScreens = config.collections.flatMap((collection) =>
    'files' in collection
      ? collection.files.filter((entry) => repositoryPath(entry.file) === file)
      : [],
  );
  const parts = partsOnScreens(site).filter(({ part }) => part.file === file);
  return {
    fields: [
      ...ownScreens.flatMap((screen) => screen.fields),
      ...parts.flatMap(({ part }) => part.fields),
    ],
    optionalOnScreen: parts.flatMap(({ part }) => part.optionalOnScreen ?? []),
    sharedWithScreen: parts.flatMap(({ part }) => part.sharedWithScreen ?? []),
  };
}

/** Whether a field edits a list: Decap's list, or a pick list of several things. */
export function isListField(field: DecapField): boolean {
  return (
    /(^|-)list$/.test(field.widget) || (/(^|-)pick$/.test(field.widget) && field.multiple === true)
  );
}
