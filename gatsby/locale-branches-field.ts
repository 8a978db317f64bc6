/**
 * Locale.texts(keep:): a translation file's JSON with some branches reduced
 * to the keys a page shows (src/i18n/locale-branches.ts), asked for as
 * `data: texts(keep: $localeBranches)` so the page's texts keep their shape.
 */
import { localeTexts, type LocaleSource } from '../src/i18n/locale-branches';

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
