/**
 * Where a design's content goes on the disc: the texts set as outlines
 * (or the logo), the plaque of the framed-line template, and the one
 * transform that fits them into the frame at the chosen size and angle.
 * The artwork draws it (artwork.ts); the steel check measures it (steel.ts).
 */
import type { GoboDesign } from './design';
import { CONTENT_RADIUS } from './frames';
import { BRIDGE_WIDTH, MIN_CUT_WIDTH } from './gobo-sizes';
import type { Spans } from './row-spans';
import { svg, type SvgNode } from './svg-tree';
import { EM_SIZE, unionBox, type Box, type TextOutline } from './text-outline';

/** A logo's stencil as row spans of its lit pixels, for the steel check. */
export interface LogoCut {
  width: number;
  height: number;
  /** Per pixel row, the lit runs [x1, x2, …] in pixels. */
  rows: Spans[];
  /** Per pixel column, the lit runs [y1, y2, …] in pixels. */
  columns: Spans[];
}

/** An uploaded logo, ready to draw. */
export interface LogoArt {
  /** A data: URL (never a remote address). */
  href: string;
  /** Width / height. */
  aspect: number;
  /** "stencil": its shape, filled with the light; "colour": its own colours (glass only). */
  mode: 'stencil' | 'colour';
  /** The stencil's lit pixels (stencil mode), for the steel check. */
  cut?: LogoCut;
}

export interface LayoutInput {
  design: GoboDesign;
  /** The outline of a text in the design's font (memoized by the caller). */
  outline: (text: string) => TextOutline;
  logo?: LogoArt | null;
  /** Keeps ids unique when several artworks share a page. */
  idPrefix: string;
}

interface Segment {
  text: string;
  scale: number;
  /** "middle" centres a small sign (an ampersand) on the big letters beside it. */
  align?: 'baseline' | 'middle';
}

type Arrangement = Segment[][];

export interface PlacedPath {
  d: string;
  x: number;
  y: number;
  scale: number;
}

/** The framed-line template's plaque: two rounded borders around the text's ink. */
export interface Plaque {
  ink: Box;
  /** Each border's distance from the ink and its width, outer border first (em units). */
  borders: Array<{ pad: number; width: number }>;
  radius: number;
}

export interface PlacedLogo {
  box: { x: number; y: number; width: number; height: number };
  cut?: LogoCut;
}

export interface Block {
  paths: PlacedPath[];
  extras: SvgNode[];
  ink: Box | null;
  plaque?: Plaque;
  logo?: PlacedLogo;
}

export interface Layout {
  block: Block | null;
  defs: SvgNode[];
  missing: string[];
  /** Block units to artwork units, the size setting included. */
  scale: number;
  /** The block's point drawn at the disc's centre. */
  cx: number;
  cy: number;
}

const SEGMENT_GAP = 0.11 * EM_SIZE;
const LINE_GAP = 0.16 * EM_SIZE;
const AMPERSAND = '&';

const seg = (text: string, scale = 1, align: Segment['align'] = 'baseline'): Segment => ({
  text,
  scale,
  align,
});

/** The ways a template may set its texts; the one that fits the disc largest wins. */
function arrangementsOf(design: GoboDesign): Arrangement[] {
  const texts = design.texts;
  switch (design.template) {
    case 'monogram': {
      const initials = [texts.initialA.trim(), texts.initialB.trim()].filter(Boolean);
      const line =
        initials.length === 2
          ? [seg(initials[0] ?? ''), seg(AMPERSAND, 0.5, 'middle'), seg(initials[1] ?? '')]
          : initials.map((initial) => seg(initial));
      return [[line]];
    }
    case 'names-date': {
      const names = [texts.nameA.trim(), texts.nameB.trim()].filter(Boolean);
      const date = texts.date.trim();
      const dateLines = date ? [[seg(date, 0.36)]] : [];
      const oneLine =
        names.length === 2
          ? [seg(names[0] ?? ''), seg(AMPERSAND, 0.7), seg(names[1] ?? '')]
          : names.map((name) => seg(name));
      const stacked =
        names.length === 2
          ? [[seg(names[0] ?? '')], [seg(AMPERSAND, 0.55)], [seg(names[1] ?? '')]]
          : [];
      return [[oneLine, ...dateLines], ...(stacked.length ? [[...stacked, ...dateLines]] : [])];
    }
    case 'framed-line':
      return [[[seg(design.texts.line.trim())]]];
    case 'logo':
      return [];
  }
}

