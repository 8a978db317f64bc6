/**
 * Locale.texts(keep:): a translation file's JSON with some branches reduced
 * to the keys a page shows (src/i18n/locale-branches.ts), asked for as
 * `data: texts(keep: $localeBranches)` so the page's texts keep their shape.
 */
import { keepBranches } from '../src/i18n/locale-branches';
import type { TranslationTree } from '../src/i18n/translate';

interface LocaleSource {
  ns: string;
  data: string;
}

/** The file's JSON as stored, or reduced when `keep` names one of its branches. */
export function localeTexts(source: LocaleSource, keep: readonly string[] | null | undefined) {
  const kept = (keep ?? []).filter((name) => name.startsWith(`${source.ns}:`));
  if (kept.length === 0) return source.data;
  return JSON.stringify(keepBranches(JSON.parse(source.data) as TranslationTree, source.ns, kept));
}

export const localeBranchesResolvers = {
  Locale: {
    texts: {
      type: 'String!',
      args: { keep: '[String!]' },
      resolve: (source: LocaleSource, args: { keep?: readonly string[] | null }) =>
        localeTexts(source, args.keep),
    },
  },
};
