/**
 * The pictures of a preview. The site's pages get their pictures from
 * gatsby-plugin-image (several sizes and formats made at build time); a
 * preview has the one file in the repository, or the one just uploaded and
 * not yet saved. Either becomes image data with that single file as its
 * source, at the size the page's query asks for (its largest width, its
 * aspect ratio), so the page keeps its layout.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { PictureSize } from '../../config/content/pictures';
import { picturePathInRepository } from '../checks/project-state';

/**
 * A picture's address in the preview, from its path as the data files write
 * it (images/venues/x.jpg); undefined while it is unknown or loading.
 */
export type PictureUrl = (imagePath: string) => string | undefined;

/** Stands in for a picture not (yet) at hand: the same shape, a quiet fill. */
export function placeholderUrl(size: PictureSize): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}">` +
    '<rect width="100%" height="100%" fill="#1e1b2c"/></svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** What a query's `gatsbyImageData(…)` asks of a picture's size (the site's queries give both). */
export interface ImageDataArguments {
  aspectRatio?: number;
  breakpoints?: readonly number[];
}

/** gatsby-plugin-image's widest default breakpoint, for a query that names none. */
const DEFAULT_WIDEST = 1920;

/**
 * The size a query's picture takes on the site: its largest width, at its
 * aspect ratio (a full-width picture's width and height attributes,
 * src/components/Picture/Picture.tsx).
 */
function sizeAsked({ aspectRatio = 1, breakpoints = [] }: ImageDataArguments): PictureSize {
  const width = breakpoints.length > 0 ? Math.max(...breakpoints) : DEFAULT_WIDEST;
  return { width, height: Math.round(width / aspectRatio) };
}

/** A data/ picture as the page's query returns it, with one source: `url`'s answer. */
export function previewImageData(
  imagePath: string,
  args: ImageDataArguments,
  url: PictureUrl,
): IGatsbyImageData {
  const size = sizeAsked(args);
  return {
    layout: 'constrained',
    width: size.width,
    height: size.height,
    images: { fallback: { src: url(imagePath) ?? placeholderUrl(size) } },
  };
}

// ── Pictures read from the repository ──────────────────────────────────────
// Decap resolves a picture only through a picture field of the entry being
// edited (its folder comes from the field). The other pages' pictures are
// read through the backend when one is provided (setPictureReader).

/** Reads a file of the repository (data/images/…) through the editor's backend. */
export type PictureReader = (repositoryPath: string) => Promise<Blob | undefined>;

let reader: PictureReader | undefined;
const stored = new Map<string, string | null>();
const pending = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** Lets previews show any picture of the repository, not only the edited entry's. */
export function setPictureReader(next: PictureReader | undefined): void {
  reader = next;
  changed();
}

/** The backend's reader of the repository's pictures, once the editor has signed in. */
export function pictureReader(): PictureReader | undefined {
  return reader;
}

/** Counts the pictures that arrived; for useSyncExternalStore. */
export function storedPicturesVersion(): number {
  return version;
}

export function onStoredPicture(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A repository picture's address once read (reading starts on the first ask). */
export function storedPictureUrl(imagePath: string): string | undefined {
  const known = stored.get(imagePath);
  if (known !== undefined) return known ?? undefined;
  const read = reader;
  if (!read || pending.has(imagePath)) return undefined;
  pending.add(imagePath);
  read(picturePathInRepository(imagePath))
    .then(
      (blob) => stored.set(imagePath, blob ? URL.createObjectURL(blob) : null),
      () => stored.set(imagePath, null),
    )
    .finally(() => {
      pending.delete(imagePath);
      changed();
    });
  return undefined;
}

// ── Pictures through Decap ─────────────────────────────────────────────────

/** What Decap's getAsset returns: an asset whose string is its address. */
export interface DecapAsset {
  path?: string;
  toString(): string;
}

export type GetAsset = (path: string, field?: unknown) => DecapAsset | null | undefined;

interface FieldLike {
  get(key: string): unknown;
}

function isField(value: unknown): value is FieldLike {
  return (
    typeof value === 'object' && value !== null && typeof (value as FieldLike).get === 'function'
  );
}

function itemsOf(value: unknown): unknown[] {
  const list = value as { toArray?: () => unknown[] } | null | undefined;
  return typeof list?.toArray === 'function' ? list.toArray() : [];
}

/**
 * The entry's picture fields by the folder they store pictures in
 * (images/venues), found in its field settings (Decap's Immutable maps, as
 * given: Decap recognises a field by identity).
 */
export function pictureFieldsByFolder(fields: unknown): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const visit = (field: unknown) => {
    if (!isField(field)) return;
    const folder = field.get('media_folder');
    if (field.get('widget') === 'picture' && typeof folder === 'string') {
      const fromData = folder.replace(/^\/?data\//, '');
      if (!found.has(fromData)) found.set(fromData, field);
    }
    itemsOf(field.get('fields')).forEach(visit);
    itemsOf(field.get('types')).forEach(visit);
    visit(field.get('field'));
  };
  itemsOf(fields).forEach(visit);
  return found;
}

/** Decap's stand-in while it loads an asset. */
const LOADING_ASSET = 'empty.svg';

function folderOf(imagePath: string): string {
  return imagePath.replace(/\/[^/]*$/, '');
}

/**
 * Picture addresses for a preview in Decap: through the edited entry's own
 * picture field where it has one for the picture's folder (this also shows
 * a picture just uploaded and not yet saved), else read from the repository.
 */
export function decapPictureUrl(getAsset: GetAsset, fields: unknown): PictureUrl {
  const byFolder = pictureFieldsByFolder(fields);
  return (imagePath) => {
    const field = byFolder.get(folderOf(imagePath));
    if (field === undefined) return storedPictureUrl(imagePath);
    const asset = getAsset(imagePath, field);
    if (!asset || asset.path === LOADING_ASSET) return undefined;
    const url = asset.toString();
    return url || undefined;
  };
}
