import type { GatsbyNode } from 'gatsby';
import { checkProjectOrExit } from '../src/config/project';
import { keepGraphqlTypesBeforeBuild } from './graphql-types-file';
import { checkLaunchOrExit } from './launch';

/**
 * Validates the content files of data/ against site.yaml before anything is
 * sourced. site.yaml itself was checked when gatsby-config read it; asking
 * again here costs nothing (src/config/project.ts keeps each check's result
 * for the process) and keeps `gatsby develop` restarts honest. A build on a
 * host's own servers must be written for that host, and one that publishes
 * the site holds no example value (gatsby/launch.ts). The query types as
 * they were committed are kept aside before the build rewrites them.
 */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const site = checkProjectOrExit();
  checkLaunchOrExit(site, reporter);
  keepGraphqlTypesBeforeBuild();
};
