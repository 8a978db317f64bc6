/** @jest-environment node */
/**
 * The editor's "Before going live" list is the build's: made from the
 * repository as the editor sees it (texts and pictures), it equals what
 * `npm run check:launch` lists for the same files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ProjectState } from '../../../src/editor/checks/project-state';
import { projectLaunch } from '../../../src/editor/launch/project-launch';
import { listPictures } from '../../../src/config/content/picture-files';
import { readIllustrations, readLaunchItems } from '../../../src/config/launch/read-launch';
import { copyProject } from '../../../scripts/project-copy/project-copy';
import { validated, REAL_COMPANY, siteYamlWith } from './support/projects';

/** What the editor reads of a project: its YAML and translation texts, and which pictures exist. */
function editorView(root: string): ProjectState {
  const texts = new Map<string, string>();
  const add = (file: string) => texts.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
  add('site.yaml');
  for (const name of fs
    .readdirSync(path.join(root, 'data'))
    .filter((file) => file.endsWith('.yaml'))) {
    add(`data/${name}`);
  }
  for (const language of fs.readdirSync(path.join(root, 'src/locales'))) {
    for (const name of fs
      .readdirSync(path.join(root, 'src/locales', language))
      .filter((file) => file.endsWith('.json'))) {
      add(`src/locales/${language}/${name}`);
    }
  }
  const pictures = listPictures(root)
    .map((picture) => picture.file)
    .filter((file) => fs.existsSync(path.join(root, 'data', file)));
  return { texts, pictures: new Set(pictures) };
}

it.each([
  ['the shipped project', siteYamlWith()],
  [
    'a project with one example left',
    siteYamlWith(REAL_COMPANY, [[['business', 'phone'], '(201) 555-0147']]),
  ],
])('%s: the same list as check:launch', (_name, siteYaml) => {
  const project = copyProject({ scope: 'content', prefix: 'editor-launch', siteYaml });
  try {
    const drawn = new Set(readIllustrations(project.root).map((use) => use.image));
    const inEditor = projectLaunch(editorView(project.root), (image) => drawn.has(image));
    expect(inEditor).toEqual({
      ok: true,
      items: readLaunchItems(validated(siteYaml), project.root),
    });
  } finally {
    project.remove();
  }
});

it('waits for a site.yaml that can be read, saying how many problems it has', () => {
  const project = copyProject({
    scope: 'content',
    prefix: 'editor-launch',
    siteYaml: siteYamlWith().replace(/^siteUrl: .*$/m, 'siteUrl: not an address'),
  });
  try {
    expect(projectLaunch(editorView(project.root), () => false)).toEqual({
      ok: false,
      problems: 1,
    });
  } finally {
    project.remove();
  }
});
