/**
 * The fields of the screens that join several files (src/editor/screens):
 * each part made from its own file's schema, as every other screen's
 * fields are (fields.ts), then put together the way the screen shows them.
 * The parts are kept, with where each shows on the screen, so that the
 * tests compare every file's schema with the fields that edit it.
 */
import { z } from 'zod';
import { CONTENT_FILES, DATA_DIR, type ContentFileName } from '../../config/content/validate';
import { sourceOfTexts, type TextSource } from '../../config/content/expected-texts';
import { siteConfigJsonSchema } from '../../config/validate';
import { SITE_CONFIG_FILE } from '../../config/check-project';
import { languageName } from '../language-name';
import { ENTRY_TEXTS_FIELD } from '../screens/entries-with-texts';
import { NAMED_TEXT_KEYS } from '../screens/entry-texts';
import { PICK_SOURCES } from '../widgets/pick-options';
import type { DecapField } from './decap-types';
import { summaryWithFallback, topLevelFields, type JsonSchema } from './fields';

/** The part of a screen that edits one file: that file's fields, in the file's shape. */
export interface ScreenPart {
  /** The repository file: site.yaml, data/venues.yaml. */
  file: string;
  /** Its top-level fields, as for a screen of that file alone. */
  fields: DecapField[];
  /**
   * Values of the file that are optional on the screen though the file's
   * schema requires them: a venue's page (picture and services) may be left
   * out, and the venue then shows the default ones. Their paths: venues[].image.
   */
  optionalOnScreen?: readonly string[];
  /** Values the screen shows once for several files (a venue's name in the address): venues[].slug. */
  sharedWithScreen?: readonly string[];
}

export interface JoinedScreenFields {
  fields: DecapField[];
  parts: ScreenPart[];
}

function schemaOfContent(name: ContentFileName): JsonSchema {
  return z.toJSONSchema(CONTENT_FILES[name].schema as z.ZodType, {
    target: 'draft-7',
  }) as JsonSchema;
}

function fieldsOf(schema: JsonSchema): DecapField[] {
  return topLevelFields(schema).map(({ field }) => field);
}

function fieldNamed(fields: readonly DecapField[], name: string): DecapField {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`The schema has no ${name}.`);
  return field;
}

/** The field and everything inside it, none of it required. */
function optional(field: DecapField): DecapField {
  return {
    ...field,
    required: false,
    ...(field.fields ? { fields: field.fields.map(optional) } : {}),
    ...(field.field ? { field: optional(field.field) } : {}),
  };
}

/** A setting the owner never types (an id the screen makes): kept, not shown. */
function hidden(field: DecapField): DecapField {
  return { ...field, widget: 'hidden' };
}

/** Texts by name (a rental item's words of each spec): a list, each with its name picked. */
function byNameField(base: DecapField, byName: { label: string; pick: string }): DecapField {
  const pick = PICK_SOURCES.find((source) => source === byName.pick);
  if (!pick) throw new Error(`No pick list is called ${byName.pick}.`);
  return {
    ...base,
    widget: 'list',
    label_singular: byName.label.toLowerCase(),
    summary: summaryWithFallback(`{{fields.${NAMED_TEXT_KEYS.words}}}`, byName.label),
    fields: [
      { name: NAMED_TEXT_KEYS.name, label: byName.label, widget: 'pick', pick_from: pick },
      { name: NAMED_TEXT_KEYS.words, label: 'In words', widget: 'string' },
    ],
  };
}

/** One text of an entry, in one language. */
function textField(text: TextSource['texts'][number], required: boolean): DecapField {
  const base: DecapField = {
    name: text.key,
    label: text.label,
    hint: text.hint,
    widget: 'text',
    ...(required ? {} : { required: false }),
  };
  if (text.byName) return byNameField(base, text.byName);
  if (!text.paragraphs) return base;
  return {
    ...base,
    widget: 'list',
    label_singular: 'paragraph',
    summary: '{{fields.paragraph}}',
    field: { name: 'paragraph', label: 'Paragraph', widget: 'text' },
  };
}

