/**
 * Pages of the site a text may name in passing ("design it with the gobo
 * designer on our site"): each such mention becomes a link to the page.
 * Which words name which page is translation data (common.json → mentions,
 * keyed by the page's kind in site.yaml's routes), so the copy stays plain
 * text that the owner edits as any other, and a new sentence naming the
 * page is linked too.
 */

/** Words that name a page, and where they lead. */
export interface Mention {
  phrase: string;
  to: string;
}

/** A run of plain text, or a run that names a page. */
export type TextPart = { text: string; to?: undefined } | { text: string; to: string };

/** Letters and digits of any script: a phrase matches whole words only. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function isWordEdge(text: string, index: number): boolean {
  const character = text.charAt(index);
  return character === '' || !WORD_CHARACTER.test(character);
}

/** Where `phrase` first appears in `text` as whole words, ignoring case, or -1. */
function findPhrase(text: string, phrase: string): number {
  const haystack = text.toLocaleLowerCase();
  const needle = phrase.toLocaleLowerCase();
  if (!needle.trim()) return -1;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (isWordEdge(text, at - 1) && isWordEdge(text, at + needle.length)) return at;
  }
  return -1;
}

/**
 * `text` cut into runs, the first mention of each page a link (a sentence
 * that names a page twice links it once). Longer phrases win where two
 * overlap ("gobo designer" over "designer").
 */
export function linkMentions(text: string, mentions: readonly Mention[]): TextPart[] {
  const found: Array<{ start: number; end: number; to: string }> = [];
  const linkedPages = new Set<string>();
  const longestFirst = [...mentions].sort((a, b) => b.phrase.length - a.phrase.length);
  for (const mention of longestFirst) {
    if (linkedPages.has(mention.to)) continue;
    const start = findPhrase(text, mention.phrase);
    if (start === -1) continue;
    const end = start + mention.phrase.length;
    if (found.some((other) => start < other.end && other.start < end)) continue;
    found.push({ start, end, to: mention.to });
    linkedPages.add(mention.to);
  }
  found.sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const { start, end, to } of found) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start) });
    parts.push({ text: text.slice(start, end), to });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor) });
  return parts;
}

/**
 * The mentions of a language: for each page kind the translation names
 * (common:mentions), its words, with the path of that kind's page in
 * site.yaml. Kinds without a page, and the page being read, are left out.
 */
export function mentionsOf(
  phrasesByKind: unknown,
  routes: ReadonlyArray<{ path: string; kind: string }>,
  currentPath: string,
): Mention[] {
  if (typeof phrasesByKind !== 'object' || phrasesByKind === null) return [];
  return Object.entries(phrasesByKind).flatMap(([kind, phrases]) => {
    const to = routes.find((route) => route.kind === kind)?.path;
    if (!to || to === currentPath || !Array.isArray(phrases)) return [];
    return phrases
      .filter((phrase): phrase is string => typeof phrase === 'string')
      .map((phrase) => ({ phrase, to }));
  });
}
