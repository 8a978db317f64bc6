/**
 * The rules of a stylesheet that a part of a page needs: those whose
 * selectors match one of its elements, inside the at-rules that hold them,
 * with the custom properties and keyframes those rules use. What the part
 * shows before the rest of the styles arrive (first-screen-styles.ts).
 *
 * A selector is tried without its pseudo-elements (a ::before needs its
 * element's rule) and without the states a visitor can put an element in
 * by keyboard (:focus…), which the first screen must show at once; rules
 * for the pointer (:hover, :active) wait for the whole stylesheet.
 */
import type { HTMLElement } from 'node-html-parser';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** Pseudo-elements written with one colon by older CSS, which CSS still accepts. */
const LEGACY_PSEUDO_ELEMENTS = new Set([':before', ':after', ':first-line', ':first-letter']);

/** States a keyboard or a link's target puts an element in: kept, tried as if present. */
const KEYBOARD_STATES = new Set([':focus', ':focus-visible', ':focus-within', ':target']);

/** States only a pointer brings: their rules wait for the whole stylesheet. */
const POINTER_STATES = new Set([':hover', ':active']);

/** At-rules whose rules apply to the page (their conditions are kept as they are). */
const CONDITIONAL_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

const isPseudoElement = (node: selectorParser.Pseudo) =>
  node.value.startsWith('::') || LEGACY_PSEUDO_ELEMENTS.has(node.value.toLowerCase());

/**
 * The selector as a query for the elements it styles, or null when its
 * rule can wait (it needs a pointer state). Inside :not(), :is()… a part
 * that cannot be tried makes the whole pseudo-class go: the query then
 * matches more, never less.
 */
export function queryOf(selector: string): string | null {
  let waits = false;
  const transform = (selectors: selectorParser.Root) => {
    selectors.walkPseudos((pseudo) => {
      const name = pseudo.value.toLowerCase();
      const insideFunction = pseudo.parent?.parent?.type === 'pseudo';
      if (name === ':root') rootAsHtml(pseudo);
      else if (isPseudoElement(pseudo) || KEYBOARD_STATES.has(name)) {
        if (insideFunction) removeEnclosingPseudo(pseudo);
        else pseudo.remove();
      } else if (POINTER_STATES.has(name)) {
        if (insideFunction) removeEnclosingPseudo(pseudo);
        else waits = true;
      }
    });
    selectors.each(fillEmptyCompounds);
  };
  const query = selectorParser(transform).processSync(selector).trim();
  return waits ? null : query;
}

/** A compound left empty (":focus-visible" alone, "a > ::before") stands for any element. */
function fillEmptyCompounds(selector: selectorParser.Selector) {
  const nodes = [...selector.nodes];
  nodes.forEach((node, index) => {
    if (node.type !== 'combinator') return;
    const previous = nodes[index - 1];
    if (!previous || previous.type === 'combinator') {
      selector.insertBefore(node, selectorParser.universal());
    }
  });
  const last = nodes.at(-1);
  if (!last || last.type === 'combinator') selector.append(selectorParser.universal());
}

/**
 * :root as the html element it is in an HTML page: the matcher does not
 * count a parsed document's <html> as its root.
 */
function rootAsHtml(pseudo: selectorParser.Pseudo) {
  const selector = pseudo.parent;
  if (!selector) return;
  const nodes = selector.nodes;
  let start = nodes.indexOf(pseudo);
  while (start > 0 && nodes[start - 1]?.type !== 'combinator') start -= 1;
  let end = nodes.indexOf(pseudo);
  while (end < nodes.length - 1 && nodes[end + 1]?.type !== 'combinator') end += 1;
  const hasTag = nodes.slice(start, end + 1).some((node) => node.type === 'tag');
  const first = nodes[start];
  if (!hasTag && first) selector.insertBefore(first, selectorParser.tag({ value: 'html' }));
  pseudo.remove();
}

function removeEnclosingPseudo(node: selectorParser.Node) {
  let enclosing: selectorParser.Container | undefined = node.parent;
  while (enclosing && enclosing.type !== 'pseudo') enclosing = enclosing.parent;
  enclosing?.remove();
}

function matchesSome(query: string, documents: readonly HTMLElement[]): boolean {
  try {
    return documents.some((document) => document.querySelector(query) !== null);
  } catch {
    // A selector the matcher cannot read (a newer pseudo-class): kept, to be safe.
    return true;
  }
}

/** Every `var(--name)` a text uses. */
function customPropertiesUsedIn(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
}

/** Every animation name a kept rule asks for. */
function animationNamesIn(rule: Rule): string[] {
  const names: string[] = [];
  rule.walkDecls(/^(?:-webkit-)?animation(?:-name)?$/i, (declaration) => {
    names.push(...declaration.value.split(/[\s,]+/));
  });
  return names;
}

/**
 * Keeps, in `container`, the rules with a selector some document matches
 * (with only those selectors) and the at-rules still holding one. Returns
 * the kept style rules.
 */
