// Stage furniture: platforms, DJ booth, speakers, LED screens, lectern.

import type { Canvas } from '../lib/canvas';
import { palette } from '../lib/palette';
import { circle, d, el, ellipse, group, rect, screen, type Point } from '../lib/svg';
import { glow } from './glow';
import { drawFigures, upperBody } from './people';

/** A stage platform: its top seen slightly from above, its front face with an LED edge. */
export function stagePlatform(
  c: Canvas,
  area: { left: number; right: number; top: number; depth: number; front: number },
  edgeColor: string,
): string {
  const { left, right, top, depth, front } = area;
  const deck = c.linearBox([
    { offset: 0, color: '#1a1726' },
    { offset: 1, color: '#0e0c15' },
  ]);
  const face = c.linearBox([
    { offset: 0, color: '#0b0a11' },
    { offset: 1, color: '#050409' },
  ]);
  const surfaceTop = top - depth;
  return group(
    {},
    rect(left, surfaceTop, right - left, depth, { fill: deck }),
    rect(left, top, right - left, front, { fill: face }),
    screen(
      rect(left, top - 1.5, right - left, 3, { fill: edgeColor, opacity: 0.9 }),
      glow(c, [(left + right) / 2, top], (right - left) * 0.55, 18, edgeColor, 0.55),
    ),
  );
}

export interface DjBoothOptions {
  readonly centre: number;
  /** Height of the booth's table top. */
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly colors: readonly [string, string];
  /** The DJ's raised hand (a "hands up" moment). */
  readonly handUp?: boolean;
  readonly rim?: string;
}

/** A DJ behind a glowing white booth with decks, mixer and a laptop. */
export function djBooth(c: Canvas, options: DjBoothOptions): string {
  const { centre: x, top, width: w, height: h, colors, handUp = true } = options;
  const r = h * 0.2;
  const dj = upperBody({
    head: [x + w * 0.04, top - r * 3.3],
    r,
    bottom: top + 4,
    rng: c.rng,
    raised: handUp ? 1 : 0,
    arms: 'one',
    armLength: 0.8,
    tilt: -0.3,
  });
  const [hx, hy] = [x + w * 0.04 - 0.3 * r, top - r * 3.3];
  const headphones = el('path', {
    d: d`M${hx - r * 1.02},${hy + r * 0.1}A${r * 1.02},${r * 1.1} 0 0 1 ${hx + r * 1.02},${hy + r * 0.1}`,
    fill: 'none',
    stroke: '#1c1a24',
    'stroke-width': r * 0.22,
  });
  const cups =
    rect(hx - r * 1.18, hy - r * 0.05, r * 0.36, r * 0.62, { rx: r * 0.12, fill: '#14121b' }) +
    rect(hx + r * 0.82, hy - r * 0.05, r * 0.36, r * 0.62, { rx: r * 0.12, fill: '#14121b' });
  const facade = c.linearBox(
    [
      { offset: 0, color: colors[0] },
      { offset: 0.5, color: '#d9c2ff' },
      { offset: 1, color: colors[1] },
    ],
    'right',
  );
  const shade = c.linearBox([
    { offset: 0, color: '#000000', opacity: 0.2 },
    { offset: 1, color: '#000000', opacity: 0.7 },
  ]);
  // The table top, seen at a shallow angle: two decks with lit jog wheels, a mixer, a laptop.
  const surface = h * 0.12;
  const deck = (cx: number): string =>
    group(
      {},
      el('path', {
        d: d`M${cx - w * 0.15},${top}L${cx - w * 0.13},${top - surface}L${cx + w * 0.13},${
          top - surface
        }L${cx + w * 0.15},${top}Z`,
        fill: '#1a1822',
      }),
      ellipse(cx - w * 0.02, top - surface * 0.5, w * 0.075, surface * 0.3, {
        fill: '#0c0b11',
        stroke: colors[0],
        'stroke-width': Math.max(1.5, h * 0.012),
      }),
      screen(glow(c, [cx - w * 0.02, top - surface * 0.5], w * 0.1, surface * 0.6, colors[0], 0.5)),
      circle(cx + w * 0.1, top - surface * 0.35, h * 0.012, { fill: palette.amber }),
      circle(cx + w * 0.1, top - surface * 0.7, h * 0.012, { fill: '#7fe3ff' }),
    );
  const knobs: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    knobs.push(
      circle(x - w * 0.045 + index * w * 0.03, top - surface * 0.5, h * 0.009, { fill: '#8ee6ff' }),
    );
  }
  const mixer = group(
    {},
    el('path', {
      d: d`M${x - w * 0.075},${top}L${x - w * 0.065},${top - surface * 1.05}L${x + w * 0.065},${
        top - surface * 1.05
      }L${x + w * 0.075},${top}Z`,
      fill: '#1e1b28',
    }),
    screen(...knobs),
  );
  const laptop = group(
    {},
    el('path', {
      d: d`M${x - w * 0.09},${top - surface}L${x - w * 0.08},${top - h * 0.42}L${x + w * 0.08},${
        top - h * 0.42
      }L${x + w * 0.09},${top - surface}Z`,
      fill: '#1b1925',
    }),
    screen(glow(c, [x, top - h * 0.42], w * 0.16, h * 0.12, '#cfd8ff', 0.35)),
  );
  return group(
    {},
    drawFigures(c, [dj], { fill: palette.silhouette, rim: options.rim ?? colors[1], rimWidth: 3 }),
    group({}, headphones, cups),
    laptop,
    el('path', {
      d: d`M${x - w / 2 - 6},${top}L${x - w / 2 + 6},${top - surface}L${x + w / 2 - 6},${
        top - surface
      }L${x + w / 2 + 6},${top}Z`,
      fill: '#13111a',
    }),
    deck(x - w * 0.3),
    deck(x + w * 0.3),
    mixer,
    rect(x - w / 2 - 6, top, w + 12, h * 0.08, { rx: 2, fill: '#1d1a27' }),
    rect(x - w / 2, top + h * 0.08, w, h * 0.92, { fill: facade }),
    rect(x - w / 2, top + h * 0.08, w, h * 0.92, { fill: shade }),
    screen(
      glow(c, [x, top + h * 0.55], w * 0.75, h * 0.8, colors[0], 0.2),
      rect(x - w / 2, top + h - 3, w, 3, { fill: colors[1] }),
      // LED strips across the facade.
      ...[0.3, 0.5, 0.7].map((level) =>
        rect(x - w * 0.42, top + h * level, w * 0.84, Math.max(1.5, h * 0.012), {
          fill: '#ffffff',
          opacity: 0.35,
        }),
      ),
    ),
  );
}

