/**
 * Checks of data/gallery.yaml beyond its shape: each picture must exist,
 * show somewhere (a service with its own page, or a venue of site.yaml) and
 * have its caption and description in the default language, so no picture
 * is published without words for the people who cannot see it.
 */
import type { ConfigProblem, YamlPath } from '../problems';
import {
  duplicateIds,
  missingImage,
  missingTexts,
  textAt,
  unknownId,
  type ContentContext,
} from './cross-checks';
import { GALLERY_PHOTO_TEXTS } from './expected-texts';
import { GALLERY_NAMESPACE } from './gallery';
import type { GalleryFile, GalleryPicture } from './schema';

/** The texts each picture needs, in src/locales/<language>/gallery.json under its id. */
export const GALLERY_TEXTS = GALLERY_PHOTO_TEXTS.filter((text) => text.required).map(
  (text) => text.key,
);

/** The picture's missing texts; in the editor they are written on the photo itself. */
function missingPictureTexts(
  context: ContentContext,
  picture: GalleryPicture,
  path: YamlPath,
): ConfigProblem[] {
  const keys = GALLERY_TEXTS.map((text) => `${GALLERY_NAMESPACE}:${picture.id}.${text}`);
  const language = context.site.languages.default;
  const missing = GALLERY_PHOTO_TEXTS.filter(
    (text) =>
      text.required &&
      textAt(context.locales, language, `${GALLERY_NAMESPACE}:${picture.id}.${text.key}`) ===
        undefined,
  );
  const named = missing.map((text) => `“${text.label}”`).join(' and ');
  return missingTexts(context, keys, path, `The picture "${picture.id}"`).map((problem) => ({
    ...problem,
    editorProblem: `This photo has no ${named} in the site’s main language yet: the site shows no photo without them.`,
    editorFix: `Write ${missing.length === 1 ? 'it' : 'them'} in this photo’s Texts, in the first language.`,
  }));
}

function somewhereToShow(picture: GalleryPicture, path: YamlPath): ConfigProblem[] {
  if ((picture.services?.length ?? 0) > 0 || picture.venue) return [];
  return [
    {
      path,
      problem: `The picture "${picture.id}" names no service and no venue, so no page would show it.`,
      fix: 'Add "services: [music]" (ids from data/services.yaml) or "venue: <slug>" (a venue of site.yaml), or both.',
      editorProblem: 'This photo is of no service and no venue, so no page would show it.',
      editorFix: 'Choose the services it shows, or its venue, or both.',
    },
  ];
}

/** A service of the gallery must have a page here: one that links elsewhere cannot show it. */
function serviceWithPage(
  context: ContentContext,
  serviceId: string,
  path: YamlPath,
): ConfigProblem[] {
  const services = context.services;
  if (!services) return [];
  const known = new Set(services.map((service) => service.id));
  const unknown = unknownId(serviceId, known, path, 'a service', 'data/services.yaml');
  if (unknown.length) return unknown;
  const service = services.find((candidate) => candidate.id === serviceId);
  if (service?.path) return [];
  const withPages = services.flatMap((candidate) => (candidate.path ? [candidate.id] : []));
  return [
    {
      path,
      problem: `The service "${serviceId}" has no page on this site (it links to another website), so it cannot show the picture.`,
      fix: `Use the id of a service with its own page: ${withPages.join(', ')}.`,
      editorProblem: `The service “${serviceId}” has no page on this site (it leads to another website), so it cannot show the photo.`,
      editorFix: 'Choose a service with its own page on this site.',
    },
  ];
}

function venueOfSite(context: ContentContext, slug: string, path: YamlPath): ConfigProblem[] {
  const slugs = new Set(context.site.venues.map((venue) => venue.slug));
  return unknownId(slug, slugs, path, 'a venue of the site', 'site.yaml → venues');
}

function checkPicture(
  context: ContentContext,
  picture: GalleryPicture,
  index: number,
): ConfigProblem[] {
  const path: YamlPath = ['pictures', index];
  return [
    ...somewhereToShow(picture, path),
    ...missingImage(context, picture.image, [...path, 'image']),
    ...(picture.services ?? []).flatMap((serviceId, serviceIndex) =>
      serviceWithPage(context, serviceId, [...path, 'services', serviceIndex]),
    ),
    ...(picture.venue ? venueOfSite(context, picture.venue, [...path, 'venue']) : []),
    ...missingPictureTexts(context, picture, [...path, 'id']),
  ];
}

export function checkGalleryFile(file: GalleryFile, context: ContentContext): ConfigProblem[] {
  return [
    ...duplicateIds(file.pictures, (index) => ['pictures', index, 'id'], 'picture'),
    ...file.pictures.flatMap((picture, index) => checkPicture(context, picture, index)),
  ];
}
