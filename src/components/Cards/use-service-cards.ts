import { graphql, useStaticQuery } from 'gatsby';
import type { ServiceData } from './service-data';

/**
 * Every service as a card, from one static query: its answer is one file
 * the browser fetches once and keeps for every page that asks for it. A
 * venue page names its services by id and takes their cards from here, so
 * the pictures' data is not copied into each venue's page data (there is
 * a venue page per venue, in each language).
 */
export function useServiceCards(): readonly ServiceData[] {
  const { servicesYaml } = useStaticQuery<Queries.ServiceCardsQuery>(graphql`
    query ServiceCards {
      servicesYaml {
        services {
          ...ServiceCard
        }
      }
    }
  `);
  return servicesYaml?.services ?? [];
}
