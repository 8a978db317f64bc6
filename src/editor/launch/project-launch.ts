/**
 * The launch list of the project as the editor sees it in the repository
 * (src/config/launch/launch-items.ts, the list the build and `npm run
 * check:launch` use): site.yaml and the data files from the editor's view of
 * the repository, and which of their pictures are still drawings.
 */
import { parse } from 'yaml';
import { checkSiteConfig } from '../../config/check-project';
import { picturesInContent } from '../../config/content/picture-fields';
import { CONTENT_FILE_NAMES, DATA_DIR } from '../../config/content/validate';
import {
  launchItems,
  type IllustrationUse,
  type LaunchItem,
} from '../../config/launch/launch-items';
import { projectFilesOf, type ProjectState } from '../checks/project-state';

export type ProjectLaunch =
  | { ok: true; items: LaunchItem[] }
  /** site.yaml cannot be read as the build reads it: the list waits until it can. */
  | { ok: false; problems: number };

/** Each picture the content files name that exists, with where it shows. */
export function picturesOfProject(state: ProjectState): IllustrationUse[] {
  return CONTENT_FILE_NAMES.flatMap((name) => {
    const text = state.texts.get(`${DATA_DIR}/${name}`);
    if (text === undefined) return [];
    let data: unknown;
    try {
      data = parse(text);
    } catch {
      return [];
    }
    return picturesInContent(name, data)
      .filter((picture) => state.pictures.has(picture.image))
      .map(({ image, entry, rule }) => ({ source: `${DATA_DIR}/${name}`, entry, image, rule }));
  });
}

export function projectLaunch(
  state: ProjectState,
  isIllustration: (image: string) => boolean,
): ProjectLaunch {
  const files = projectFilesOf(state);
  const site = checkSiteConfig(files);
  if (!site.ok || files.siteYaml === undefined) {
    return { ok: false, problems: site.ok ? 1 : site.problems.length };
  }
  return {
    ok: true,
    items: launchItems({
      site: site.site,
      siteYaml: files.siteYaml,
      content: files.content,
      illustrations: picturesOfProject(state).filter((use) => isIllustration(use.image)),
    }),
  };
}
