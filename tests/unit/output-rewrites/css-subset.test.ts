/**
 * @jest-environment node
 *
 * The rules a page's first screen needs, out of a whole stylesheet: what
 * its elements match, in the conditions that hold them, with the tokens
 * and animations they use; rules for pointer states wait.
 */
import { parse } from 'node-html-parser';
import { cssSubset, queryOf } from '../../../gatsby/output-rewrites/css-subset';

describe('a selector as the query for the elements it styles', () => {
  it.each([
    [':root', 'html'],
    ['.a::before', '.a'],
    ['.a:before', '.a'],
    ['.x:focus-visible', '.x'],
    [':focus-visible', '*'],
    ['.a > ::before', '.a > *'],
    ['.a:not(:hover) .b', '.a .b'],
  ])('%s → %s', (selector, query) => {
    expect(queryOf(selector)).toBe(query);
  });

  it('leaves the rules of pointer states for the whole stylesheet', () => {
    expect(queryOf('a:hover')).toBeNull();
    expect(queryOf('.card:active .title')).toBeNull();
  });
});

const FIRST_SCREEN = parse(
  '<html><body><header class="bar"><a class="logo" href="/">Logo</a></header>' +
    '<main class="main"></main></body></html>',
);

const STYLESHEET =
  ':root{--accent:#f0c;--pad:var(--unit);--unit:1rem;--unused:red}' +
  '.bar{color:var(--accent);padding:var(--pad);transition:color .2s}' +
  '.later{color:blue}.logo:hover{color:red}.logo:focus-visible{outline:2px solid}' +
  '@media (min-width:60rem){.bar{height:4rem}.later{height:1px}}' +
  '@media print{.later{display:none}}' +
  '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}' +
  '.logo{animation:spin 1s}.main{background:var(--elsewhere,#000)}' +
  '.bar,.later{margin:0}';

describe('the first screen’s part of a stylesheet', () => {
  const subset = cssSubset(STYLESHEET, [FIRST_SCREEN]);

  it('keeps the rules its elements match, in their media queries', () => {
    expect(subset).toContain('@media (min-width:60rem){.bar{height:4rem}}');
    expect(subset).toContain('.logo:focus-visible{outline:2px solid}');
  });

  it('drops the rules of elements further down, and empty media queries', () => {
    expect(subset).not.toContain('.later');
    expect(subset).not.toContain('print');
    expect(subset).toContain('.bar{margin:0}');
  });

  it('leaves hover rules and transitions for the whole stylesheet', () => {
    expect(subset).not.toContain(':hover');
    expect(subset).not.toContain('transition');
  });

  it('writes out the site’s tokens and keeps only the animations in use', () => {
    expect(subset).toContain('.bar{color:#f0c;padding:1rem}');
    expect(subset).not.toContain('--unused');
    expect(subset).toContain('@keyframes spin');
    expect(subset).not.toContain('@keyframes fade');
    // A var() with a fallback is not a token: left as it is.
    expect(subset).toContain('.main{background:var(--elsewhere,#000)}');
  });

  it('keeps a token a page sets in a style attribute as a custom property', () => {
    const styled = parse(
      '<html><body><header class="bar" style="--accent:#000"><a class="logo">L</a></header></body></html>',
    );
    const kept = cssSubset(STYLESHEET, [styled]);
    expect(kept).toContain('color:var(--accent)');
    expect(kept).toContain('--accent:#f0c');
  });
});
