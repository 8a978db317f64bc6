/**
 * The browser editor's whole configuration (Decap CMS), made from the
 * schemas and site.yaml's `editor:` settings: which screens exist, what each
 * edits and where it saves. Written at build time to /admin/config.json.
 */
import { z } from 'zod';
import { CONTENT_FILES, DATA_DIR, type ContentFileName } from '../../config/content/validate';
import { LOCALES_DIR, SITE_CONFIG_FILE } from '../../config/check-project';
import { siteIconDataUrl } from '../../components/Seo/site-icon';
import { editorSignIn } from '../../config/editor-sign-in';
import type { SiteConfig } from '../../config/schema';
import { siteConfigJsonSchema } from '../../config/validate';
import { exampleDomainOf } from '../../config/launch/example-values';
import { screenPath } from '../checks/project-state';
import type {
  DecapBackend,
  DecapConfig,
  DecapField,
  DecapFileEntry,
  DecapFilesCollection,
  DecapFolderCollection,
} from './decap-types';
import { PAGE_KEY } from '../files/formats';
import { JOINED_SCREEN_PATHS, type JoinedContentScreen } from '../screens/registry';
import { isFixed, topLevelFields, type JsonSchema } from './fields';
import {
  entriesWithTextsFields,
  venuesScreenFields,
  type JoinedScreenFields,
} from './joined-fields';

/** The formats the editor reads and writes files with (src/editor/files/formats.ts). */
export const YAML_FORMAT = 'kept-yaml';
export const JSON_FORMAT = 'kept-json';

/** The text widget of the translation files (src/editor/widgets/texts). */
export const TEXTS_FIELD = 'texts';

/**
 * Settings of site.yaml the editor leaves out, and why: `editor` says how
 * people sign in to the editor itself, so a slip there would lock them out;
 * a developer changes it. `security` is optional and usually only a
 * commented-out example, set up once together with a report service; each
 * screen edits a section the file already has.
 */
export const SETTINGS_NOT_EDITED = new Set(['editor', 'security']);

/**
 * Settings of site.yaml edited on a screen of Page content, with what else
 * belongs to them: each venue, with its page and its texts, on Venues.
 */
export const SETTINGS_ON_CONTENT_SCREENS = new Set(['venues']);

/** The screen (Decap file entry) of each content file, named for the owner. */
const CONTENT_SCREENS: Record<ContentFileName, string> = {
  'services.yaml': 'services',
  'home.yaml': 'home-page',
  'venues.yaml': 'venues',
  'catalog.yaml': 'catalog',
  'gallery.yaml': 'gallery',
  'reviews.yaml': 'reviews',
};

/**
 * The content files shown on a screen that joins other files too
 * (src/editor/screens): a venue's page with its facts and texts, a rental
 * item, a photo or a review with its texts in every language.
 */
const JOINED_CONTENT: Partial<
  Record<
    ContentFileName,
    {
      screen: JoinedContentScreen;
      label: string;
      fields: (languages: string[]) => JoinedScreenFields;
    }
  >
> = {
  'venues.yaml': { screen: 'venues', label: 'Venues', fields: venuesScreenFields },
  'catalog.yaml': {
    screen: 'catalog',
    label: 'Rental catalog',
    fields: (languages) =>
      entriesWithTextsFields('catalog.yaml', 'items', 'rental item', languages),
  },
  'gallery.yaml': {
    screen: 'gallery',
    label: 'Event gallery',
    fields: (languages) => entriesWithTextsFields('gallery.yaml', 'pictures', 'photo', languages),
  },
  'reviews.yaml': {
    screen: 'reviews',
    label: 'Reviews',
    fields: (languages) => entriesWithTextsFields('reviews.yaml', 'reviews', 'review', languages),
  },
};

/** What of site.yaml the editor's configuration is made from. */
export type SiteForEditor = Pick<SiteConfig, 'siteUrl' | 'languages' | 'editor'> & {
  business: Pick<SiteConfig['business'], 'name'>;
  deploy: Pick<SiteConfig['deploy'], 'host'>;
};

/**
 * Each top-level field checks the whole file before a save and shows the
 * build's words beside it (src/editor/widgets/checked.ts).
 */
function checked(field: DecapField): DecapField {
  return { ...field, widget: `checked-${field.widget}` };
}

function settingsCollection(): DecapFilesCollection {
  const schema = siteConfigJsonSchema() as JsonSchema;
  const files: DecapFileEntry[] = topLevelFields(schema)
    .filter(
      ({ key, field }) =>
        !SETTINGS_NOT_EDITED.has(key) && !SETTINGS_ON_CONTENT_SCREENS.has(key) && !isFixed(field),
    )
    .map(({ key, field }) => ({
      name: key,
      label: field.label,
      file: screenPath(SITE_CONFIG_FILE, key),
      fields: [checked(field)],
    }));
  return {
    name: 'settings',
    label: 'Site settings',
    description:
      'Settings of the whole site: the business facts, the links to other websites, the pages and their menus, the old addresses, the contact forms, the languages, visitor statistics and publishing.',
    format: YAML_FORMAT,
    extension: 'yaml',
    editor: { preview: true },
    files,
  };
}

/** The languages of the site, the default one first. */
function languageCodes(site: SiteForEditor): string[] {
  const codes = site.languages.supported.map((language) => language.code);
  return [site.languages.default, ...codes.filter((code) => code !== site.languages.default)];
}

