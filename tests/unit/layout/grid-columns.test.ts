import {
  COMPACT_CARDS,
  columnsFor,
  gridColumnProps,
  PICTURE_CARDS,
} from '../../../src/lib/layout/grid-columns';

/** How the cards fall into rows: [3, 1] is three on the first row, one on the last. */
function rows(count: number, columns: number): number[] {
  const full = Math.floor(count / columns);
  const rest = count % columns;
  return [...Array<number>(full).fill(columns), ...(rest ? [rest] : [])];
}

describe('columnsFor', () => {
  it('puts four cards in two columns rather than three (no card alone on the last row)', () => {
    expect(columnsFor(4, PICTURE_CARDS.desktop)).toEqual({ columns: 2, loneLastSpans: false });
  });

  it('keeps the first column count offered when it divides the cards evenly', () => {
    expect(columnsFor(9, PICTURE_CARDS.desktop).columns).toBe(3);
    expect(columnsFor(4, COMPACT_CARDS.desktop).columns).toBe(4);
    expect(columnsFor(3, COMPACT_CARDS.desktop).columns).toBe(3);
  });

  it('never leaves one card alone when some offered count avoids it', () => {
    for (let count = 2; count <= 24; count += 1) {
      for (const choices of [PICTURE_CARDS, COMPACT_CARDS]) {
        for (const offered of [choices.tablet, choices.desktop]) {
          const { columns, loneLastSpans } = columnsFor(count, offered);
          const last = rows(count, columns).at(-1);
          if (loneLastSpans) {
            // Only when every offered count leaves one alone does the last card span its row.
            expect(offered.every((option) => count % Math.min(option, count) === 1)).toBe(true);
          } else {
            expect(columns === 1 || last !== 1).toBe(true);
          }
        }
      }
    }
  });

  it('lets the last card span its row when no offered count avoids leaving it alone', () => {
    expect(columnsFor(7, [2, 3])).toEqual({ columns: 2, loneLastSpans: true });
  });

  it('gives a short list no more columns than cards', () => {
    expect(columnsFor(2, PICTURE_CARDS.desktop).columns).toBe(2);
    expect(columnsFor(1, PICTURE_CARDS.desktop)).toEqual({ columns: 1, loneLastSpans: false });
  });
});

describe('gridColumnProps', () => {
  it('writes each band’s columns as custom properties and names the bands where the last card spans', () => {
    expect(gridColumnProps(7, { tablet: [2, 3], desktop: [3, 2, 4] })).toEqual({
      'data-columns': '7',
      'data-lone-last': 'tablet',
      style: { '--columns-tablet': '2', '--columns-desktop': '4' },
    });
  });

  it('leaves data-lone-last out when no band needs it', () => {
    expect(gridColumnProps(4, PICTURE_CARDS)).toEqual({
      'data-columns': '4',
      style: { '--columns-tablet': '2', '--columns-desktop': '2' },
    });
  });
});
