/**
 * How controls' labels lay out, measured in the browser: on how many lines
 * each one's visible text sits, and whether it overflows its box. The fit
 * specs compare a translation with English: a label on one line in English
 * must be on one line in Spanish and Italian too.
 */
import { expect, type Locator } from '@playwright/test';

export interface LabelLayout {
  /** What the label says (its visible text, or its accessible name when it has none). */
  label: string;
  /** Lines its visible text takes. */
  lines: number;
  /** Its content is wider than its box (cut off, or spilling out). */
  overflows: boolean;
}

/**
 * The layout of every visible control matching `selector` inside `scope`,
 * in document order. `buttonsOnly` keeps the links drawn as buttons (with a
 * background or a border, and side padding) and real buttons.
 */
export async function labelLayouts(
  scope: Locator,
  selector: string,
  { buttonsOnly = false } = {},
): Promise<LabelLayout[]> {
  return scope.evaluate(
    (root, { selector, buttonsOnly }) => {
      const looksLikeButton = (element: Element): boolean => {
        if (element.tagName === 'BUTTON') return true;
        const style = getComputedStyle(element);
        // A gradient fill (the amber main buttons) is a background image.
        const filled =
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          style.backgroundImage.includes('gradient');
        const bordered = parseFloat(style.borderTopWidth) > 0;
        return (filled || bordered) && parseFloat(style.paddingLeft) >= 8;
      };
      // Lines of visible text: text boxes that do not overlap vertically are on different lines.
      const linesOf = (element: Element): number => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const boxes: DOMRect[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent?.trim() || !parent || parent.closest('.visually-hidden')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          boxes.push(...Array.from(range.getClientRects()).filter((box) => box.width > 1));
        }
        boxes.sort((a, b) => a.top - b.top);
        let lines = 0;
        let bottom = -Infinity;
        for (const box of boxes) {
          if (box.top >= bottom - 2) {
            lines += 1;
            bottom = box.bottom;
          } else {
            bottom = Math.max(bottom, box.bottom);
          }
        }
        return lines;
      };
      return Array.from(root.querySelectorAll(selector))
        .filter(
          (element) => element.checkVisibility() && (!buttonsOnly || looksLikeButton(element)),
        )
        .map((element) => ({
          label: (
            element.textContent?.trim() ||
            element.getAttribute('aria-label') ||
            element.outerHTML.slice(0, 80)
          ).replace(/\s+/g, ' '),
          lines: linesOf(element),
          overflows: element.scrollWidth > element.clientWidth + 1,
        }));
    },
    { selector, buttonsOnly },
  );
}

/**
 * A translation's controls fit as English's do: the same controls, each on
 * one line where the English one is, none overflowing its box.
 */
export function expectFitLikeEnglish(
  english: readonly LabelLayout[],
  translated: readonly LabelLayout[],
  where: string,
): void {
  expect(
    translated.length,
    `${where}: as many controls as in English (${english.map((entry) => entry.label).join(' | ')})`,
  ).toBe(english.length);
  const problems = translated.flatMap((entry, index) => {
    const reference = english[index];
    const wraps = reference?.lines === 1 && entry.lines > 1;
    return [
      ...(wraps
        ? [`"${entry.label}" takes ${entry.lines} lines ("${reference.label}" takes one)`]
        : []),
      ...(entry.overflows ? [`"${entry.label}" overflows its box`] : []),
    ];
  });
  expect(problems, where).toEqual([]);
}
