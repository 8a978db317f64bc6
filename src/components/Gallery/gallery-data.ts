import { graphql } from 'gatsby';

/** One picture of data/gallery.yaml as a page queries it: only what it shows (date: 2025-06). */
export type GalleryPictureData = Queries.GalleryPictureFragment;

/**
 * A tile is at most a third of the content width (22rem), the whole width on a phone.
 * @public
 */
export const galleryPictureFragment = graphql`
  fragment GalleryPicture on ContentGalleryPicture {
    id
    date
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.5
          breakpoints: [320, 480, 640, 960]
          sizes: "(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)"
        )
      }
    }
  }
`;

/** "2025-06" → "June 2025" in the page's locale (junio de 2025, giugno 2025). */
export function monthOfEvent(date: string, locale: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}
