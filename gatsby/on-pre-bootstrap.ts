import type { GatsbyNode } from 'gatsby';
import { loadSiteConfigOrExit, translationCoverageLines } from '../src/config/project';

/** Prints one translation-coverage line per language, with the missing keys. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  for (const line of translationCoverageLines(loadSiteConfigOrExit())) {
    if (line.endsWith('complete.')) reporter.info(line);
    else reporter.warn(line);
  }
};