/** A line-array speaker stack or a sub, as a dark box with a faint grille. */
export function speaker(x: number, y: number, width: number, height: number): string {
  return group(
    {},
    rect(x, y, width, height, { rx: 3, fill: '#0d0c13', stroke: '#23212e', 'stroke-width': 1.5 }),
    circle(x + width / 2, y + height * 0.62, width * 0.3, { fill: '#08070c', stroke: '#1f1d29' }),
    circle(x + width / 2, y + height * 0.22, width * 0.14, { fill: '#08070c', stroke: '#1f1d29' }),
  );
}

/** A lectern with a small reading light, seen from the audience. */
export function lectern(c: Canvas, base: Point, height: number, edge: string): string {
  const [x, y] = base;
  const w = height * 0.55;
  const body = d`M${x - w * 0.42},${y}L${x - w * 0.5},${y - height * 0.85}L${x - w * 0.56},${
    y - height
  }L${x + w * 0.56},${y - height}L${x + w * 0.5},${y - height * 0.85}L${x + w * 0.42},${y}Z`;
  const fill = c.linearBox(
    [
      { offset: 0, color: '#1d1a29' },
      { offset: 0.5, color: '#2c2840' },
      { offset: 1, color: '#15131f' },
    ],
    'right',
  );
  return group(
    {},
    el('path', { d: body, fill }),
    screen(
      rect(x - w * 0.5, y - height * 0.86, w, 2.5, { fill: edge, opacity: 0.9 }),
      glow(c, [x, y - height * 0.86], w * 0.6, 10, edge, 0.5),
    ),
    // Gooseneck microphone.
    el('path', {
      d: d`M${x + w * 0.1},${y - height}Q${x + w * 0.05},${y - height * 1.25} ${x - w * 0.1},${
        y - height * 1.3
      }`,
      fill: 'none',
      stroke: '#0f0e15',
      'stroke-width': 3,
    }),
  );
}
