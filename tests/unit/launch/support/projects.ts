/**
 * Projects for the launch tests, made from the shipped files by setting
 * values at their paths (never by searching the shipped text): the real
 * company's values below replace whatever the owner has written, so the
 * tests hold before and after the examples are replaced.
 */
import { parseDocument } from 'yaml';
import { readContentTexts } from '../../../../src/config/read-files';
import { readProjectLocales } from '../../../../src/config/project';
import type { ContentFileName } from '../../../../src/config/content/validate';
import type { SiteConfig } from '../../../../src/config/schema';
import { validateSiteConfigText } from '../../../../src/config/validate';
import type { Setting } from '../../../../scripts/project-copy/yaml-edits';
import { ROOT_DIR } from '../../../support/site';

export { siteYamlWith, type Setting } from '../../../../scripts/project-copy/yaml-edits';

/** A company with nothing left of the examples: every value a visitor sees is its own. */
export const REAL_COMPANY: readonly Setting[] = [
  [['siteUrl'], 'https://www.brightnight-events.com'],
  [['business', 'name'], 'Bright Night Events'],
  [['business', 'phone'], '(973) 814-2260'],
  [['business', 'email'], 'hello@brightnight-events.com'],
  [
    ['business', 'statSources'],
    { starRating: { source: 'Google', link: 'https://g.page/r/CbRight7Night/review' } },
  ],
  [
    ['links'],
    {
      instantQuote: 'https://quote.brightnight-events.com/',
      scheduling: 'https://calendly.com/brightnight/consultation',
      vipLogin: 'https://vip.brightnight-events.com/login',
      photoGallery: 'https://brightnight.pixieset.com/',
    },
  ],
  [['personalSites'], [{ name: 'dj-marco', url: 'https://djmarco.com/' }]],
  [['voiceAssistant', 'enabled'], true],
  [['voiceAssistant', 'attributes'], [{ name: 'agent-id', value: 'agent_01jx7q2w9vbright' }]],
  [['forms', 'provider'], 'netlify'],
  [['editor', 'repo'], 'brightnight/website'],
  [['deploy', 'demo'], false],
  [['security'], { cspReportUrl: 'https://brightnight.report-uri.com/r/d/csp/enforce' }],
];

const locales = readProjectLocales(ROOT_DIR);

export function validated(siteYaml: string): SiteConfig {
  const result = validateSiteConfigText(siteYaml, { locales });
  if (!result.ok)
    throw new Error(`The test's site.yaml is invalid: ${JSON.stringify(result.problems)}`);
  return result.config;
}

/** A content file with a list emptied or filled: reviews.yaml → reviews. */
export function contentWith(
  name: ContentFileName,
  settings: readonly Setting[],
): Partial<Record<ContentFileName, string>> {
  const texts = readContentTexts(ROOT_DIR);
  const doc = parseDocument(texts[name] ?? '');
  for (const [where, value] of settings) doc.setIn(where, doc.createNode(value));
  return { ...texts, [name]: doc.toString() };
}
