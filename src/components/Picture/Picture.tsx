import { GatsbyImage, getImage, type IGatsbyImageData } from 'gatsby-plugin-image';

/** A data/ picture as GraphQL returns it: a File with its processed sizes. */
export interface ImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

interface PictureProps {
  image: ImageFile | null | undefined;
  /** What the picture shows, in the page's language (from the translation files). */
  alt: string;
  className?: string | undefined;
  /** The picture a visitor sees first: fetched at once rather than lazily. */
  priority?: boolean;
}

/**
 * A responsive picture from data/ (WebP with a JPEG fallback, every width
 * the layout needs). Its box has the picture's final size from the first
 * paint, so nothing moves when it arrives.
 */
export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const data = image ? getImage(image.childImageSharp?.gatsbyImageData ?? null) : undefined;
  if (!data) return null;
  return (
    <GatsbyImage
      image={data}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
    />
  );
}
