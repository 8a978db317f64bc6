/**
 * Copies of the project made from the shipped files by setting values at
 * their paths (never by searching the shipped text), so that a test holds
 * whatever the owner has written: the launch tests, and the live checks
 * against a copy whose site.yaml says something else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { YamlPath } from '../../src/config/problems';
import { ROOT_DIR, SITE_YAML } from './site';

export type Setting = readonly [path: YamlPath, value: unknown];

/** The shipped site.yaml (its comments and layout kept) with these values set. */
export function siteYamlWith(...settings: ReadonlyArray<readonly Setting[]>): string {
  const doc = parseDocument(fs.readFileSync(SITE_YAML, 'utf8'));
  for (const [where, value] of settings.flat()) doc.setIn(where, doc.createNode(value));
  return doc.toString();
}

/** A throwaway copy of what site.yaml's validation reads: site.yaml, data/ and the translations. */
export function projectCopy(siteYaml: string): { root: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-copy-'));
  fs.cpSync(path.join(ROOT_DIR, 'data'), path.join(root, 'data'), { recursive: true });
  fs.cpSync(path.join(ROOT_DIR, 'src', 'locales'), path.join(root, 'src', 'locales'), {
    recursive: true,
  });
  fs.writeFileSync(path.join(root, 'site.yaml'), siteYaml);
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