function keepMatching(
  container: Container<ChildNode>,
  documents: readonly HTMLElement[],
  queries: Map<string, boolean>,
): Rule[] {
  const kept: Rule[] = [];
  container.each((node) => {
    if (node.type === 'rule') {
      if (node.parent?.type === 'atrule' && /keyframes$/i.test((node.parent as AtRule).name)) {
        return;
      }
      const selectors = node.selectors.filter((selector) => {
        const query = queryOf(selector);
        if (query === null) return false;
        if (!queries.has(query)) queries.set(query, matchesSome(query, documents));
        return queries.get(query) === true;
      });
      if (selectors.length === 0) node.remove();
      else {
        node.selectors = selectors;
        kept.push(node);
      }
    } else if (node.type === 'atrule') {
      if (CONDITIONAL_AT_RULES.has(node.name.toLowerCase()) && node.nodes) {
        kept.push(...keepMatching(node, documents, queries));
        if (node.nodes.length === 0) node.remove();
      }
    } else if (node.type === 'comment') node.remove();
  });
  return kept;
}

/**
 * The custom properties the kept rules use, with those the used ones use
 * in turn, from every declaration of them in the stylesheet.
 */
function usedCustomProperties(root: Container<ChildNode>, kept: readonly Rule[]): Set<string> {
  const values = new Map<string, string[]>();
  root.walkDecls(/^--/, (declaration) => {
    values.set(declaration.prop, [...(values.get(declaration.prop) ?? []), declaration.value]);
  });
  const used = new Set<string>();
  const pending: string[] = [];
  for (const rule of kept) {
    rule.walkDecls((declaration) => {
      if (!declaration.prop.startsWith('--'))
        pending.push(...customPropertiesUsedIn(declaration.value));
    });
  }
  while (pending.length > 0) {
    const name = pending.pop() ?? '';
    if (used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) pending.push(...customPropertiesUsedIn(value));
  }
  return used;
}

/**
 * The site's tokens: custom properties declared once, on :root, and nowhere
 * else (no rule, no style attribute of the documents overrides them), with
 * their values resolved. Where a rule uses one, its value can stand in for
 * it: the same computed style, fewer bytes.
 */
function rootTokens(
  root: Container<ChildNode>,
  documents: readonly HTMLElement[],
): Map<string, string> {
  const declared = new Map<string, { value: string; onRoot: boolean }[]>();
  root.walkDecls(/^--/, (declaration) => {
    const rule = declaration.parent;
    const onRoot =
      rule?.type === 'rule' && (rule as Rule).selector === ':root' && rule.parent?.type === 'root';
    declared.set(declaration.prop, [
      ...(declared.get(declaration.prop) ?? []),
      { value: declaration.value, onRoot },
    ]);
  });
  const setInline = new Set(
    documents.flatMap((document) =>
      document
        .querySelectorAll('[style]')
        .flatMap((element) => [
          ...(element.getAttribute('style') ?? '').matchAll(/(--[\w-]+)\s*:/g),
        ])
        .map((match) => match[1] ?? ''),
    ),
  );
  const tokens = new Map<string, string>();
  for (const [name, declarations] of declared) {
    const [only] = declarations;
    if (
      declarations.length === 1 &&
      only?.onRoot &&
      !setInline.has(name) &&
      !only.value.includes('!')
    ) {
      tokens.set(name, only.value);
    }
  }
  // Tokens made of tokens (--font-body: var(--font-display)) resolved; others left as they are.
  const resolve = (value: string, depth = 0): string | null => {
    let unresolved = false;
    const resolved = value.replace(/var\(\s*(--[\w-]+)\s*\)/g, (whole, name: string) => {
      const inner = tokens.get(name);
      const value = inner === undefined || depth > 8 ? null : resolve(inner, depth + 1);
      if (value === null) unresolved = true;
      return value ?? whole;
    });
    return unresolved ? null : resolved;
  };
  const resolvedTokens = new Map<string, string>();
  for (const [name, value] of tokens) {
    const resolved = resolve(value);
    if (resolved !== null) resolvedTokens.set(name, resolved);
  }
  return resolvedTokens;
}

/** `value` with each token it uses written out; a var() with a fallback or of another property stays. */
function withTokensWrittenOut(value: string, tokens: ReadonlyMap<string, string>): string {
  return value.replace(
    /var\(\s*(--[\w-]+)\s*\)/g,
    (whole, name: string) => tokens.get(name) ?? whole,
  );
}

/**
 * The part of `css` that the elements of `documents` need, as minified as
 * the stylesheet was. Each document is what a browser has parsed when it
 * first paints (the page up to where the rest of the styles are linked).
 */
export function cssSubset(css: string, documents: readonly HTMLElement[]): string {
  const root = postcss.parse(css);
  const keyframes: AtRule[] = [];
  root.walkAtRules(/keyframes$/i, (atRule) => {
    keyframes.push(atRule);
  });
  const tokens = rootTokens(root, documents);
  const kept = keepMatching(root, documents, new Map());
  for (const rule of kept) {
    // A transition animates a change, and until the rest arrives nothing changes (no :hover).
    rule.walkDecls(/^(?:-webkit-)?transition/i, (declaration) => {
      declaration.remove();
    });
    rule.walkDecls((declaration) => {
      if (!declaration.prop.startsWith('--') && declaration.value.includes('var(')) {
        declaration.value = withTokensWrittenOut(declaration.value, tokens);
      }
    });
  }
  const used = usedCustomProperties(root, kept);
  for (const rule of kept) {
    rule.walkDecls(/^--/, (declaration) => {
      if (!used.has(declaration.prop)) declaration.remove();
    });
  }
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  const animations = new Set(kept.flatMap(animationNamesIn));
  for (const atRule of keyframes) {
    if (!animations.has(atRule.params)) atRule.remove();
  }
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
