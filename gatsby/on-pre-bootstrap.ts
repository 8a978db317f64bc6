import type { GatsbyNode } from 'gatsby';
import { formatCoverage, translationCoverage } from '../src/config/locales';
import { loadSiteConfigOrExit, readProjectLocales } from '../src/config/project';

/** Prints one translation-coverage line per language, with the missing keys. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const site = loadSiteConfigOrExit();
  const coverage = translationCoverage(
    readProjectLocales(),
    site.languages.default,
    site.languages.supported.map((language) => language.code),
  );
  for (const line of formatCoverage(coverage)) {
    if (line.endsWith('complete.')) reporter.info(line);
    else reporter.warn(line);
  }
};
