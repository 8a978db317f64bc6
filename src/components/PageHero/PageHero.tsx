import { graphql } from 'gatsby';
import type { ReactNode } from 'react';
import { PageIntro } from '../PageIntro/PageIntro';
import { Picture, type ImageFile } from '../Picture/Picture';
import { PicturePreload } from '../Picture/PicturePreload';
import { PICTURE_IN_FIRST_SCREEN } from './first-screen';
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
 * A page's opening with its picture beside it. On a phone the opening fills
 * the first screen and the picture follows below it (see first-screen.ts):
 * the picture loads lazily there, and the page's Head preloads it wherever it
 * is in the first screen (PageHeroPreload).
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
        <div className={styles.breadcrumbs}>{breadcrumbs}</div>
        <PageIntro namespace={namespace} className={styles.intro} {...(values ? { values } : {})}>
          {children}
        </PageIntro>
      </div>
      <Picture image={image} alt={imageAlt} className={styles.picture} />
    </div>
  );
}

/** The Head's hint for a hero picture: fetched first where it shows at once. */
export function PageHeroPreload({ image }: { image: ImageFile | null | undefined }) {
  return <PicturePreload image={image} media={PICTURE_IN_FIRST_SCREEN} />;
}

/** @public */
export const pageHeroImageFragment = graphql`
  fragment PageHeroImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        aspectRatio: 1.6
        breakpoints: [360, 540, 720, 1080]
        sizes: "(min-width: 72rem) 34rem, (min-width: 60rem) 45vw, calc(100vw - 2rem)"
      )
    }
  }
`;
