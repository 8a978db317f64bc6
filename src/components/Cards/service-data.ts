import { graphql } from 'gatsby';
import type { ExternalLinkName } from '../../config/constants';
import type { ImageFile } from '../Picture/Picture';

/** One entry of data/services.yaml as the pages query it. */
export interface ServiceData {
  id: string;
  path: string | null;
  link: ExternalLinkName | null;
  label: string;
  image: ImageFile | null;
  related: string[] | null;
  sections: string[] | null;
}

/** The services with the given ids, in that order (unknown ids are skipped). */
export function servicesByIds(
  services: readonly ServiceData[],
  ids: readonly string[] | null | undefined,
): ServiceData[] {
  return (ids ?? []).flatMap((id) => services.filter((service) => service.id === id));
}

export const serviceCardFragment = graphql`
  fragment ServiceCard on ContentService {
    id
    path
    link
    label
    related
    sections
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 1.6
          breakpoints: [320, 480, 640, 960]
          sizes: "(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)"
        )
      }
    }
  }
`;
