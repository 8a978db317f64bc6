/**
 * Typed access to Decap CMS, which /admin/ loads as its own prebuilt script
 * (public/admin/decap-cms.js) with its own React: our code reaches it only
 * through the globals it sets, `CMS`, `h` (its createElement) and
 * `createClass`. What is typed here is what this project uses.
 */
import type { DecapConfig } from './config/decap-types';

/** Decap hands entries and field settings around as Immutable.js values. */
export interface ImmutableValue {
  get(key: string | number): unknown;
  getIn(path: ReadonlyArray<string | number>): unknown;
  toJS(): unknown;
}

export function isImmutable(value: unknown): value is ImmutableValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<ImmutableValue>).toJS === 'function'
  );
}

/** A plain JS copy of a value Decap passes, Immutable or not. */
export function plain(value: unknown): unknown {
  return isImmutable(value) ? value.toJS() : value;
}

/** A file as a backend reads it. */
export interface ImplementationEntry {
  file: { path: string; id?: string | null };
  /** null for a missing file on the local server. */
  data: string | null;
}

export interface DataFile {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}

/** A picture on its way to the repository. */
export interface AssetProxy {
  path: string;
  fileObj?: File;
  toBase64?: () => Promise<string>;
}

export interface ImplementationMediaFile {
  id?: string;
  name: string;
  path: string;
  size?: number;
  url?: string;
  displayURL?: string | { id: string; path: string };
  file?: File;
}

/**
 * A Decap backend implementation (GitHub, GitLab, git-gateway, or the local
 * proxy): the methods our wrapper intercepts. Every other method passes
 * through untouched.
 */
export interface Implementation {
  getEntry(path: string): Promise<ImplementationEntry>;
  entriesByFiles(files: Array<{ path: string }>): Promise<ImplementationEntry[]>;
  entriesByFolder(folder: string, extension: string, depth: number): Promise<ImplementationEntry[]>;
  persistEntry(
    entry: { dataFiles: DataFile[]; assets: AssetProxy[] },
    options: Record<string, unknown>,
  ): Promise<unknown>;
  persistMedia(
    file: AssetProxy,
    options: Record<string, unknown>,
  ): Promise<ImplementationMediaFile>;
  getMedia(folder?: string): Promise<ImplementationMediaFile[]>;
  getMediaFile(path: string): Promise<ImplementationMediaFile>;
}

export interface CustomFormat {
  fromFile(text: string): unknown;
  toFile(data: unknown): string;
}

/** Decap's React element factory (its own React's createElement). */
export type DecapCreateElement = (
  type: unknown,
  props?: unknown,
  ...children: unknown[]
) => unknown;

/** create-react-class: a class component for Decap's React, written without its JSX. */
export type DecapCreateClass = (spec: object) => unknown;

export interface DecapCms {
  init(options: { config: DecapConfig }): void;
  registerBackend(name: string, backend: unknown): void;
  getBackend(name: string): { init: (...args: unknown[]) => Implementation } | undefined;
  registerCustomFormat(name: string, extension: string, format: CustomFormat): void;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
  getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(href: string): void;
  registerLocale(locale: string, phrases: unknown): void;
  getLocale(locale: string): unknown;
}

declare global {
  interface Window {
    CMS?: DecapCms;
    h?: DecapCreateElement;
    createClass?: DecapCreateClass;
    CMS_MANUAL_INIT?: boolean;
  }
}

/** The globals Decap's script set; it must have loaded before ours. */
export function decap(): { CMS: DecapCms; h: DecapCreateElement; createClass: DecapCreateClass } {
  const { CMS, h, createClass } = window;
  if (!CMS || !h || !createClass) {
    throw new Error('Decap CMS has not loaded: /admin/decap-cms.js must come before the editor.');
  }
  return { CMS, h, createClass };
}
