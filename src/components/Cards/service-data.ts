import { graphql } from 'gatsby';

/** One entry of data/services.yaml as the pages query it (the ServiceCard fragment). */
export type ServiceData = Queries.ServiceCardFragment;

/** The services with the given ids, in that order (unknown ids are skipped). */
export function servicesByIds(
  services: readonly ServiceData[],
  ids: readonly string[] | null | undefined,
): ServiceData[] {
  return (ids ?? []).flatMap((id) => services.filter((service) => service.id === id));
}

/** @public */
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
