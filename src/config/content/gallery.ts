/**
 * Which pictures of data/gallery.yaml a page shows: a service page those
 * whose services include it, a venue page those taken there. Pure, so the
 * build (gatsby/create-pages.ts), the templates and the editor's preview
 * all choose alike.
 */

/** The translation file of the pictures' words: gallery.json, under each picture's id. */
export const GALLERY_NAMESPACE = 'gallery';

/** What of a gallery entry decides where it shows. */
export interface GalleryPlace {
  services?: readonly string[] | null;
  venue?: string | null;
}

/** Where a page is: the service whose page it is, or the venue it presents. */
export interface GalleryPage {
  serviceId?: string | undefined;
  venueSlug?: string | undefined;
}

export function showsOn(picture: GalleryPlace, page: GalleryPage): boolean {
  if (page.serviceId !== undefined && (picture.services ?? []).includes(page.serviceId)) {
    return true;
  }
  return page.venueSlug !== undefined && picture.venue === page.venueSlug;
}

/** The pictures a page shows, in the file's order. */
export function picturesFor<Picture extends GalleryPlace>(
  pictures: readonly Picture[],
  page: GalleryPage,
): Picture[] {
  return pictures.filter((picture) => showsOn(picture, page));
}

/** The page that `shownOn(service:, venue:)` names: the build's resolver and the previews read it alike. */
export function galleryPageNamed(args: {
  service?: string | null;
  venue?: string | null;
}): GalleryPage {
  return { serviceId: args.service ?? undefined, venueSlug: args.venue ?? undefined };
}
