/**
 * What a preview shows, read from the editor's view of the repository
 * (ProjectState: site.yaml, data/*.yaml, src/locales/…) with the entry being
 * edited in place of its own file(s): the page as it will look once saved.
 */
import { parse } from 'yaml';
import type {
  CatalogFile,
  GalleryFile,
  HomeFile,
  ReviewsFile,
  ServicesFile,
  VenuesFile,
} from '../../config/content/schema';
import { DATA_DIR } from '../../config/content/validate';
import { SITE_CONFIG_FILE } from '../../config/check-project';
import type { SiteConfig } from '../../config/schema';
import { localeFileOf, type ProjectState } from '../checks/project-state';
import { isRecord } from '../../lib/json';

/** A file as the entry being edited has it now, unsaved: its parsed data. */
export interface EditedFile {
  /** Its path in the repository: site.yaml, data/venues.yaml, src/locales/es/home.json */
  path: string;
  data: unknown;
}

export interface PreviewSources {
  site: SiteConfig;
  services: ServicesFile;
  venues: VenuesFile;
  home: HomeFile;
  /** data/gallery.yaml; no pictures while the file has none (or is missing). */
  gallery: GalleryFile;
  /** data/reviews.yaml; no reviews while the file is missing or empty. */
  reviews: ReviewsFile;
  /** data/catalog.yaml as far as it is written (its page lists what is there). */
  catalog: CatalogFile;
  /** The translation files' JSON, by language then namespace. */
  locales: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** A file a preview needs is missing or unreadable: said in the owner's words. */
export class PreviewSourceProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewSourceProblem';
  }
}

export const SERVICES_PATH = `${DATA_DIR}/services.yaml`;
export const VENUES_PATH = `${DATA_DIR}/venues.yaml`;
export const HOME_PATH = `${DATA_DIR}/home.yaml`;
export const GALLERY_PATH = `${DATA_DIR}/gallery.yaml`;
export const REVIEWS_PATH = `${DATA_DIR}/reviews.yaml`;
export const CATALOG_PATH = `${DATA_DIR}/catalog.yaml`;

/** data/catalog.yaml's categories and items, those written so far. */
function catalogOf(state: ProjectState, edited: readonly EditedFile[]): CatalogFile {
  const { categories, items } = yamlFile(state, edited, CATALOG_PATH);
  return {
    categories: Array.isArray(categories)
      ? categories.filter((category): category is string => typeof category === 'string')
      : [],
    items: (Array.isArray(items) ? items.filter(isRecord) : []) as CatalogFile['items'],
  };
}

/** data/reviews.yaml's list, or none: a page previews fine without reviews. */
function reviewsFile(data: Record<string, unknown>): ReviewsFile {
  return { reviews: Array.isArray(data.reviews) ? (data.reviews as ReviewsFile['reviews']) : [] };
}

function readYaml(state: ProjectState, path: string): Record<string, unknown> {
  const text = state.texts.get(path);
  if (text === undefined) return {};
  try {
    const data: unknown = parse(text);
    return isRecord(data) ? data : {};
  } catch {
    throw new PreviewSourceProblem(
      'a part of the site’s files was changed outside the editor and cannot be read: ask your developer to check the site’s files.',
    );
  }
}

/**
 * A YAML file with the edited entry's data over it. Decap's entry holds the
 * whole file, but only top-level keys are replaced, so a screen that shows
 * part of site.yaml never hides the rest.
 */
function yamlFile(
  state: ProjectState,
  edited: readonly EditedFile[],
  path: string,
): Record<string, unknown> {
  const file = readYaml(state, path);
  const entry = edited.find((candidate) => candidate.path === path);
  return entry && isRecord(entry.data) ? { ...file, ...entry.data } : file;
}

function required<T>(data: Record<string, unknown>, path: string, keys: readonly string[]): T {
  const missing = keys.filter((key) => data[key] === undefined || data[key] === null);
  if (missing.length) {
    throw new PreviewSourceProblem(
      `a part of the site’s files lacks a whole section (${missing.length} of them): ask your developer to check the site’s files.`,
    );
  }
  return data as T;
}

/**
 * The gallery as far as it is written: the pages still show without it, as
 * they do on the site while it is empty; its entries are checked on saving.
 */
function galleryOf(state: ProjectState, edited: readonly EditedFile[]): GalleryFile {
  const { pictures } = yamlFile(state, edited, GALLERY_PATH);
  if (!Array.isArray(pictures)) return { pictures: [] };
  return { pictures: pictures.filter(isRecord) as GalleryFile['pictures'] };
}

function localesOf(
  state: ProjectState,
  edited: readonly EditedFile[],
): Map<string, Map<string, string>> {
  const locales = new Map<string, Map<string, string>>();
  const put = (path: string, text: string) => {
    const file = localeFileOf(path);
    if (!file) return;
    let namespaces = locales.get(file.language);
    if (!namespaces) {
      namespaces = new Map();
      locales.set(file.language, namespaces);
    }
    namespaces.set(file.namespace, text);
  };
  for (const [path, text] of state.texts) put(path, text);
  for (const file of edited) {
    if (isRecord(file.data)) put(file.path, JSON.stringify(file.data));
  }
  return locales;
}

/**
 * A venue's page being written (its picture chosen, its services not yet):
 * shown with the default picture or services for what it lacks, as the page
 * shows until they are chosen. The save's check asks for both.
 */
function withDefaultsFilledIn(file: VenuesFile): VenuesFile {
  if (!isRecord(file.default) || !Array.isArray(file.venues)) return file;
  const { image, services } = file.default;
  return {
    ...file,
    venues: file.venues.filter(isRecord).map((venue) => ({
      ...venue,
      image: typeof venue.image === 'string' && venue.image !== '' ? venue.image : image,
      services:
        Array.isArray(venue.services) && venue.services.length > 0 ? venue.services : services,
    })),
  };
}

/** The project as the preview shows it: saved files, with the edited ones as they are now. */
export function previewSources(
  state: ProjectState,
  edited: readonly EditedFile[] = [],
): PreviewSources {
  return {
    site: required<SiteConfig>(yamlFile(state, edited, SITE_CONFIG_FILE), SITE_CONFIG_FILE, [
      'siteUrl',
      'languages',
      'routes',
      'venues',
      'business',
      'links',
      'nav',
      'menu',
      'voiceAssistant',
    ]),
    services: required<ServicesFile>(yamlFile(state, edited, SERVICES_PATH), SERVICES_PATH, [
      'services',
    ]),
    venues: withDefaultsFilledIn(
      required<VenuesFile>(yamlFile(state, edited, VENUES_PATH), VENUES_PATH, [
        'default',
        'venues',
      ]),
    ),
    home: required<HomeFile>(yamlFile(state, edited, HOME_PATH), HOME_PATH, [
      'heroImage',
      'audiences',
      'corporate',
    ]),
    gallery: galleryOf(state, edited),
    reviews: reviewsFile(yamlFile(state, edited, REVIEWS_PATH)),
    catalog: catalogOf(state, edited),
    locales: localesOf(state, edited),
  };
}
