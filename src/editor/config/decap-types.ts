/**
 * The parts of Decap CMS's configuration this project writes (see
 * https://decapcms.org/docs/configuration-options/). Only what we use.
 */
import type { PictureRule } from '../../config/content/pictures';

/** A value of a choice list, alone (shown as it is written) or with the words shown for it. */
export type DecapOption = string | { label: string; value: string };

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  /** [regular expression, message shown when a value does not match] */
  pattern?: [string, string];
  /** A choice list's values, each alone or with the words the list shows for it. */
  options?: DecapOption[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  default?: unknown;
  /** An object's or a list item's fields. */
  fields?: DecapField[];
  /** A list of single values: the field each value is edited with. */
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  label_singular?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  i18n?: boolean;
  /** Our picture widget's rule: shape and minimum size (src/config/content/pictures.ts). */
  picture?: PictureRule;
  /** Our texts widget: the languages of the site, the default one first. */
  languages?: string[];
  /** Our pick widget: what it lists (widgets/pick.ts), and whether several may be picked. */
  pick_from?: string;
  multiple?: boolean;
  /** Decap's date widget: how the date is written, and that it has no time. */
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
}

export interface DecapFileEntry {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

interface DecapCollectionBase {
  name: string;
  label: string;
  description?: string;
  format: string;
  extension?: string;
  editor?: { preview: boolean };
}

export interface DecapFilesCollection extends DecapCollectionBase {
  files: DecapFileEntry[];
}

export interface DecapFolderCollection extends DecapCollectionBase {
  folder: string;
  create: false;
  delete: false;
  summary?: string;
  identifier_field?: string;
  fields: DecapField[];
}

export type DecapCollection = DecapFilesCollection | DecapFolderCollection;

export interface DecapBackend {
  name: string;
  repo?: string;
  branch: string;
  /** Where the sign-in window opens: `base_url` + `/` + `auth_endpoint` (Decap's default: `auth`). */
  base_url?: string;
  auth_endpoint?: string;
  app_id?: string;
  auth_type?: 'pkce';
  proxy_url?: string;
  squash_merges?: boolean;
  commit_messages?: Partial<
    Record<'create' | 'update' | 'delete' | 'uploadMedia' | 'deleteMedia', string>
  >;
}

export interface DecapConfig {
  load_config_file: false;
  backend: DecapBackend;
  publish_mode?: 'editorial_workflow';
  /** The site's live address (none while it is an example one). */
  site_url?: string;
  display_url?: string;
  locale: string;
  media_folder: string;
  public_folder: string;
  media_library?: { name: string; config?: Record<string, unknown> };
  /** The sign-in screen's picture (Decap's own logo otherwise). */
  logo?: { src: string; show_in_header?: boolean };
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' };
  collections: DecapCollection[];
}
