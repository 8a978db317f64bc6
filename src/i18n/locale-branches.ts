/**
 * Some translation files hold a branch per entry of the site's data, such
 * as venue-list.json → details.<slug>: one per venue. A page that shows one
 * venue carries only that venue's branch, so its data does not grow with
 * the number of venues. A page names what it keeps as "ns:branch.key"
 * (venue-list:details.bear-brook-valley); a branch no name mentions is kept
 * whole, as is every other file.
 *
 * A name without a dot, "ns:key" (venue-list:heading), narrows the file itself:
 * it then keeps only the keys so named and the branches the other names
 * reduce. A venue page loads the venue list's file for its breadcrumb and
 * its own details only, not for the list's other texts.
 */
import { isRecord } from '../lib/json';
import type { TranslationTree } from './translate';

interface KeptBranch {
  branch: string;
  keys: Set<string>;
}

/** "venue-list:details.x" → in venues, the branch "details" keeps its key "x". */
function keptBranchesOf(namespace: string, kept: readonly string[]): KeptBranch[] {
  const branches = new Map<string, Set<string>>();
  for (const name of kept) {
    const match = /^([^:]+):(.+)\.([^.]+)$/.exec(name);
    if (!match || match[1] !== namespace) continue;
    const [, , branch, key] = match as unknown as [string, string, string, string];
    branches.set(branch, (branches.get(branch) ?? new Set()).add(key));
  }
  return [...branches].map(([branch, keys]) => ({ branch, keys }));
}

/** The tree with `branch` (a dotted path) reduced to `keys`; unchanged if it has no such branch. */
function withBranchReduced(
  tree: TranslationTree,
  branch: string,
  keys: Set<string>,
): TranslationTree {
  const [head, ...rest] = branch.split('.') as [string, ...string[]];
  const child = tree[head];
  if (!isRecord(child)) return tree;
  const reduced: TranslationTree =
    rest.length > 0
      ? withBranchReduced(child, rest.join('.'), keys)
      : Object.fromEntries(Object.entries(child).filter(([key]) => keys.has(key)));
  return { ...tree, [head]: reduced };
}

/**
 * The keys of the file's root that `kept` names without a dot, plus the
 * first key of each dotted name; null when no name is without a dot.
 */
function keptRootKeysOf(namespace: string, kept: readonly string[]): Set<string> | null {
  const inFile = kept.flatMap((name) => {
    const match = /^([^:]+):(.+)$/.exec(name);
    return match && match[1] === namespace ? [match[2] as string] : [];
  });
  if (!inFile.some((key) => !key.includes('.'))) return null;
  return new Set(inFile.map((key) => key.split('.')[0] as string));
}

/** A translation file's tree as a page that keeps only `kept` of its branches needs it. */
export function keepBranches(
  tree: TranslationTree,
  namespace: string,
  kept: readonly string[],
): TranslationTree {
  const reduced = keptBranchesOf(namespace, kept).reduce(
    (partial, { branch, keys }) => withBranchReduced(partial, branch, keys),
    tree,
  );
  const rootKeys = keptRootKeysOf(namespace, kept);
  return rootKeys
    ? Object.fromEntries(Object.entries(reduced).filter(([key]) => rootKeys.has(key)))
    : reduced;
}

/** A translation file as its Locale node holds it: its namespace and its JSON text. */
export interface LocaleSource {
  ns: string;
  data: string;
}

/**
 * Locale.texts(keep:): the file's JSON as stored, or reduced when `keep`
 * names one of its branches. The build's resolver and the editor's
 * previews both answer with it.
 */
export function localeTexts(source: LocaleSource, keep: readonly string[] | null | undefined) {
  const kept = (keep ?? []).filter((name) => name.startsWith(`${source.ns}:`));
  if (kept.length === 0) return source.data;
  return JSON.stringify(keepBranches(JSON.parse(source.data) as TranslationTree, source.ns, kept));
}
