/**
 * A Texts screen: one translation file (a page's texts) in every language of
 * the site, on one screen. The owner switches between the languages on the
 * screen itself (widgets/texts), and one save writes each language's file
 * that changed.
 *
 * The screen is opened by the default language's file (the Texts list is
 * that language's folder); its data holds every language's texts under
 * TEXTS_KEY: { texts: { en: {…}, es: {…}, it: {…} } }.
 */
import { TEXT_SOURCES } from '../../config/content/expected-texts';
import { TEXTS_KEY } from '../files/formats';
import { isRecord } from '../../lib/json';
import {
  siteLanguages,
  SITE_FILE,
  textsData,
  textsPath,
  type FileTexts,
  type JoinedScreen,
} from './joined';

/**
 * Translation files whose every text belongs to an entry of the data (the
 * photos' captions, the reviews' quotes): edited on the entry's own screen,
 * not listed under Texts.
 */
export const TEXTS_OF_ENTRY_SCREENS: ReadonlySet<string> = new Set(
  TEXT_SOURCES.filter((source) => source.under.length === 0).map((source) => source.namespace),
);

/**
 * Parts of a translation file that belong to entries of the data (each
 * venue's texts, under details): shown on the entry's screen, not with the
 * page's texts. By namespace, with the screen that shows them.
 */
export const TEXTS_SHOWN_ELSEWHERE: ReadonlyMap<
  string,
  { under: readonly string[]; screen: string; noun: string }
> = new Map(
  TEXT_SOURCES.filter((source) => source.under.length > 0).map((source) => [
    source.namespace,
    { under: source.under, screen: source.screen, noun: source.noun },
  ]),
);

export function textsScreen(namespace: string): JoinedScreen {
  return {
    files: (siteYaml) => siteLanguages(siteYaml).map((language) => textsPath(language, namespace)),
    compose(texts: FileTexts) {
      const languages = siteLanguages(texts.get(SITE_FILE));
      return {
        [TEXTS_KEY]: Object.fromEntries(
          languages.map((language) => [
            language,
            textsData(texts.get(textsPath(language, namespace))),
          ]),
        ),
      };
    },
    decompose(data, bases) {
      const trees = isRecord(data[TEXTS_KEY]) ? data[TEXTS_KEY] : {};
      return new Map(
        siteLanguages(bases.get(SITE_FILE)).map((language) => {
          const tree = trees[language];
          return [textsPath(language, namespace), isRecord(tree) ? tree : {}];
        }),
      );
    },
    // The build checks no translation file value by value: nothing to place.
    place: () => undefined,
  };
}