function shift(box: Box, dx: number, dy: number, scale = 1): Box {
  return {
    x1: box.x1 * scale + dx,
    y1: box.y1 * scale + dy,
    x2: box.x2 * scale + dx,
    y2: box.y2 * scale + dy,
  };
}

/** Places an arrangement's lines under each other, each centred on x = 0. */
function layoutArrangement(
  arrangement: Arrangement,
  outline: (text: string) => TextOutline,
  missing: Set<string>,
): Block {
  const paths: PlacedPath[] = [];
  let ink: Box | null = null;
  for (const line of arrangement) {
    const placed: Array<{ segment: Segment; shape: TextOutline; box: Box; x: number }> = [];
    let cursor = 0;
    for (const segment of line) {
      if (segment.text === '') continue;
      const shape = outline(segment.text);
      shape.missing.forEach((char) => missing.add(char));
      if (!shape.ink) continue;
      const x = cursor - shape.ink.x1 * segment.scale;
      placed.push({ segment, shape, box: shift(shape.ink, x, 0, segment.scale), x });
      cursor = x + shape.ink.x2 * segment.scale + SEGMENT_GAP;
    }
    if (placed.length === 0) continue;

    const baselineInk = placed
      .filter((item) => item.segment.align !== 'middle')
      .reduce<Box | null>((box, item) => unionBox(box, item.box), null);
    const middleY = baselineInk ? (baselineInk.y1 + baselineInk.y2) / 2 : 0;
    const offsets = placed.map((item) =>
      item.segment.align === 'middle' ? middleY - (item.box.y1 + item.box.y2) / 2 : 0,
    );
    const lineInk = placed.reduce<Box | null>(
      (box, item, index) => unionBox(box, shift(item.box, 0, offsets[index] ?? 0)),
      null,
    ) as Box;
    const dx = -(lineInk.x1 + lineInk.x2) / 2;
    const dy = ink ? ink.y2 + LINE_GAP - lineInk.y1 : 0;
    placed.forEach((item, index) => {
      paths.push({
        d: item.shape.d,
        x: item.x + dx,
        y: (offsets[index] ?? 0) + dy,
        scale: item.segment.scale,
      });
    });
    ink = unionBox(ink, shift(lineInk, dx, dy));
  }
  return { paths, extras: [], ink };
}

export function roundedRect(x1: number, y1: number, x2: number, y2: number, r: number): string {
  const f = (value: number) => Math.round(value * 10) / 10;
  return (
    `M${f(x1 + r)} ${f(y1)}H${f(x2 - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x2)} ${f(y1 + r)}` +
    `V${f(y2 - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x2 - r)} ${f(y2)}H${f(x1 + r)}` +
    `A${f(r)} ${f(r)} 0 0 1 ${f(x1)} ${f(y2 - r)}V${f(y1 + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x1 + r)} ${f(y1)}Z`
  );
}

const PLAQUE_BORDERS = [
  { pad: 0.42 * EM_SIZE, width: 0.06 * EM_SIZE },
  { pad: 0.3 * EM_SIZE, width: 0.025 * EM_SIZE },
];
const PLAQUE_RADIUS = 0.14 * EM_SIZE;

function plaquePath(ink: Box, borders: Plaque['borders']): SvgNode {
  const { x1, y1, x2, y2 } = ink;
  const rings = borders.map(({ pad, width }) => {
    const outer = roundedRect(
      x1 - pad - width,
      y1 - pad - width,
      x2 + pad + width,
      y2 + pad + width,
      PLAQUE_RADIUS + width,
    );
    const inner = roundedRect(x1 - pad, y1 - pad, x2 + pad, y2 + pad, PLAQUE_RADIUS);
    return outer + inner;
  });
  return svg('path', { d: rings.join(''), fillRule: 'evenodd' });
}

/** The framed-line template's plaque: a double rounded border around the text. */
function withPlaque(block: Block): Block {
  if (!block.ink) return block;
  const { x1, y1, x2, y2 } = block.ink;
  const reach = (PLAQUE_BORDERS[0]?.pad ?? 0) + (PLAQUE_BORDERS[0]?.width ?? 0);
  return {
    ...block,
    extras: [plaquePath(block.ink, PLAQUE_BORDERS)],
    ink: { x1: x1 - reach, y1: y1 - reach, x2: x2 + reach, y2: y2 + reach },
    plaque: { ink: block.ink, borders: PLAQUE_BORDERS, radius: PLAQUE_RADIUS },
  };
}

