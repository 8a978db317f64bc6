/**
 * Builds a design's artwork as an SVG tree: the text (as outlines) or the
 * logo, sized to fit the disc, with its frame, painted as steel (one colour
 * of light) or glass (a colour or a two-colour gradient).
 *
 * Two variants share everything but the presentation: "artwork" is the flat
 * file a vendor works from (light on a black disc); "projection" is the
 * light alone, softened and glowing, for the preview on a floor or wall.
 */
import { STEEL_LIGHT, type GoboDesign } from './design';
import {
  ARTWORK_SIZE,
  CENTER,
  CONTENT_RADIUS,
  DISC_RADIUS,
  frameShapes,
  circlePath,
} from './frames';
import { svg, type SvgNode } from './svg-tree';
import { EM_SIZE, unionBox, type Box, type TextOutline } from './text-outline';

export type ArtworkVariant = 'artwork' | 'projection';

/** An uploaded logo, ready to draw. */
export interface LogoArt {
  /** A data: URL (never a remote address). */
  href: string;
  /** Width / height. */
  aspect: number;
  /** "stencil": its shape, filled with the light; "colour": its own colours (glass only). */
  mode: 'stencil' | 'colour';
}

export interface ArtworkInput {
  design: GoboDesign;
  /** The outline of a text in the design's font (memoized by the caller). */
  outline: (text: string) => TextOutline;
  logo?: LogoArt | null;
  variant: ArtworkVariant;
  /** Keeps ids unique when several artworks share a page. */
  idPrefix: string;
  /** The design in words: the file's <title>, the preview's accessible name. */
  title: string;
}

export interface Artwork {
  root: SvgNode;
  /** Typed characters the font cannot draw. */
  missing: string[];
  /** False when there is nothing to project yet (no text, no logo). */
  hasContent: boolean;
}

interface Segment {
  text: string;
  scale: number;
  /** "middle" centres a small sign (an ampersand) on the big letters beside it. */
  align?: 'baseline' | 'middle';
}

type Arrangement = Segment[][];

interface PlacedPath {
  d: string;
  x: number;
  y: number;
  scale: number;
}

