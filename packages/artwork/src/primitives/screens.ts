// LED video walls: a glowing graphic behind a grid of cabinet seams, with its spill of light.

import type { Canvas } from '../lib/canvas';
import { palette } from '../lib/palette';
import { d, el, ellipse, group, rect, screen } from '../lib/svg';
import { glow } from './glow';

export type ScreenGraphic = 'waves' | 'rings' | 'bloom' | 'keynote';

export interface LedWallOptions {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly graphic: ScreenGraphic;
  /** Size of one cabinet (the visible seams), in pixels. */
  readonly cabinet?: number;
  /** How much light the wall throws around itself. */
  readonly spill?: number;
}

function waves(c: Canvas, x: number, y: number, w: number, h: number): string {
  const ribbons: string[] = [];
  const colours = [palette.magenta, palette.violet, palette.blue, palette.amber, palette.magenta];
  colours.forEach((color, index) => {
    const base = y + h * (0.25 + index * 0.13);
    const amplitude = h * (0.12 + index * 0.02);
    const fill = c.linear(
      [x, 0],
      [x + w, 0],
      [
        { offset: 0, color, opacity: 0.1 },
        { offset: 0.5, color, opacity: 0.85 },
        { offset: 1, color, opacity: 0.15 },
      ],
    );
    ribbons.push(
      el('path', {
        d: d`M${x},${base}C${x + w * 0.3},${base - amplitude * 2} ${x + w * 0.55},${base + amplitude * 1.6} ${
          x + w
        },${base - amplitude * 0.6}L${x + w},${base - amplitude * 0.6 + h * 0.09}C${x + w * 0.55},${
          base + amplitude * 1.6 + h * 0.12
        } ${x + w * 0.3},${base - amplitude * 2 + h * 0.06} ${x},${base + h * 0.07}Z`,
        fill,
        filter: c.blur(Math.max(2, h * 0.012)),
      }),
    );
  });
  return group(
    {},
    rect(x, y, w, h, {
      fill: c.linear(
        [x, y],
        [x + w, y + h],
        [
          { offset: 0, color: '#1a0f3d' },
          { offset: 1, color: '#2a0a2a' },
        ],
      ),
    }),
    screen(...ribbons),
  );
}

function rings(c: Canvas, x: number, y: number, w: number, h: number): string {
  const cx = x + w * 0.5;
  const cy = y + h * 0.5;
  const circles: string[] = [];
  const colours = [palette.amber, palette.magenta, palette.violet, palette.cyan, palette.magenta];
  for (let index = 9; index >= 1; index -= 1) {
    const radius = (Math.max(w, h) * index) / 13;
    circles.push(
      ellipse(cx, cy, radius, radius * 0.82, {
        fill: 'none',
        stroke: colours[index % colours.length],
        'stroke-width': Math.max(2, h * (0.012 + index * 0.004)),
        opacity: 1 - index * 0.07,
      }),
    );
  }
  const rays: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    const angle = (index / 16) * Math.PI * 2;
    rays.push(
      el('path', {
        d: d`M${cx},${cy}L${cx + Math.cos(angle) * w},${cy + Math.sin(angle) * w}L${
          cx + Math.cos(angle + 0.08) * w
        },${cy + Math.sin(angle + 0.08) * w}Z`,
        fill: index % 2 === 0 ? palette.magenta : palette.blue,
        opacity: 0.22,
      }),
    );
  }
  const ringMarkup = group({}, ...circles);
  return group(
    {},
    rect(x, y, w, h, {
      fill: c.linear(
        [x, y],
        [x + w, y + h],
        [
          { offset: 0, color: '#3a0f4a' },
          { offset: 0.5, color: '#1a0f48' },
          { offset: 1, color: '#0c1a55' },
        ],
      ),
    }),
    screen(
      ...rays,
      glow(c, [cx, cy], w * 0.35, h * 0.5, palette.magenta, 0.8),
      glow(c, [cx, cy], w * 0.12, h * 0.16, '#ffffff', 0.8),
      group({ filter: c.blur(h * 0.02) }, ringMarkup),
      ringMarkup,
    ),
  );
}

function bloom(c: Canvas, x: number, y: number, w: number, h: number): string {
  return group(
    {},
    rect(x, y, w, h, { fill: '#140b2e' }),
    screen(
      glow(c, [x + w * 0.3, y + h * 0.45], w * 0.45, h * 0.7, palette.magenta, 0.9),
      glow(c, [x + w * 0.72, y + h * 0.55], w * 0.45, h * 0.7, palette.violet, 0.9),
      glow(c, [x + w * 0.55, y + h * 0.2], w * 0.3, h * 0.35, palette.amber, 0.6),
    ),
  );
}

/** A presentation slide: a soft gradient with a bright abstract mark and two "lines" of title. */
function keynote(c: Canvas, x: number, y: number, w: number, h: number): string {
  return group(
    {},
    rect(x, y, w, h, {
      fill: c.linear(
        [x, y],
        [x + w, y + h],
        [
          { offset: 0, color: '#2b1868' },
          { offset: 0.6, color: '#5b2a8f' },
          { offset: 1, color: '#a1336f' },
        ],
      ),
    }),
    screen(
      glow(c, [x + w * 0.72, y + h * 0.45], w * 0.32, h * 0.5, palette.magenta, 0.6),
      ellipse(x + w * 0.72, y + h * 0.47, h * 0.2, h * 0.2, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': h * 0.03,
        opacity: 0.9,
      }),
      ellipse(x + w * 0.72, y + h * 0.47, h * 0.1, h * 0.1, { fill: palette.amber, opacity: 0.9 }),
      rect(x + w * 0.1, y + h * 0.38, w * 0.36, h * 0.07, {
        rx: h * 0.02,
        fill: '#ffffff',
        opacity: 0.9,
      }),
      rect(x + w * 0.1, y + h * 0.52, w * 0.26, h * 0.045, {
        rx: h * 0.02,
        fill: '#ffffff',
        opacity: 0.55,
      }),
      rect(x + w * 0.1, y + h * 0.62, w * 0.2, h * 0.045, {
        rx: h * 0.02,
        fill: '#ffffff',
        opacity: 0.4,
      }),
    ),
  );
}

const GRAPHICS: Record<ScreenGraphic, typeof waves> = { waves, rings, bloom, keynote };

export function ledWall(c: Canvas, options: LedWallOptions): string {
  const { x, y, width: w, height: h, graphic, spill = 0.5 } = options;
  const cabinet = options.cabinet ?? Math.max(24, Math.round(h / 6));
  const seams = c.pattern(
    cabinet,
    cabinet,
    el('path', {
      d: `M0,0H${cabinet}M0,0V${cabinet}`,
      stroke: '#000000',
      'stroke-width': Math.max(1, cabinet * 0.03),
      opacity: 0.55,
    }),
  );
  const clip = c.clip(rect(x, y, w, h));
  return group(
    {},
    screen(glow(c, [x + w / 2, y + h / 2], w * 0.85, h * 0.95, palette.violet, spill * 0.45)),
    group({ 'clip-path': clip }, GRAPHICS[graphic](c, x, y, w, h)),
    rect(x, y, w, h, { fill: seams }),
    rect(x, y, w, h, {
      fill: 'none',
      stroke: '#0a0910',
      'stroke-width': Math.max(2, cabinet * 0.12),
    }),
  );
}
