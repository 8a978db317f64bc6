import type { GatsbyNode } from 'gatsby';
import { checkProjectOrExit } from '../src/config/project';
import { keepGraphqlTypesBeforeBuild } from './graphql-types-file';

/**
 * Validates the content files of data/ against site.yaml before anything is
 * sourced. site.yaml itself was checked when gatsby-config read it; asking
 * again here costs nothing (src/config/project.ts keeps each check's result
 * for the process) and keeps `gatsby develop` restarts honest. A build on a
 * host's own servers must be written for that host. The query types as
 * they were committed are kept aside before the build rewrites them.
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  checkProjectOrExit();
  keepGraphqlTypesBeforeBuild();
};
