import { graphql } from 'gatsby';
import type { ReactNode } from 'react';
import { PageIntro } from '../PageIntro/PageIntro';
import { Picture, type ImageFile } from '../Picture/Picture';
import * as styles from './PageHero.module.css';

interface PageHeroProps {
  /** Translation file holding the page's `heading` and `intro`. */
  namespace: string;
  values?: Record<string, string>;
  image: ImageFile | null | undefined;
  imageAlt: string;
  /** Actions under the intro (buttons to the contact form…). */
  children?: ReactNode;
}

/**
 * A page's opening with its picture beside it (below it on phones). The
 * picture is the page's largest element, so it is fetched at once.
 */
export function PageHero({ namespace, values, image, imageAlt, children }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <PageIntro namespace={namespace} {...(values ? { values } : {})}>
        {children}
      </PageIntro>
      <Picture image={image} alt={imageAlt} className={styles.picture} priority />
    </div>
  );
}

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
