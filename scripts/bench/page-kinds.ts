/**
 * The pages the benchmark measures: the first page of each kind in
 * site.yaml, in the default language.
 */
import { listPages } from '../../src/config/pages';
import { loadSiteConfigOrExit } from '../../src/config/project';
import type { PageKind } from '../../src/config/constants';

export const BENCH_KINDS: readonly PageKind[] = [
  'home',
  'service',
  'venue',
  'contact',
  'catalog',
  'gobo-designer',
];

export interface SamplePage {
  kind: PageKind;
  path: string;
}

export function samplePages(root: string): SamplePage[] {
  const site = loadSiteConfigOrExit(root);
  const pages = listPages(site.routes, site.venues);
  return BENCH_KINDS.flatMap((kind) => {
    const page = pages.find((candidate) => candidate.kind === kind);
    return page ? [{ kind, path: page.path }] : [];
  });
}
