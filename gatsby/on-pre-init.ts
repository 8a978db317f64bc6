import type { GatsbyNode } from 'gatsby';
import { loadSiteConfigOrExit } from '../src/config/project';

/**
 * Validates site.yaml before anything is sourced. gatsby-config already did
 * so to read its settings; this keeps `gatsby develop` restarts honest too.
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  loadSiteConfigOrExit();
};
