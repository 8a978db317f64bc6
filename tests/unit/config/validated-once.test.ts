/** @jest-environment node */
/**
 * The build checks the project once per process: gatsby-config, onPreInit
 * and onPreBootstrap all ask, and all get the first answer until a file
 * they read changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editYamlFile } from '../../../scripts/project-copy/yaml-edits';
import { checkSiteConfig } from '../../../src/config/check-project';
import { validateContentFiles } from '../../../src/config/content/validate';
import { checkContentOrExit, loadSiteConfigOrExit } from '../../../src/config/project';

// The checks themselves, counted: jest.spyOn cannot replace an export that
// the test transform (SWC) defines as a getter.
jest.mock('../../../src/config/check-project', () => {
  const actual = jest.requireActual<typeof import('../../../src/config/check-project')>(
    '../../../src/config/check-project',
  );
  return { ...actual, checkSiteConfig: jest.fn(actual.checkSiteConfig) };
});
jest.mock('../../../src/config/content/validate', () => {
  const actual = jest.requireActual<typeof import('../../../src/config/content/validate')>(
    '../../../src/config/content/validate',
  );
  return { ...actual, validateContentFiles: jest.fn(actual.validateContentFiles) };
});

const PROJECT = process.cwd();

/** A copy of the project's site.yaml and data/ (pictures linked), with the real translations. */
function projectCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'validated-once-'));
  fs.copyFileSync(path.join(PROJECT, 'site.yaml'), path.join(root, 'site.yaml'));
  fs.mkdirSync(path.join(root, 'data'));
  for (const name of fs.readdirSync(path.join(PROJECT, 'data'))) {
    const from = path.join(PROJECT, 'data', name);
    if (name.endsWith('.yaml')) fs.copyFileSync(from, path.join(root, 'data', name));
    else fs.symlinkSync(from, path.join(root, 'data', name));
  }
  fs.mkdirSync(path.join(root, 'src'));
  fs.symlinkSync(path.join(PROJECT, 'src', 'locales'), path.join(root, 'src', 'locales'), 'dir');
  return root;
}

let root: string;
beforeAll(() => {
  root = projectCopy();
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(() => jest.clearAllMocks());

describe('validating the project in one build process', () => {
  it('checks site.yaml once, however many hooks ask', () => {
    const check = jest.mocked(checkSiteConfig);
    const first = loadSiteConfigOrExit(root);
    const second = loadSiteConfigOrExit(root);
    expect(second).toBe(first);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks the content files once for the same files', () => {
    const site = loadSiteConfigOrExit(root);
    const check = jest.mocked(validateContentFiles).mockClear();
    checkContentOrExit(site, root);
    checkContentOrExit(site, root);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks again once a file it read has changed', () => {
    const before = loadSiteConfigOrExit(root);
    // Whatever the owner's answer time, an hour longer.
    const longer = before.business.responseTimeHours + 1;
    editYamlFile(path.join(root, 'site.yaml'), (document) =>
      document.setIn(['business', 'responseTimeHours'], longer),
    );
    const check = jest.mocked(checkSiteConfig).mockClear();

    const after = loadSiteConfigOrExit(root);

    expect(check).toHaveBeenCalledTimes(1);
    expect(after).not.toBe(before);
    expect(after.business.responseTimeHours).toBe(longer);
  });
});