/**
 * On steel, the plaque's borders are cut at least a little wider than the
 * narrowest cut a laser makes (its outer edge stays put, so the fit does
 * not change); when a long text leaves no room for two such borders with
 * steel between them, the plaque keeps its outer border only.
 */
function steelPlaque(block: Block, scale: number): Block {
  const plaque = block.plaque;
  const [outer, inner] = plaque?.borders ?? [];
  if (!plaque || !outer || !inner) return block;
  const least = (1.25 * MIN_CUT_WIDTH) / scale;
  const reach = outer.pad + outer.width;
  const outerWidth = Math.max(outer.width, least);
  const innerWidth = Math.max(inner.width, least);
  const gap = reach - outerWidth - (inner.pad + innerWidth);
  const borders =
    gap * scale >= BRIDGE_WIDTH
      ? [
          { pad: reach - outerWidth, width: outerWidth },
          { pad: inner.pad, width: innerWidth },
        ]
      : [{ pad: reach - outerWidth, width: outerWidth }];
  return {
    ...block,
    extras: [plaquePath(plaque.ink, borders)],
    plaque: { ...plaque, borders },
  };
}

function logoBlock(logo: LogoArt, idPrefix: string): { block: Block; defs: SvgNode[] } {
  const width = logo.aspect * EM_SIZE;
  const box = { x: -width / 2, y: -EM_SIZE / 2, width, height: EM_SIZE };
  const image = svg('image', { ...box, href: logo.href, preserveAspectRatio: 'xMidYMid meet' });
  const ink = { x1: box.x, y1: box.y, x2: box.x + width, y2: box.y + EM_SIZE };
  if (logo.mode === 'colour') {
    return { block: { paths: [], extras: [image], ink }, defs: [] };
  }
  const maskId = `${idPrefix}-logo-mask`;
  return {
    block: {
      paths: [],
      extras: [svg('rect', { ...box, mask: `url(#${maskId})` })],
      ink,
      logo: { box, cut: logo.cut },
    },
    defs: [svg('mask', { id: maskId, maskUnits: 'userSpaceOnUse', ...box }, [image])],
  };
}

/** The scale at which a block's corners just touch a circle of `radius`. */
function fitScale(ink: Box, radius: number): number {
  const halfWidth = (ink.x2 - ink.x1) / 2;
  const halfHeight = (ink.y2 - ink.y1) / 2;
  const reach = Math.hypot(halfWidth, halfHeight);
  return reach > 0 ? radius / reach : 1;
}

function chooseBlock(input: LayoutInput, missing: Set<string>): Block | null {
  const radius = CONTENT_RADIUS[input.design.frame];
  const candidates = arrangementsOf(input.design)
    .map((arrangement) => layoutArrangement(arrangement, input.outline, missing))
    .map((block) => (input.design.template === 'framed-line' ? withPlaque(block) : block))
    .filter((block) => block.ink !== null);
  let best: Block | null = null;
  for (const block of candidates) {
    if (!best || fitScale(block.ink as Box, radius) > fitScale(best.ink as Box, radius)) {
      best = block;
    }
  }
  return best;
}

export const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The design's content and where it goes (see the module comment). */
export function layoutDesign(input: LayoutInput): Layout {
  const { design } = input;
  const missing = new Set<string>();
  const defs: SvgNode[] = [];
  let block: Block | null = null;
  if (design.template === 'logo') {
    if (input.logo) {
      const logo = logoBlock(
        design.material === 'steel' ? { ...input.logo, mode: 'stencil' } : input.logo,
        input.idPrefix,
      );
      block = logo.block;
      defs.push(...logo.defs);
    }
  } else {
    block = chooseBlock(input, missing);
  }
  const ink = block?.ink;
  if (!block || !ink) return { block: null, defs, missing: [...missing], scale: 1, cx: 0, cy: 0 };
  // Rounded as the SVG writes them, so the steel check measures what is drawn.
  const scale = round3(fitScale(ink, CONTENT_RADIUS[design.frame]) * (design.size / 100));
  return {
    block: design.material === 'steel' ? steelPlaque(block, scale) : block,
    defs,
    missing: [...missing],
    scale,
    cx: round3((ink.x1 + ink.x2) / 2),
    cy: round3((ink.y1 + ink.y2) / 2),
  };
}
