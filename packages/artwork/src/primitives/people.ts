// Silhouettes of people, as flat dark shapes with an optional coloured rim of back light.
// Shapes are path data, so a whole crowd is one <path> (cheap to render, small to store).

import type { Canvas } from '../lib/canvas';
import type { Random } from '../lib/random';
import { d, el, group, num, rect, screen, type Point } from '../lib/svg';
import { glow } from './glow';

/** Path data of an ellipse, to merge heads into a crowd's single path. */
export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return d`M${cx - rx},${cy}a${rx},${ry} 0 1 0 ${rx * 2},0a${rx},${ry} 0 1 0 ${-rx * 2},0Z`;
}

export interface Figure {
  /** Filled outline (head, hair, shoulders, body). */
  readonly body: string;
  /** Arms, drawn as round-capped strokes of `armWidth`. */
  readonly arms: string;
  readonly armWidth: number;
  /** Phone screens held up, facing the viewer of a crowd seen from behind. */
  readonly phones?: readonly { readonly at: Point; readonly size: number }[];
}

interface UpperBodyOptions {
  /** Centre of the head. */
  readonly head: Point;
  /** Head radius: every other size follows from it. */
  readonly r: number;
  /** Where the body is cut off (the bottom of the picture, or the row in front). */
  readonly bottom: number;
  readonly rng: Random;
  /** Share of figures with one or both arms up. */
  readonly raised?: number;
  /** Sideways lean of the head, in head radii. */
  readonly tilt?: number;
  /** With arms raised: one arm, both, or either (seeded). */
  readonly arms?: 'one' | 'both' | 'either';
  /** Length of raised arms, relative to the usual. */
  readonly armLength?: number;
  /** Chance that a raised hand holds a phone up. */
  readonly phones?: number;
}

/** A standing person from the waist up, maybe with arms in the air. */
export function upperBody(options: UpperBodyOptions): Figure {
  const { head, r, bottom, rng, raised = 0, tilt = rng.range(-0.25, 0.25) } = options;
  const { arms: armChoice = 'either', armLength = 1, phones: phoneChance = 0 } = options;
  const phones: { at: Point; size: number }[] = [];
  const [x, hy] = [head[0] + tilt * r, head[1]];
  const shoulder = r * rng.range(2.05, 2.5);
  const sy = hy + r * 2.2;
  const parts: string[] = [];
  const long = rng.chance(0.4);
  parts.push(ellipsePath(x, hy, r * 0.88, r * 1.04));
  if (long) {
    // Long hair falling on the shoulders.
    parts.push(
      d`M${x - r * 0.95},${hy - r * 0.1}C${x - r * 1.15},${hy + r * 1.4} ${x - r * 1.05},${
        hy + r * 2.2
      } ${x - r * 0.6},${hy + r * 2.5}L${x + r * 0.6},${hy + r * 2.5}C${x + r * 1.05},${
        hy + r * 2.2
      } ${x + r * 1.15},${hy + r * 1.4} ${x + r * 0.95},${hy - r * 0.1}Z`,
    );
  } else if (rng.chance(0.2)) {
    parts.push(ellipsePath(x + r * 0.1, hy - r * 0.95, r * 0.42, r * 0.36)); // a bun
  }
  const neck = r * 0.42;
  parts.push(
    d`M${x - neck},${hy + r * 0.6}C${x - neck},${hy + r * 1.5} ${x - shoulder * 0.45},${
      sy - r * 0.35
    } ${x - shoulder * 0.82},${sy - r * 0.15}C${x - shoulder * 1.02},${sy - r * 0.05} ${
      x - shoulder * 1.08
    },${sy + r * 0.5} ${x - shoulder * 1.06},${sy + r * 1.2}L${x - shoulder * 0.98},${bottom}L${
      x + shoulder * 0.98
    },${bottom}L${x + shoulder * 1.06},${sy + r * 1.2}C${x + shoulder * 1.08},${sy + r * 0.5} ${
      x + shoulder * 1.02
    },${sy - r * 0.05} ${x + shoulder * 0.82},${sy - r * 0.15}C${x + shoulder * 0.45},${
      sy - r * 0.35
    } ${x + neck},${hy + r * 1.5} ${x + neck},${hy + r * 0.6}Z`,
  );
  const arms: string[] = [];
  if (rng.chance(raised)) {
    const both = armChoice === 'both' || (armChoice === 'either' && rng.chance(0.45));
    const sides = both ? [-1, 1] : [rng.pick([-1, 1])];
    for (const side of sides) {
      const start: Point = [x + side * shoulder * 0.82, sy + r * 0.2];
      const reach = rng.range(3.6, 5.2) * armLength;
      const spread = rng.range(0.3, 1.6);
      const elbow: Point = [start[0] + side * r * (0.6 + spread * 0.6), start[1] - r * reach * 0.5];
      const hand: Point = [elbow[0] + side * r * spread * 0.5, start[1] - r * reach];
      arms.push(d`M${start[0]},${start[1]}L${elbow[0]},${elbow[1]}L${hand[0]},${hand[1]}`);
      parts.push(ellipsePath(hand[0], hand[1] - r * 0.2, r * 0.34, r * 0.42));
      if (rng.chance(phoneChance)) phones.push({ at: [hand[0], hand[1] - r * 0.6], size: r });
    }
  }
  return { body: parts.join(''), arms: arms.join(''), armWidth: r * 0.62, phones };
}

