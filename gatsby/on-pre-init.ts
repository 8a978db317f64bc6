import type { GatsbyNode } from 'gatsby';
import { checkContentOrExit, loadSiteConfigOrExit } from '../src/config/project';

/**
 * Validates site.yaml, then the content files of data/, before anything is
 * sourced. gatsby-config already checked site.yaml to read its settings;
 * this keeps `gatsby develop` restarts honest too.
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  checkContentOrExit(loadSiteConfigOrExit());
};
