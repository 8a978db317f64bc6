import type { GatsbyNode } from 'gatsby';
import {
  checkBuildHostOrExit,
  checkContentOrExit,
  loadSiteConfigOrExit,
} from '../src/config/project';
import { keepGraphqlTypesBeforeBuild } from './graphql-types-file';

/**
 * Validates site.yaml, then the content files of data/, before anything is
 * sourced. gatsby-config already checked site.yaml to read its settings;
 * this keeps `gatsby develop` restarts honest too. A build on a host's own
 * servers must be written for that host. The query types as they were
 * committed are kept aside before the build rewrites them.
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  const site = loadSiteConfigOrExit();
  checkContentOrExit(site);
  checkBuildHostOrExit(site);
  keepGraphqlTypesBeforeBuild();
};