export interface FigureStyle {
  readonly fill: string;
  /** Colour (or gradient url) of the back light around the outline. */
  readonly rim?: string;
  /** How far the rim shows beyond the outline, in pixels. */
  readonly rimWidth?: number;
  readonly rimOpacity?: number;
}

/** Draws figures with a soft coloured rim of back light, then the flat dark shapes on top. */
export function drawFigures(c: Canvas, figures: readonly Figure[], style: FigureStyle): string {
  // Each outline is its own <path>: overlapping parts drawn in opposite directions would cut
  // holes in one another under the non-zero fill rule if they shared a path.
  const outlines = figures.flatMap((figure) => figure.body.split(/(?=M)/)).filter(Boolean);
  const armLayers = figures
    .filter((figure) => figure.arms !== '')
    .map((figure) => ({ d: figure.arms, width: figure.armWidth }));
  const shapes = (fill: string, extra = 0): string =>
    group(
      {},
      ...outlines.map((outline) =>
        el('path', {
          d: outline,
          fill,
          stroke: extra > 0 ? fill : undefined,
          'stroke-width': extra || undefined,
        }),
      ),
      ...armLayers.map((arm) =>
        el('path', {
          d: arm.d,
          fill: 'none',
          stroke: fill,
          'stroke-width': arm.width + extra,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      ),
    );
  const rimWidth = style.rimWidth ?? 3;
  const rim = style.rim
    ? group(
        {
          filter: c.blur(rimWidth * 0.6),
          transform: `translate(0 ${-rimWidth * 0.5})`,
          opacity: style.rimOpacity ?? 0.85,
        },
        shapes(style.rim, rimWidth),
      )
    : '';
  const screens = figures
    .flatMap((figure) => figure.phones ?? [])
    .map(({ at, size }) =>
      group(
        {},
        rect(at[0] - size * 0.32, at[1] - size * 0.55, size * 0.64, size * 1.1, {
          rx: size * 0.1,
          fill: '#0c0b12',
        }),
        rect(at[0] - size * 0.26, at[1] - size * 0.48, size * 0.52, size * 0.96, {
          rx: size * 0.06,
          fill: '#e9e4ff',
        }),
      ),
    );
  const phoneGlow = figures
    .flatMap((figure) => figure.phones ?? [])
    .map(({ at, size }) => glow(c, at, size * 2.2, size * 2.2, '#cdbfff', 0.35));
  return group({}, rim, shapes(style.fill), ...screens, screens.length ? screen(...phoneGlow) : '');
}

export interface CrowdOptions {
  readonly left: number;
  readonly right: number;
  /** Height of the heads' centres (varies a little per person). */
  readonly headY: number;
  readonly headRadius: number;
  readonly bottom: number;
  /** Average gap between people, in head radii. */
  readonly spacing?: number;
  readonly raised?: number;
  /** Chance that a raised hand holds a glowing phone. */
  readonly phones?: number;
}

/** One row of a standing crowd. */
export function crowdRow(rng: Random, options: CrowdOptions): Figure[] {
  const { left, right, headY, headRadius: r, bottom, spacing = 4.2, raised = 0.3 } = options;
  const phones = options.phones ?? 0;
  const figures: Figure[] = [];
  let x = left + rng.range(0, r * 2);
  while (x < right) {
    const size = r * rng.range(0.88, 1.12);
    figures.push(
      upperBody({
        head: [x, headY + rng.range(-r * 0.8, r * 0.8)],
        r: size,
        bottom,
        rng,
        raised,
        phones,
      }),
    );
    x += r * spacing * rng.range(0.7, 1.25);
  }
  return figures;
}

/** Seated audience seen from behind: heads and shoulders above the chair backs. */
export function seatedRow(rng: Random, options: CrowdOptions): Figure[] {
  const { left, right, headY, headRadius: r, bottom, spacing = 4.6 } = options;
  const figures: Figure[] = [];
  let x = left + rng.range(0, r);
  while (x < right) {
    if (rng.chance(0.9)) {
      figures.push(
        upperBody({
          head: [x + rng.range(-r * 0.4, r * 0.4), headY + rng.range(-r * 0.3, r * 0.3)],
          r: r * rng.range(0.92, 1.08),
          bottom,
          rng,
          raised: 0,
          tilt: rng.range(-0.2, 0.2),
        }),
      );
    }
    x += r * spacing;
  }
  return figures;
}

export type Outfit = 'gown' | 'dress' | 'suit';
export type Pose = 'up' | 'one-up' | 'down' | 'sway' | 'hold' | 'gesture' | 'prop';

export interface FullBodyOptions {
  /** Between the feet, on the floor. */
  readonly feet: Point;
  readonly height: number;
  readonly outfit: Outfit;
  readonly pose: Pose;
  /** -1 leans left, 1 leans right. */
  readonly lean?: number;
  /** For pose "hold": where each hand reaches (a partner's shoulder or waist); left = towards x 0. */
  readonly reach?: { readonly left?: Point; readonly right?: Point };
}

/** A whole standing person: head, torso, gown / dress / suit, arms in a dancing pose. */
export function fullBody(options: FullBodyOptions): Figure {
  const { feet, height: h, outfit, pose, lean = 0, reach = {} } = options;
  const [x0, y] = feet;
  const x = x0 + lean * h * 0.04;
  const r = h * 0.066;
  const headY = y - h + r;
  const shoulderY = y - h * 0.81;
  const shoulder = outfit === 'suit' ? h * 0.125 : h * 0.105;
  const waistY = y - h * 0.52;
  const waist = outfit === 'suit' ? h * 0.095 : h * 0.07;
  const parts: string[] = [ellipsePath(x + lean * r * 0.4, headY, r * 0.85, r * 1.02)];
  if (outfit !== 'suit') {
    parts.push(ellipsePath(x + lean * r * 0.4 - r * 0.15, headY - r * 0.7, r * 0.5, r * 0.4)); // updo
  }
  // Neck, shoulders and torso down to the waist.
  parts.push(
    d`M${x - r * 0.32},${headY + r * 0.8}L${x - shoulder * 0.55},${shoulderY - h * 0.012}Q${
      x - shoulder
    },${shoulderY - h * 0.01} ${x - shoulder},${shoulderY + h * 0.04}L${x - waist},${waistY}L${
      x + waist
    },${waistY}L${x + shoulder},${shoulderY + h * 0.04}Q${x + shoulder},${shoulderY - h * 0.01} ${
      x + shoulder * 0.55
    },${shoulderY - h * 0.012}L${x + r * 0.32},${headY + r * 0.8}Z`,
  );
  if (outfit === 'gown') {
    const hem = h * 0.26;
    parts.push(
      d`M${x - waist},${waistY - h * 0.01}C${x - waist * 1.6},${y - h * 0.3} ${x - hem * 0.9},${
        y - h * 0.1
      } ${x - hem - lean * h * 0.05},${y}L${x + hem - lean * h * 0.05},${y}C${x + hem * 0.9},${
        y - h * 0.1
      } ${x + waist * 1.6},${y - h * 0.3} ${x + waist},${waistY - h * 0.01}Z`,
    );
  } else if (outfit === 'dress') {
    const hemY = y - h * 0.24;
    parts.push(
      d`M${x - waist},${waistY - h * 0.01}L${x - h * 0.13},${hemY}L${x + h * 0.13},${hemY}L${
        x + waist
      },${waistY - h * 0.01}Z`,
    );
    parts.push(legs(x, hemY - h * 0.02, y, h * 0.022, h * 0.05, lean));
  } else {
    parts.push(
      d`M${x - waist},${waistY - h * 0.01}L${x - waist * 1.05},${waistY + h * 0.06}L${x + waist * 1.05},${
        waistY + h * 0.06
      }L${x + waist},${waistY - h * 0.01}Z`,
    );
    parts.push(legs(x, waistY + h * 0.05, y, h * 0.045, h * 0.06, lean));
  }
  const leftShoulder: Point = [x - shoulder * 0.85, shoulderY + h * 0.03];
  const rightShoulder: Point = [x + shoulder * 0.85, shoulderY + h * 0.03];
  const arm = (from: Point, elbow: Point, hand: Point): string =>
    d`M${from[0]},${from[1]}L${elbow[0]},${elbow[1]}L${hand[0]},${hand[1]}`;
  const up = (from: Point, side: number, spread: number): string =>
    arm(
      from,
      [from[0] + side * h * (0.06 + spread * 0.04), from[1] - h * 0.16],
      [from[0] + side * h * (0.05 + spread * 0.1), from[1] - h * 0.33],
    );
  const down = (from: Point, side: number, swing: number): string =>
    arm(
      from,
      [from[0] + side * h * 0.05, from[1] + h * 0.15],
      [from[0] + side * h * (0.04 + swing * 0.08), from[1] + h * (0.3 - swing * 0.08)],
    );
  const toward = (from: Point, target: Point): string =>
    arm(from, [(from[0] + target[0]) / 2, Math.max(from[1], target[1]) + h * 0.06], target);
  const arms: string[] = [];
  if (pose === 'up') arms.push(up(leftShoulder, -1, 0.8), up(rightShoulder, 1, 0.6));
  else if (pose === 'one-up') arms.push(up(rightShoulder, 1, 0.4), down(leftShoulder, -1, 1.2));
  else if (pose === 'gesture') {
    // One hand open towards the audience, the other bent at the waist (holding a clicker).
    arms.push(
      arm(
        rightShoulder,
        [rightShoulder[0] + h * 0.1, rightShoulder[1] + h * 0.08],
        [rightShoulder[0] + h * 0.21, rightShoulder[1] + h * 0.02],
      ),
      arm(
        leftShoulder,
        [leftShoulder[0] - h * 0.03, leftShoulder[1] + h * 0.15],
        [leftShoulder[0] + h * 0.05, leftShoulder[1] + h * 0.22],
      ),
    );
  } else if (pose === 'prop') {
    // Holding a photo-booth prop on a stick up by the face.
    const hand = propHand(options);
    arms.push(arm(rightShoulder, [rightShoulder[0] + h * 0.07, rightShoulder[1] + h * 0.14], hand));
    arms.push(down(leftShoulder, -1, 0.4));
  } else if (pose === 'sway') arms.push(down(leftShoulder, -1, 1.6), down(rightShoulder, 1, 2));
  else if (pose === 'hold') {
    arms.push(reach.right ? toward(rightShoulder, reach.right) : down(rightShoulder, 1, 0.3));
    arms.push(reach.left ? toward(leftShoulder, reach.left) : down(leftShoulder, -1, 0.3));
  } else arms.push(down(leftShoulder, -1, 0), down(rightShoulder, 1, 0));
  return { body: parts.join(''), arms: arms.join(''), armWidth: h * 0.038 };
}

/** Where the hand of a figure in the "prop" pose is, to attach the prop's stick. */
export function propHand(
  options: Pick<FullBodyOptions, 'feet' | 'height' | 'outfit' | 'lean'>,
): Point {
  const { feet, height: h, outfit, lean = 0 } = options;
  const x = feet[0] + lean * h * 0.04;
  const shoulder = outfit === 'suit' ? h * 0.125 : h * 0.105;
  return [x + shoulder * 0.85 + h * 0.05, feet[1] - h * 0.81 + h * 0.02];
}

function legs(x: number, top: number, floor: number, width: number, gap: number, lean: number) {
  const knee = (top + floor) / 2;
  const bend = lean * width * 1.2;
  return (
    d`M${x - gap - width},${top}L${x - gap + bend - width},${knee}L${x - gap * 1.2 - width},${floor}L${
      x - gap * 1.2 + width * 1.4
    },${floor}L${x - gap + bend + width},${knee}L${x - gap + width * 1.6},${top}Z` +
    d`M${x + gap - width * 1.6},${top}L${x + gap + bend - width},${knee}L${x + gap * 1.2 - width * 1.4},${floor}L${
      x + gap * 1.2 + width
    },${floor}L${x + gap + bend + width},${knee}L${x + gap + width},${top}Z`
  );
}

/**
 * A couple's first dance in profile: foreheads close, her arm round his neck, his at her waist,
 * her gown flowing back into a train and a veil falling from her hair. `veil` is drawn separately
 * (pale and translucent) on top of the figures.
 */
export function couple(feet: Point, height: number): { figures: Figure[]; veil: string } {
  const [x0, y0] = feet;
  // Shapes are designed in a unit box: x from the couple's centre, y from 0 (top) to 1 (floor).
  const p = (ux: number, uy: number): string =>
    `${num(x0 + ux * height)},${num(y0 - (1 - uy) * height)}`;
  const shape = (...points: [number, number][]): string =>
    `M${points.map(([ux, uy]) => p(ux, uy)).join('L')}Z`;
  const curve = (start: [number, number], ...segments: [number, number][][]): string =>
    `M${p(...start)}` +
    segments.map((seg) => `C${seg.map(([ux, uy]) => p(ux, uy)).join(' ')}`).join('') +
    'Z';
  const head = (cx: number, cy: number, rx: number, ry: number): string =>
    ellipsePath(x0 + cx * height, y0 - (1 - cy) * height, rx * height, ry * height);
  const his = [
    head(-0.07, 0.08, 0.048, 0.06),
    shape([-0.028, 0.068], [-0.008, 0.092], [-0.03, 0.104]), // nose
    shape([-0.095, 0.11], [-0.05, 0.11], [-0.052, 0.17], [-0.1, 0.17]), // neck
    curve(
      [-0.135, 0.19],
      [
        [-0.1, 0.165],
        [-0.03, 0.165],
        [-0.008, 0.19],
      ],
      [
        [0.008, 0.26],
        [0.0, 0.4],
        [0.0, 0.52],
      ],
      [
        [-0.05, 0.53],
        [-0.1, 0.53],
        [-0.135, 0.52],
      ],
      [
        [-0.145, 0.4],
        [-0.15, 0.26],
        [-0.135, 0.19],
      ],
    ),
    shape(
      [-0.133, 0.5],
      [-0.07, 0.5],
      [-0.08, 0.75],
      [-0.085, 0.98],
      [-0.045, 1],
      [-0.125, 1],
      [-0.125, 0.75],
    ),
    shape(
      [-0.075, 0.5],
      [0.0, 0.5],
      [0.028, 0.75],
      [0.052, 0.98],
      [0.085, 1],
      [0.015, 1],
      [-0.022, 0.75],
    ),
  ].join('');
  const hers = [
    head(0.047, 0.128, 0.043, 0.054),
    shape([0.01, 0.118], [-0.006, 0.138], [0.012, 0.146]), // nose
    head(0.092, 0.095, 0.026, 0.024), // hair bun
    shape([0.032, 0.16], [0.066, 0.16], [0.07, 0.215], [0.03, 0.215]), // neck
    curve(
      [0.01, 0.23],
      [
        [0.03, 0.2],
        [0.09, 0.2],
        [0.105, 0.23],
      ],
      [
        [0.11, 0.3],
        [0.095, 0.38],
        [0.09, 0.43],
      ],
      [
        [0.06, 0.44],
        [0.04, 0.44],
        [0.02, 0.43],
      ],
      [
        [0.005, 0.36],
        [0.0, 0.3],
        [0.01, 0.23],
      ],
    ),
    // The gown: fitted at the waist, flaring to the floor, a train sweeping back.
    curve(
      [0.02, 0.42],
      [
        [0.0, 0.6],
        [-0.035, 0.85],
        [-0.055, 1],
      ],
      [
        [0.05, 1.005],
        [0.2, 1.005],
        [0.34, 1],
      ],
      [
        [0.24, 0.94],
        [0.14, 0.7],
        [0.09, 0.42],
      ],
    ),
  ].join('');
  const armPath = (...points: [number, number][]): string =>
    `M${points.map(([ux, uy]) => p(ux, uy)).join('L')}`;
  const figures: Figure[] = [
    {
      body: his,
      arms: armPath([-0.03, 0.21], [0.0, 0.36], [0.12, 0.41]),
      armWidth: height * 0.034,
    },
    {
      body: hers,
      arms: armPath([0.03, 0.24], [-0.05, 0.215], [-0.105, 0.15]),
      armWidth: height * 0.028,
    },
  ];
  const veil = curve(
    [0.1, 0.09],
    [
      [0.16, 0.2],
      [0.2, 0.55],
      [0.3, 0.98],
    ],
    [
      [0.26, 1],
      [0.22, 1],
      [0.2, 0.98],
    ],
    [
      [0.16, 0.6],
      [0.12, 0.3],
      [0.085, 0.11],
    ],
  );
  return { figures, veil };
}
