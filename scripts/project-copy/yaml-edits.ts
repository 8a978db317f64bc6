/**
 * Edits of YAML files through the `yaml` Document API: values are set at
 * their paths, so the rest of the file keeps its comments and layout, and
 * an edit holds whatever the owner has written around it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, type Document } from 'yaml';
import type { YamlPath } from '../../src/config/problems';
import { PROJECT_ROOT } from './project-copy';

export type Setting = readonly [path: YamlPath, value: unknown];

/** `text` edited as a YAML document. */
export function editedYaml(text: string, edit: (document: Document) => void): string {
  const document = parseDocument(text);
  edit(document);
  return document.toString();
}

/** Edits the YAML file in place. */
export function editYamlFile(file: string, edit: (document: Document) => void): void {
  fs.writeFileSync(file, editedYaml(fs.readFileSync(file, 'utf8'), edit));
}

/** Sets each value at its path (an object or list value replaces what was there). */
export function withSettings(document: Document, settings: readonly Setting[]): void {
  for (const [where, value] of settings) document.setIn(where, document.createNode(value));
}

/** The project's site.yaml (its comments and layout kept) with these values set. */
export function siteYamlWith(...settings: ReadonlyArray<readonly Setting[]>): string {
  const shipped = fs.readFileSync(path.join(PROJECT_ROOT, 'site.yaml'), 'utf8');
  return editedYaml(shipped, (document) => withSettings(document, settings.flat()));
}
