/** @jest-environment node */
/**
 * Every relative link of the docs (README.md, CONTRIBUTING.md, docs/) leads to
 * a file or folder of the project, and every anchor to a heading of the page
 * it names, as GitHub makes its ids: a newcomer who follows a link lands
 * where it says.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** The docs, as paths from the project's root. */
function docs(): string[] {
  const pages = ['README.md', 'CONTRIBUTING.md'];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const file = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.md')) pages.push(file);
    }
  };
  walk('docs');
  return pages;
}

/** The page without its code blocks and code spans, whose brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every inline link's target: [text](target) and ![alt](target). */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1]!,
  );
}

/** A heading's id as GitHub writes it: its text, lower case, punctuation dropped, spaces as dashes. */
function headingId(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link shows its text
    .replace(/`/g, '')
    .replace(/\*\*?|(^|\s)_+|_+(\s|$)/g, '$1$2') // emphasis marks
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/ /g, '-');
}

/** The ids a page's headings (and explicit anchors) get, with GitHub's -1, -2 for repeats. */
function anchorsOf(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const id = headingId(heading!);
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    ids.add(count === 0 ? id : `${id}-${count}`);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) ids.add(id!);
  return ids;
}

/** What is wrong with a link of `page`, or undefined when it leads where it says. */
function brokenLink(page: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto:: not ours to check
  const [pathPart = '', anchor] = target.split('#');
  const file = pathPart
    ? path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURI(pathPart)))
    : page;
  if (file.startsWith('../')) return `${target}: leads outside the project`;
  const onDisk = path.join(ROOT, file);
  if (!fs.existsSync(onDisk)) return `${target}: ${file} does not exist`;
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md')) return `${target}: an anchor into a file that is not a page`;
  const anchors = anchorsOf(fs.readFileSync(onDisk, 'utf8'));
  return anchors.has(anchor) ? undefined : `${target}: ${file} has no heading #${anchor}`;
}

describe('the ids of headings', () => {
  it.each([
    ['Editing `site.yaml`', 'editing-siteyaml'],
    ['1. Scaffold it', '1-scaffold-it'],
    [
      'Headers and caching (Netlify and Cloudflare Pages)',
      'headers-and-caching-netlify-and-cloudflare-pages',
    ],
    ['React 19, tried and not kept', 'react-19-tried-and-not-kept'],
    ['Where clients come from', 'where-clients-come-from'],
    ['The **bold** _part_', 'the-bold-part'],
  ])('%s → #%s, as GitHub makes it', (heading, id) => {
    expect(headingId(heading)).toBe(id);
  });

  it('tells repeated headings apart as GitHub does', () => {
    expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });
});

describe.each(docs())('%s', (page) => {
  it('links only to files, folders and headings that exist', () => {
    const markdown = fs.readFileSync(path.join(ROOT, page), 'utf8');
    const broken = linkTargets(markdown).flatMap((target) => brokenLink(page, target) ?? []);
    expect(broken).toEqual([]);
  });
});

it('finds broken links and anchors', () => {
  expect(brokenLink('docs/dev/layout.md', '../architecture.md#3-graphql-types')).toBeUndefined();
  expect(brokenLink('docs/dev/layout.md', '../architecture.md#no-such-part')).toMatch(
    /has no heading #no-such-part/,
  );
  expect(brokenLink('README.md', 'docs/no-such-page.md')).toMatch(/does not exist/);
  expect(brokenLink('README.md', '#the-two-commands')).toBeUndefined();
  expect(brokenLink('README.md', '../outside.md')).toMatch(/outside the project/);
  expect(linkTargets('[a](b.md) `[c](d.md)` ![e](f.png "title")')).toEqual(['b.md', 'f.png']);
});