/**
 * An entry's texts, one group per language of the site (the default one
 * first): "Texts → In Spanish → Caption". A text the build requires is
 * required in the default language only; the others show the default
 * language's text until they are written.
 */
export function entryTextsField(source: TextSource, languages: readonly string[]): DecapField {
  const [first] = languages;
  return {
    name: ENTRY_TEXTS_FIELD,
    label: 'Texts',
    hint: `In each language of the site. A text not written in a language shows in ${languageName(first ?? 'en')} there.`,
    widget: 'object',
    // Decap still asks for a required text inside (a photo's caption in the default language).
    required: false,
    fields: languages.map((language) => ({
      name: language,
      label: `In ${languageName(language)}`,
      widget: 'object',
      collapsed: language !== first,
      required: false,
      fields: source.texts.map((text) => textField(text, text.required && language === first)),
    })),
  };
}

/** The Venues screen: each venue's facts (site.yaml), its page (data/venues.yaml) and its texts. */
export function venuesScreenFields(languages: readonly string[]): JoinedScreenFields {
  const site = fieldNamed(fieldsOf(siteConfigJsonSchema() as JsonSchema), 'venues');
  const pageFiles = fieldsOf(schemaOfContent('venues.yaml'));
  const pages = fieldNamed(pageFiles, 'venues');
  const defaults = fieldNamed(pageFiles, 'default');
  const pageFields = (pages.fields ?? []).filter((field) => field.name !== 'slug');
  const venues: DecapField = {
    ...site,
    fields: [
      ...(site.fields ?? []),
      // A venue without a page entry shows the default picture and services.
      ...pageFields.map(optional),
      entryTextsField(sourceOfTexts('venue'), languages),
    ],
  };
  return {
    fields: [venues, defaults],
    parts: [
      { file: SITE_CONFIG_FILE, fields: [site] },
      {
        file: `${DATA_DIR}/venues.yaml`,
        fields: pageFiles,
        optionalOnScreen: pageFields.map((field) => `venues[].${field.name}`),
        // One list on the screen, each venue once, named once: its facts' list and name.
        sharedWithScreen: ['venues', 'venues[]', 'venues[].slug'],
      },
    ],
  };
}

/** The entries whose first text names them: a reviewer's name is a setting of the review itself. */
const ENTRIES_NAMED_BY_FIRST_TEXT: ReadonlySet<string> = new Set(['photo', 'rental item']);

/**
 * A list of data/ whose entries have texts (the gallery, the reviews): each
 * entry with its texts, its id made by the screen (entries-with-texts.ts).
 */
export function entriesWithTextsFields(
  name: ContentFileName,
  list: string,
  noun: string,
  languages: readonly string[],
): JoinedScreenFields {
  const fileFields = fieldsOf(schemaOfContent(name));
  const listField = fieldNamed(fileFields, list);
  const source = sourceOfTexts(noun);
  // Each entry by its words (a photo by its caption, a rental item by its name; "New photo"
  // until it has one), else as the file's list names it.
  const [firstText] = source.texts;
  const entries: DecapField = {
    ...listField,
    ...(ENTRIES_NAMED_BY_FIRST_TEXT.has(noun) && firstText && languages[0]
      ? {
          summary: summaryWithFallback(
            `{{fields.${ENTRY_TEXTS_FIELD}.${languages[0]}.${firstText.key}}}`,
            noun,
          ),
        }
      : {}),
    fields: [
      ...(listField.fields ?? []).map((field) => (field.name === 'id' ? hidden(field) : field)),
      entryTextsField(source, languages),
    ],
  };
  return {
    fields: fileFields.map((field) => (field.name === list ? entries : field)),
    parts: [{ file: `${DATA_DIR}/${name}`, fields: fileFields }],
  };
}
