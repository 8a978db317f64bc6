/**
 * Builds a design's artwork as an SVG tree: the text (as outlines) or the
 * logo, sized to fit the disc, with its frame, painted as steel (one colour
 * of light) or glass (a colour or a two-colour gradient).
 *
 * Two variants share everything but the presentation: "artwork" is the flat
 * file a vendor works from (light on a black disc); "projection" is the
 * light alone, softened and glowing, for the preview on a floor or wall.
 */
import { STEEL_LIGHT } from './design';
import { ARTWORK_SIZE, CENTER, DISC_RADIUS, frameShapes, circlePath } from './frames';
import { layoutDesign, type LayoutInput } from './layout';
import { planSteel, type HairlineMark, type SteelPlan } from './steel';
import { svg, type SvgNode } from './svg-tree';

export type ArtworkVariant = 'artwork' | 'projection';

export type { LogoArt } from './layout';

export interface ArtworkInput extends LayoutInput {
  variant: ArtworkVariant;
  /** The design in words: the file's <title>, the preview's accessible name. */
  title: string;
  /** A steel design's bridges, when the caller has planned them already. */
  steel?: SteelPlan;
  /** Hairlines to circle (the flat artwork on screen only, never a file). */
  hairlines?: readonly HairlineMark[];
}

export interface Artwork {
  root: SvgNode;
  /** Typed characters the font cannot draw. */
  missing: string[];
  /** False when there is nothing to project yet (no text, no logo). */
  hasContent: boolean;
  /** Steel only: the bridges drawn and the islands found. */
  steel?: SteelPlan;
}

const f = (value: number) => String(Math.round(value * 1000) / 1000);

/** Hairline marks: a warning orange that reads on the black disc and the white light. */
const HAIRLINE_COLOUR = '#ff8a00';

/** A closed polygon as path data. */
function polygonPath(points: readonly number[]): string {
  const pairs: string[] = [];
  for (let index = 0; index < points.length; index += 2) {
    pairs.push(`${f(points[index] ?? 0)} ${f(points[index + 1] ?? 0)}`);
  }
  return `M${pairs.join('L')}Z`;
}

/**
 * On steel, the light passes everywhere but the bridges: a clip of the
 * disc with each bridge taken out (even-odd, so bridges in one clip must
 * not overlap: see bridgeLayers).
 */
function bridgeClip(id: string, bridges: readonly number[][]): SvgNode {
  const d = circlePath(DISC_RADIUS + 10) + bridges.map(polygonPath).join('');
  return svg('clipPath', { id }, [svg('path', { d, clipRule: 'evenodd' })]);
}

/** A polygon's bounding box: x1, y1, x2, y2. */
function boxOf(points: readonly number[]): [number, number, number, number] {
  const xs = points.filter((_, index) => index % 2 === 0);
  const ys = points.filter((_, index) => index % 2 === 1);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The bridges in layers whose bridges do not overlap (usually one; a
 * bridge laid beside another starts a second), each layer one clip.
 */
function bridgeLayers(bridges: readonly number[][]): number[][][] {
  const layers: Array<{ bridges: number[][]; boxes: Array<[number, number, number, number]> }> = [];
  for (const bridge of bridges) {
    const [x1, y1, x2, y2] = boxOf(bridge);
    const clear = (box: [number, number, number, number]) =>
      x2 <= box[0] || box[2] <= x1 || y2 <= box[1] || box[3] <= y1;
    let layer = layers.find((candidate) => candidate.boxes.every(clear));
    if (!layer) {
      layer = { bridges: [], boxes: [] };
      layers.push(layer);
    }
    layer.bridges.push(bridge);
    layer.boxes.push([x1, y1, x2, y2]);
  }
  return layers.map((layer) => layer.bridges);
}

/** Circles around hairlines, drawn over the flat artwork on screen. */
function hairlineMarks(idPrefix: string, marks: readonly HairlineMark[]): SvgNode {
  return svg(
    'g',
    {
      id: `${idPrefix}-hairlines`,
      fill: 'none',
      stroke: HAIRLINE_COLOUR,
      strokeWidth: 6,
      strokeDasharray: '14 8',
    },
    marks.map((mark) => svg('circle', { cx: f(mark.x), cy: f(mark.y), r: f(mark.r) })),
  );
}

/** The design's artwork (see the module comment for the two variants). */
export function buildArtwork(input: ArtworkInput): Artwork {
  const { design, idPrefix, variant } = input;
  const defs: SvgNode[] = [
    svg('clipPath', { id: `${idPrefix}-disc` }, [
      svg('circle', { cx: CENTER, cy: CENTER, r: DISC_RADIUS }),
    ]),
  ];

  const layout = layoutDesign(input);
  const { block } = layout;
  defs.push(...layout.defs);

  const content: SvgNode[] = [];
  if (block?.ink) {
    const transform =
      `translate(${CENTER} ${CENTER}) rotate(${design.rotation}) ` +
      `scale(${f(layout.scale)}) translate(${f(-layout.cx)} ${f(-layout.cy)})`;
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
  const steel = design.material === 'steel' ? (input.steel ?? planSteel(input, layout)) : undefined;
  let light = [...frame, ...content];
  if (steel && steel.lost.length > 0) {
    // Steel too thin to hold: the cutting loses it, so the light passes there.
    light.push(svg('path', { id: `${idPrefix}-lost`, d: steel.lost.map(polygonPath).join('') }));
  }
  if (steel && steel.bridges.length > 0) {
    // Inner groups, so the glow blurs the bridged light as a lens would.
    bridgeLayers(steel.bridges).forEach((layer, index) => {
      const clipId = `${idPrefix}-bridges${index === 0 ? '' : `-${index + 1}`}`;
      defs.push(bridgeClip(clipId, layer));
      light = [svg('g', { clipPath: `url(#${clipId})` }, light)];
    });
  }
  body.push(svg('g', lightAttributes, light));
  if (variant === 'artwork' && input.hairlines && input.hairlines.length > 0) {
    body.push(hairlineMarks(idPrefix, input.hairlines));
  }

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
  return { root, missing: layout.missing, hasContent: content.length > 0, steel };
}
