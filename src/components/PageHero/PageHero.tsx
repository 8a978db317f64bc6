import { graphql } from 'gatsby';
import type { ReactNode } from 'react';
import { PageIntro } from '../PageIntro/PageIntro';
import { Picture, type ImageFile } from '../Picture/Picture';
import { PicturePreload } from '../Picture/PicturePreload';
import * as styles from './PageHero.module.css';

interface PageHeroProps {
  /** Translation file holding the page's `heading` and `intro`. */
  namespace: string;
  values?: Record<string, string>;
  /** The page's breadcrumbs: part of the opening, above the heading. */
  breadcrumbs: ReactNode;
  image: ImageFile | null | undefined;
  imageAlt: string;
  /** Actions under the intro (buttons to the contact form…). */
  children?: ReactNode;
}

/**
 * A page's opening with its picture: beside it from 60rem, under it on
 * smaller screens, where it still starts inside the first screen. The
 * page's Head preloads it (PageHeroPreload), so it is fetched first.
 */
export function PageHero({
  namespace,
  values,
  breadcrumbs,
  image,
  imageAlt,
  children,
}: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.opening}>
        {breadcrumbs}
        <PageIntro namespace={namespace} className={styles.intro} {...(values ? { values } : {})}>
          {children}
        </PageIntro>
      </div>
      <Picture image={image} alt={imageAlt} className={styles.picture} priority />
    </div>
  );
}

/** The Head's hint for a hero picture: part of the first screen, so fetched first. */
export function PageHeroPreload({ image }: { image: ImageFile | null | undefined }) {
  return <PicturePreload image={image} />;
}

/** @public */
export const pageHeroImageFragment = graphql`
  fragment PageHeroImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        aspectRatio: 1.6
        breakpoints: [390, 540, 780, 1080, 1440]
        sizes: "(min-width: 90rem) calc(50vw + 2rem), (min-width: 60rem) 55vw, (min-width: 40rem) calc(100vw - 4rem), 100vw"
      )
    }
  }
`;
