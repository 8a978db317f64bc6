/**
 * How many columns a grid of cards gets, chosen from how many cards it holds,
 * so that no card is left alone on the last row (four venues in three
 * columns leave one). Each width band offers the column counts its cards fit
 * in, most wanted first; the first that divides the cards evenly wins, else
 * the first that leaves at least two on the last row. When none does (seven
 * cards, two or three columns), the first count stays and the lone last card
 * spans the row, so it reads as a deliberate wide card, not a leftover.
 */

/** The width bands a grid changes its columns at (styles/card-grid.module.css). */
export type GridBand = 'tablet' | 'desktop';

export interface BandColumns {
  columns: number;
  /** The last card is alone on its row: it spans the row. */
  loneLastSpans: boolean;
}

export type ColumnChoices = Record<GridBand, readonly number[]>;

/** Cards with a picture: three across on a desktop where they can, two on a tablet. */
export const PICTURE_CARDS: ColumnChoices = { tablet: [2, 3], desktop: [3, 2, 4] };

/** Short texts (features, steps) and small cards (catalog items): up to four across on a desktop. */
export const COMPACT_CARDS: ColumnChoices = { tablet: [2, 3], desktop: [4, 3, 2] };

function leavesNoOrphan(count: number, columns: number): boolean {
  return count % columns !== 1;
}

/** The columns of one band for `count` cards, from the counts it offers. */
export function columnsFor(count: number, offered: readonly number[]): BandColumns {
  const usable = offered.map((columns) => Math.max(1, Math.min(columns, count)));
  const even = usable.find((columns) => count % columns === 0);
  if (even !== undefined) return { columns: even, loneLastSpans: false };
  const noOrphan = usable.find((columns) => leavesNoOrphan(count, columns));
  if (noOrphan !== undefined) return { columns: noOrphan, loneLastSpans: false };
  const first = usable[0] ?? 1;
  return { columns: first, loneLastSpans: first > 1 && !leavesNoOrphan(count, first) };
}

export interface GridColumnProps {
  'data-columns': string;
  'data-lone-last'?: string;
  style: Record<string, string>;
}

/**
 * The attributes a grid's list takes: its columns in each band as custom
 * properties, and the bands where its last card spans the row. Static HTML,
 * so the grid is laid out before any script runs.
 */
export function gridColumnProps(count: number, choices: ColumnChoices): GridColumnProps {
  const bands = (Object.keys(choices) as GridBand[]).map(
    (band) => [band, columnsFor(count, choices[band])] as const,
  );
  const style = Object.fromEntries(
    bands.map(([band, { columns }]) => [`--columns-${band}`, String(columns)]),
  );
  const spanning = bands.filter(([, band]) => band.loneLastSpans).map(([band]) => band);
  return {
    'data-columns': String(count),
    ...(spanning.length ? { 'data-lone-last': spanning.join(' ') } : {}),
    style,
  };
}