interface Block {
  paths: PlacedPath[];
  extras: SvgNode[];
  ink: Box | null;
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

function roundedRect(x1: number, y1: number, x2: number, y2: number, r: number): string {
  const f = (value: number) => Math.round(value * 10) / 10;
  return (
    `M${f(x1 + r)} ${f(y1)}H${f(x2 - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x2)} ${f(y1 + r)}` +
    `V${f(y2 - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x2 - r)} ${f(y2)}H${f(x1 + r)}` +
    `A${f(r)} ${f(r)} 0 0 1 ${f(x1)} ${f(y2 - r)}V${f(y1 + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x1 + r)} ${f(y1)}Z`
  );
}

/** The framed-line template's plaque: a double rounded border around the text. */
function withPlaque(block: Block): Block {
  if (!block.ink) return block;
  const { x1, y1, x2, y2 } = block.ink;
  const borders: Array<[number, number]> = [
    [0.42 * EM_SIZE, 0.06 * EM_SIZE],
    [0.3 * EM_SIZE, 0.025 * EM_SIZE],
  ];
  const rings = borders.map(([pad, width]) => {
    const outer = roundedRect(
      x1 - pad - width,
      y1 - pad - width,
      x2 + pad + width,
      y2 + pad + width,
      0.14 * EM_SIZE + width,
    );
    const inner = roundedRect(x1 - pad, y1 - pad, x2 + pad, y2 + pad, 0.14 * EM_SIZE);
    return outer + inner;
  });
  const reach = (borders[0]?.[0] ?? 0) + (borders[0]?.[1] ?? 0);
  return {
    ...block,
    extras: [svg('path', { d: rings.join(''), fillRule: 'evenodd' })],
    ink: { x1: x1 - reach, y1: y1 - reach, x2: x2 + reach, y2: y2 + reach },
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
    block: { paths: [], extras: [svg('rect', { ...box, mask: `url(#${maskId})` })], ink },
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

function chooseBlock(input: ArtworkInput, missing: Set<string>): Block | null {
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

const f = (value: number) => String(Math.round(value * 1000) / 1000);

/** The design's artwork (see the module comment for the two variants). */
export function buildArtwork(input: ArtworkInput): Artwork {
  const { design, idPrefix, variant } = input;
  const missing = new Set<string>();
  const defs: SvgNode[] = [
    svg('clipPath', { id: `${idPrefix}-disc` }, [
      svg('circle', { cx: CENTER, cy: CENTER, r: DISC_RADIUS }),
    ]),
  ];

  let block: Block | null = null;
  if (design.template === 'logo') {
    if (input.logo) {
      const logo = logoBlock(
        design.material === 'steel' ? { ...input.logo, mode: 'stencil' } : input.logo,
        idPrefix,
      );
      block = logo.block;
      defs.push(...logo.defs);
    }
  } else {
    block = chooseBlock(input, missing);
  }

  const content: SvgNode[] = [];
  if (block?.ink) {
    const ink = block.ink;
    const scale = fitScale(ink, CONTENT_RADIUS[design.frame]) * (design.size / 100);
    const cx = (ink.x1 + ink.x2) / 2;
    const cy = (ink.y1 + ink.y2) / 2;
    const transform =
      `translate(${CENTER} ${CENTER}) rotate(${design.rotation}) ` +
      `scale(${f(scale)}) translate(${f(-cx)} ${f(-cy)})`;
    content.push(
      svg('g', { transform }, [
        ...block.paths.map((path) =>
          svg('path', {
            d: path.d,
            transform: `translate(${f(path.x)} ${f(path.y)})${path.scale === 1 ? '' : ` scale(${path.scale})`}`,
          }),
        ),
        ...block.extras,
      ]),
    );
  }

  const frame = frameShapes(design.frame).map((shape) =>
    svg('path', { d: shape.d, fillRule: shape.fillRule }),
  );

  let paint: string = STEEL_LIGHT;
  if (design.material === 'glass') {
    if (design.gradient) {
      const gradientId = `${idPrefix}-glass`;
      defs.push(
        svg(
          'linearGradient',
          { id: gradientId, gradientUnits: 'userSpaceOnUse', x1: 160, y1: 160, x2: 840, y2: 840 },
          [
            svg('stop', { offset: 0, stopColor: design.colorA }),
            svg('stop', { offset: 1, stopColor: design.colorB }),
          ],
        ),
      );
      paint = `url(#${gradientId})`;
    } else {
      paint = design.colorA;
    }
  }

  const lightAttributes: Record<string, string> = {
    id: `${idPrefix}-light`,
    fill: paint,
    clipPath: `url(#${idPrefix}-disc)`,
  };
  const body: SvgNode[] = [];
  if (variant === 'artwork') {
    body.push(
      svg('path', { id: `${idPrefix}-blank`, d: circlePath(DISC_RADIUS), fill: '#000000' }),
    );
  } else {
    defs.push(
      svg('filter', { id: `${idPrefix}-glow`, x: -0.2, y: -0.2, width: 1.4, height: 1.4 }, [
        svg('feGaussianBlur', { in: 'SourceGraphic', stdDeviation: 1.6, result: 'soft' }),
        svg('feGaussianBlur', { in: 'SourceGraphic', stdDeviation: 16, result: 'halo' }),
        svg('feMerge', {}, [
          svg('feMergeNode', { in: 'halo' }),
          svg('feMergeNode', { in: 'halo' }),
          svg('feMergeNode', { in: 'soft' }),
        ]),
      ]),
      svg('radialGradient', { id: `${idPrefix}-spill` }, [
        svg('stop', { offset: 0, stopColor: '#ffffff', stopOpacity: 0.07 }),
        svg('stop', { offset: 0.92, stopColor: '#ffffff', stopOpacity: 0.04 }),
        svg('stop', { offset: 1, stopColor: '#ffffff', stopOpacity: 0 }),
      ]),
    );
    body.push(
      svg('circle', { cx: CENTER, cy: CENTER, r: DISC_RADIUS, fill: `url(#${idPrefix}-spill)` }),
    );
    lightAttributes.filter = `url(#${idPrefix}-glow)`;
  }
  body.push(svg('g', lightAttributes, [...frame, ...content]));

  const titleId = `${idPrefix}-title`;
  const root = svg(
    'svg',
    {
      viewBox: `0 0 ${ARTWORK_SIZE} ${ARTWORK_SIZE}`,
      width: ARTWORK_SIZE,
      height: ARTWORK_SIZE,
      role: 'img',
      'aria-labelledby': titleId,
    },
    [svg('title', { id: titleId }, [], input.title), svg('defs', {}, defs), ...body],
  );
  return { root, missing: [...missing], hasContent: content.length > 0 };
}
