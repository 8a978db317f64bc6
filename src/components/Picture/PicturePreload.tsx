import { HIGH_PRIORITY, type ImageFile } from './Picture';

interface PreloadCandidates {
  srcSet: string;
  sizes: string;
  type: string | undefined;
}

/**
 * The files a preload hint should offer for a picture: its <picture>'s first
 * source (AVIF), else its fallback. A browser without the hinted format skips
 * the hint and picks its own source from the <picture>, so nothing downloads
 * twice; the same sizes make it pick the same file as the <img> will.
 */
export function preloadCandidates(image: ImageFile | null | undefined): PreloadCandidates | null {
  const data = image?.childImageSharp?.gatsbyImageData;
  const preferred = data?.images.sources?.[0];
  if (preferred)
    return { srcSet: preferred.srcSet, sizes: preferred.sizes ?? '100vw', type: preferred.type };
  const fallback = data?.images.fallback;
  return fallback?.srcSet
    ? { srcSet: fallback.srcSet, sizes: fallback.sizes ?? '100vw', type: undefined }
    : null;
}

interface PicturePreloadProps {
  image: ImageFile | null | undefined;
  /** Only where this media query holds: where the picture is in the first screen. */
  media?: string;
}

/** A <head> hint that fetches a picture early and first, for a page's Head. */
export function PicturePreload({ image, media }: PicturePreloadProps) {
  const candidates = preloadCandidates(image);
  if (!candidates) return null;
  return (
    <link
      rel="preload"
      as="image"
      type={candidates.type}
      imageSrcSet={candidates.srcSet}
      imageSizes={candidates.sizes}
      media={media}
      {...HIGH_PRIORITY}
    />
  );
}
