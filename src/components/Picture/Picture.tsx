import type { IGatsbyImageData } from 'gatsby-plugin-image';
import * as styles from './Picture.module.css';

/** A data/ picture as GraphQL returns it: a File with its processed sizes. */
export interface ImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

interface PictureProps {
  image: ImageFile | null | undefined;
  /** What the picture shows, in the page's language (from the translation files). */
  alt: string;
  className?: string | undefined;
  /** The picture a visitor sees first: fetched at once and early, never lazily. */
  priority?: boolean;
}

/**
 * A data/ picture in every size and format gatsby-plugin-image made for it
 * (AVIF, WebP, a JPEG fallback), as a native <picture>. Its width and height
 * attributes give it its final shape from the first paint, so nothing moves
 * when it arrives, and the browser's own lazy loading needs no script: the
 * picture shows before, and without, JavaScript. Rendering the image data
 * ourselves rather than with <GatsbyImage> keeps that component's runtime
 * (about 4 KB gzip) off every page.
 */
/**
 * Fetch the first picture before other images. React 18 knows no
 * fetchPriority prop, so the attribute goes in as written in HTML.
 */
export const HIGH_PRIORITY: Record<string, string> = { fetchpriority: 'high' };

/**
 * The picture's size in pixels, for its width and height attributes. Full-width
 * image data only gives a ratio (1 × 0.75); its largest file gives the pixels.
 */
export function intrinsicSize(data: IGatsbyImageData): { width: number; height: number } {
  if (data.layout !== 'fullWidth') return { width: data.width, height: data.height };
  const widths = (data.images.fallback?.srcSet ?? '')
    .split(',')
    .map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1] ?? 0));
  const width = Math.max(...widths, 1);
  return { width, height: Math.round((width * data.height) / data.width) };
}

export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const data = image?.childImageSharp?.gatsbyImageData;
  if (!data) return null;
  const { fallback, sources = [] } = data.images;
  const { width, height } = intrinsicSize(data);
  return (
    <picture
      className={className ? `${styles.picture} ${className}` : styles.picture}
      style={data.backgroundColor ? { backgroundColor: data.backgroundColor } : undefined}
    >
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.image}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? HIGH_PRIORITY : {})}
      />
    </picture>
  );
}
