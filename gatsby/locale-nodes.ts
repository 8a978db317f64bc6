/**
 * One `Locale` node per translation file of src/locales/<language>/, which
 * the page queries ask for (allLocale). gatsby-plugin-react-i18next's own
 * node code does it; the plugin itself is not listed in gatsby-config any
 * more, because listing it also puts its heavier page wrapper in the
 * browser (see src/i18n/page-translations.tsx).
 */
import type { Node } from 'gatsby';
import {
  onCreateNode as createLocaleNode,
  unstable_shouldOnCreateNode as isJsonFile,
} from 'gatsby-plugin-react-i18next/dist/plugin/onCreateNode';
import type { PluginOptions } from 'gatsby-plugin-react-i18next/dist/types';
import { withoutByteOrderMark } from '../src/config/translation-files';

/** The gatsby-source-filesystem instance (gatsby-config) that reads src/locales. */
export const LOCALE_SOURCE_NAME = 'locale';

const LOCALE_OPTIONS = {
  localeJsonSourceName: LOCALE_SOURCE_NAME,
  verbose: false,
} as PluginOptions;

/** Only JSON files can be translation files: Gatsby skips the others' onCreateNode. */
export function shouldOnCreateNode({ node }: { node: Node }): boolean {
  return isJsonFile({ node });
}

/**
 * The plugin's code checks itself that the node is a File of the locale
 * source. The build accepts a translation file saved with a byte-order mark
 * (src/config/translation-files.ts), which the plugin's JSON.parse would not.
 */
export function onCreateNode(args: Parameters<typeof createLocaleNode>[0]): Promise<void> {
  const loadNodeContent = async (node: Node) =>
    withoutByteOrderMark(await args.loadNodeContent(node));
  return createLocaleNode({ ...args, loadNodeContent }, LOCALE_OPTIONS);
}