/** The fields of each joined screen of Page content, with the part each file has in them. */
export function joinedContentFields(
  site: Pick<SiteForEditor, 'languages'>,
): Array<{ name: string; fields: JoinedScreenFields }> {
  return (Object.keys(CONTENT_SCREENS) as ContentFileName[]).flatMap((name) => {
    const joined = JOINED_CONTENT[name];
    return joined
      ? [
          {
            name: CONTENT_SCREENS[name],
            fields: joined.fields(languageCodes(site as SiteForEditor)),
          },
        ]
      : [];
  });
}

function contentFileEntry(site: SiteForEditor, name: ContentFileName): DecapFileEntry {
  const joined = JOINED_CONTENT[name];
  if (joined) {
    return {
      name: CONTENT_SCREENS[name],
      label: joined.label,
      file: JOINED_SCREEN_PATHS[joined.screen],
      fields: joined.fields(languageCodes(site)).fields.map(checked),
    };
  }
  const schema = z.toJSONSchema(CONTENT_FILES[name].schema as z.ZodType, {
    target: 'draft-7',
  }) as JsonSchema;
  return {
    name: CONTENT_SCREENS[name],
    label: schema.title ?? name,
    file: `${DATA_DIR}/${name}`,
    fields: topLevelFields(schema).map(({ field }) => checked(field)),
  };
}

function contentCollection(site: SiteForEditor): DecapFilesCollection {
  return {
    name: 'content',
    label: 'Page content',
    description:
      'The services, the home page’s blocks, the venues and their pages, the rental catalog, the photos of real events and the reviews clients posted.',
    format: YAML_FORMAT,
    extension: 'yaml',
    editor: { preview: true },
    files: (Object.keys(CONTENT_SCREENS) as ContentFileName[]).map((name) =>
      contentFileEntry(site, name),
    ),
  };
}

function textsCollection(site: SiteForEditor): DecapFolderCollection {
  return {
    name: 'texts',
    label: 'Texts',
    description:
      'Every text visitors read, one entry per page, in the order of the site’s menus (“Menus and footer”: the texts every page shows), in each language of the site. English is the reference; a text missing in another language shows in English until it is written.',
    // The default language's files name the pages; each screen holds every language (screens/texts.ts).
    folder: `${LOCALES_DIR}/${site.languages.default}`,
    format: JSON_FORMAT,
    extension: 'json',
    create: false,
    delete: false,
    identifier_field: 'slug',
    // Each file by its page's name, in the order of the site's menus (backend/texts-pages.ts).
    summary: `{{fields.${PAGE_KEY}}}`,
    editor: { preview: true },
    // Not required: a language may not have this file yet.
    fields: [
      {
        name: TEXTS_FIELD,
        label: 'Texts',
        widget: TEXTS_FIELD,
        required: false,
        languages: languageCodes(site),
      },
    ],
  };
}

/** How saves read in the repository's history, where an owner looks to undo one. */
const COMMIT_MESSAGES: DecapBackend['commit_messages'] = {
  create: 'Editor: {{collection}}, new “{{slug}}”',
  update: 'Editor: {{collection}}, “{{slug}}”',
  delete: 'Editor: {{collection}}, “{{slug}}” deleted',
  uploadMedia: 'Editor: picture {{path}} uploaded',
  deleteMedia: 'Editor: picture {{path}} deleted',
};

/**
 * Where the deployed editor saves, and how its people sign in, from
 * site.yaml's `editor:` (and, for GitHub, the host: on Cloudflare Pages the
 * site's own handler, src/sign-in).
 */
export function deployedBackend(site: Omit<SiteForEditor, 'languages' | 'business'>): DecapBackend {
  const { editor } = site;
  const backend: DecapBackend = {
    name: `checked-${editor.backend}`,
    branch: editor.branch,
    commit_messages: COMMIT_MESSAGES,
  };
  if (editor.repo) backend.repo = editor.repo;
  const signIn = editorSignIn(site);
  if (signIn.kind === 'github' && signIn.by !== 'netlify') {
    backend.base_url = signIn.service;
    backend.auth_endpoint = signIn.authPath.replace(/^\//, '');
  }
  if (signIn.kind === 'gitlab' && editor.authUrl) backend.base_url = signIn.server;
  if (editor.backend === 'gitlab' && editor.appId) {
    backend.app_id = editor.appId;
    backend.auth_type = 'pkce';
  }
  return backend;
}

/** The local editor (npm run editor) saves into the working tree through its own server. */
export function localBackend(branch: string): DecapBackend {
  return { name: 'checked-proxy', proxy_url: '/api/v1', branch, commit_messages: COMMIT_MESSAGES };
}

export function editorConfig(site: SiteForEditor, backend = deployedBackend(site)): DecapConfig {
  // "Open the live site" leads to the site's real address, and is not shown until it has one.
  const liveAddress = exampleDomainOf(site.siteUrl)
    ? {}
    : { site_url: site.siteUrl, display_url: site.siteUrl };
  const config: DecapConfig = {
    load_config_file: false,
    backend,
    ...liveAddress,
    // The site's icon on the sign-in screen, beside the business's name (src/editor/sign-in.ts).
    logo: { src: siteIconDataUrl(site.business.name), show_in_header: false },
    locale: 'en',
    // New pictures go to the folder of the field they are for (fields.ts);
    // this is only where the media library opens.
    media_folder: `${DATA_DIR}/images`,
    public_folder: 'images',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [settingsCollection(), contentCollection(site), textsCollection(site)],
  };
  if (site.editor.reviewBeforePublishing) config.publish_mode = 'editorial_workflow';
  return config;
}
