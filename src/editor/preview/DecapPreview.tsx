/**
 * A preview as Decap shows it beside the form: the entry being edited (its
 * current, unsaved data) over the editor's view of the repository, rendered
 * again on each edit, when the repository view is refreshed and when a
 * picture arrives.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { onProjectState, projectState } from '../backend/project-store';
import type { ProjectState } from '../checks/project-state';
import { plain, type ImmutableValue } from '../decap';
import { BASE_KEY, baseOf } from '../files/formats';
import { screenFilesOf } from '../screens/screen-files';
import {
  CannotShow,
  HomePagePreview,
  PreviewMessage,
  previewReason,
  VenuePagePreview,
  type EditedList,
} from './PagePreview';
import { GalleryPagePreview } from './GalleryPreview';
import {
  KindPreview,
  NothingShownPreview,
  PagesPreview,
  PersonalSitesPreview,
  RedirectsPreview,
  TextsPreview,
} from './RoutePreview';
import { decapPictureUrl, onStoredPicture, storedPicturesVersion, type GetAsset } from './pictures';
import { previewSources, type EditedFile, type PreviewSources } from './sources';
import { isRecord } from '../../lib/json';

/**
 * What each screen of the editor previews (its name in editor-config.ts):
 * the page it changes, or for a setting that makes no page, what visitors
 * get from it. A screen not named here (a setting added later) says that no
 * page shows it.
 */
const PREVIEWS = {
  // Site settings.
  siteUrl: 'home',
  business: 'home',
  languages: 'home',
  links: 'home',
  nav: 'home',
  voiceAssistant: 'home',
  routes: 'pages',
  redirects: 'redirects',
  personalSites: 'personal-sites',
  forms: 'contact',
  deploy: 'nothing',
  // Page content.
  services: 'services',
  'home-page': 'home',
  venues: 'venue',
  catalog: 'catalog',
  gallery: 'gallery',
  reviews: 'home',
  // Texts (a translation file: its page).
  texts: 'texts',
} as const;

/** A preview template: the name of the screen it previews. */
export type PreviewTemplate = string;
type PreviewKind = (typeof PREVIEWS)[keyof typeof PREVIEWS] | 'other';

/** The kind of preview of a screen. */
export function previewOf(screen: string): PreviewKind {
  return (PREVIEWS as Record<string, PreviewKind>)[screen] ?? 'other';
}

/** What Decap hands a preview template (the parts used here). */
export interface DecapPreviewProps {
  entry: ImmutableValue;
  getAsset: GetAsset;
  /** The entry's field settings (an Immutable list). */
  fields?: unknown;
  /** The preview frame's document and window. */
  document?: Document;
  window?: Window;
}

/** An entry's data as the file has it: Decap's values made plain, our base left out. */
function fileData(data: unknown): Record<string, unknown> | undefined {
  const value = plain(data);
  if (!isRecord(value)) return undefined;
  const { [BASE_KEY]: _base, ...rest } = value;
  return rest;
}

/**
 * The files the entry changes, as they are in the form now: the file of a
 * screen of one file, each file of a joined screen (a venue's facts, page
 * and texts; a page's texts in every language).
 */
export function editedFilesOf(entry: ImmutableValue): EditedFile[] {
  const screen = entry.get('path');
  const value = plain(entry.get('data'));
  const data = fileData(value);
  if (typeof screen !== 'string' || !data) return [];
  const { files } = screenFilesOf(screen, data, baseOf(value));
  return [...files].map(([path, fileContent]) => ({ path, data: fileContent }));
}

function subscribeProject(listener: () => void): () => void {
  const stop = onProjectState(() => listener());
  return () => {
    stop();
  };
}

/** Names the preview frame for assistive technology, and gives its page a language. */
function useFrameLabels(frameWindow: Window | undefined, frameDocument: Document | undefined) {
  useEffect(() => {
    const frame = frameWindow?.frameElement;
    if (frame && !frame.getAttribute('title')) frame.setAttribute('title', 'Page preview');
    const root = frameDocument?.documentElement;
    if (root && !root.lang) root.lang = 'en';
  }, [frameWindow, frameDocument]);
}

function sourcesOrProblem(
  state: ProjectState,
  edited: readonly EditedFile[],
): PreviewSources | string {
  try {
    return previewSources(state, edited);
  } catch (error) {
    return previewReason(error);
  }
}

export function DecapPagePreview({
  template,
  preview,
}: {
  template: PreviewTemplate;
  preview: DecapPreviewProps;
}) {
  const state = useSyncExternalStore(subscribeProject, projectState);
  useSyncExternalStore(onStoredPicture, storedPicturesVersion);
  useFrameLabels(preview.window, preview.document);
  if (!state) return <PreviewMessage>Reading the site’s files for the preview…</PreviewMessage>;
  const edited = editedFilesOf(preview.entry);
  const sources = sourcesOrProblem(state, edited);
  if (typeof sources === 'string') {
    return <CannotShow reason={sources} />;
  }
  const pictures = decapPictureUrl(preview.getAsset, preview.fields);
  const kind = previewOf(template);
  switch (kind) {
    case 'venue': {
      const venues = edited[0]?.data;
      const list = isRecord(venues) && Array.isArray(venues.venues) ? venues.venues : undefined;
      return (
        <VenuePagePreview
          sources={sources}
          pictures={pictures}
          editedVenues={list as EditedList | undefined}
        />
      );
    }
    // The home page shows the banner's sources, the menus, the links and the reviews (the newest few).
    case 'home':
      return <HomePagePreview sources={sources} pictures={pictures} />;
    case 'gallery': {
      const gallery = edited[0]?.data;
      const list =
        isRecord(gallery) && Array.isArray(gallery.pictures) ? gallery.pictures : undefined;
      return (
        <GalleryPagePreview
          sources={sources}
          pictures={pictures}
          editedPictures={list as EditedList | undefined}
        />
      );
    }
    case 'services':
    case 'catalog':
    case 'contact':
      return <KindPreview sources={sources} pictures={pictures} kind={kind} />;
    case 'pages':
      return <PagesPreview sources={sources} pictures={pictures} />;
    case 'redirects':
      return <RedirectsPreview sources={sources} pictures={pictures} />;
    case 'personal-sites':
      return <PersonalSitesPreview sources={sources} pictures={pictures} />;
    case 'nothing':
      return (
        <NothingShownPreview what="This says where the site is published: its pages look the same." />
      );
    case 'other':
      return (
        <NothingShownPreview what="No page shows this setting: there is nothing to preview." />
      );
    case 'texts': {
      const slug = preview.entry.get('slug');
      return (
        <TextsPreview
          sources={sources}
          pictures={pictures}
          namespace={typeof slug === 'string' ? slug : ''}
        />
      );
    }
  }
}
