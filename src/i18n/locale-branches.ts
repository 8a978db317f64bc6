/**
 * Some translation files hold a branch per entry of the site's data, such
 * as venues.json → details.<slug>: one per venue. A page that shows one
 * venue carries only that venue's branch, so its data does not grow with
 * the number of venues. A page names what it keeps as "ns:branch.key"
 * (venues:details.bear-brook-valley); a branch no name mentions is kept
 * whole, as is every other file.
 */
import type { TranslationTree } from './translate';

interface KeptBranch {
  branch: string;
  keys: Set<string>;
}

/** "venues:details.x" → in venues, the branch "details" keeps its key "x". */
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

function isTree(value: unknown): value is TranslationTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tree with `branch` (a dotted path) reduced to `keys`; unchanged if it has no such branch. */
function withBranchReduced(
  tree: TranslationTree,
  branch: string,
  keys: Set<string>,
): TranslationTree {
  const [head, ...rest] = branch.split('.') as [string, ...string[]];
  const child = tree[head];
  if (!isTree(child)) return tree;
  const reduced: TranslationTree =
    rest.length > 0
      ? withBranchReduced(child, rest.join('.'), keys)
      : Object.fromEntries(Object.entries(child).filter(([key]) => keys.has(key)));
  return { ...tree, [head]: reduced };
}

/** A translation file's tree as a page that keeps only `kept` of its branches needs it. */
export function keepBranches(
  tree: TranslationTree,
  namespace: string,
  kept: readonly string[],
): TranslationTree {
  return keptBranchesOf(namespace, kept).reduce(
    (reduced, { branch, keys }) => withBranchReduced(reduced, branch, keys),
    tree,
  );
}
