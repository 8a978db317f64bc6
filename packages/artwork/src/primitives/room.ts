// Ballroom furnishings: pleated drapes, chandeliers, round banquet tables, star cloth.

import type { Canvas } from '../lib/canvas';
import { circle, d, el, ellipse, group, rect, screen, type Point } from '../lib/svg';
import { glow } from './glow';

/** A wall of pleated drape: soft vertical folds catching the light from below. */
export function drapedWall(
  c: Canvas,
  area: { left: number; right: number; top: number; bottom: number },
  fold: number,
  color: string,
): string {
  const { left, right, top, bottom } = area;
  const pleat = c.linearBox(
    [
      { offset: 0, color: '#000000', opacity: 0.55 },
      { offset: 0.5, color, opacity: 0.12 },
      { offset: 1, color: '#000000', opacity: 0.55 },
    ],
    'right',
  );
  const folds: string[] = [];
  for (let x = left; x < right; x += fold) {
    folds.push(rect(x, top, fold, bottom - top, { fill: pleat }));
  }
  return group({}, ...folds);
}

/** A tiered crystal chandelier: rings of small warm lights with a shared glow. */
export function chandelier(
  c: Canvas,
  top: Point,
  size: number,
  color = '#ffd9a0',
  ceiling = 0,
): string {
  const [x, y] = top;
  const lights: string[] = [];
  const tiers = [
    { dy: size * 0.55, rx: size * 0.32, count: 6 },
    { dy: size * 0.85, rx: size * 0.55, count: 10 },
    { dy: size * 1.1, rx: size * 0.38, count: 8 },
  ];
  for (const tier of tiers) {
    for (let index = 0; index < tier.count; index += 1) {
      const angle = (index / tier.count) * Math.PI * 2;
      const lx = x + Math.cos(angle) * tier.rx;
      const ly = y + tier.dy + Math.sin(angle) * tier.rx * 0.18;
      lights.push(circle(lx, ly, size * 0.025 + c.rng.range(0, size * 0.015), { fill: '#fff8e8' }));
    }
  }
  const drops: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const lx = x + c.rng.range(-0.5, 0.5) * size;
    const ly = y + size * c.rng.range(0.6, 1.35);
    drops.push(rect(lx, ly, 1.2, size * 0.08, { fill: '#ffe9c4', opacity: 0.7 }));
  }
  return group(
    {},
    rect(x - 1, ceiling, 2, y + size * 0.5 - ceiling, { fill: '#2a2633' }),
    screen(
      glow(c, [x, y + size * 0.85], size * 1.6, size * 1.1, color, 0.35),
      glow(c, [x, y + size * 0.85], size * 0.7, size * 0.45, '#ffffff', 0.35),
      ...lights,
      ...drops,
    ),
  );
}

/** A round banquet table: long cloth, chairs around, a tall floral centrepiece and candles. */
export function banquetTable(
  c: Canvas,
  centre: Point,
  radius: number,
  light: string,
  centrepiece = '#ffc857',
): string {
  const [x, y] = centre;
  const r = radius;
  const cloth = c.linearBox(
    [
      { offset: 0, color: '#000000', opacity: 0.75 },
      { offset: 0.3, color: '#000000', opacity: 0.2 },
      { offset: 0.55, color: '#000000', opacity: 0 },
      { offset: 1, color: '#000000', opacity: 0.7 },
    ],
    'right',
  );
  const skirtFade = c.linearBox([
    { offset: 0, color: '#000000', opacity: 0 },
    { offset: 1, color: '#000000', opacity: 0.6 },
  ]);
  const skirt = d`M${x - r},${y}L${x - r * 1.03},${y + r * 0.8}Q${x},${y + r * 0.98} ${x + r * 1.03},${
    y + r * 0.8
  }L${x + r},${y}Z`;
  const folds: string[] = [];
  for (let index = 1; index < 8; index += 1) {
    const fx = x - r + (index * 2 * r) / 8;
    folds.push(d`M${fx},${y + r * 0.2}L${fx + (fx - x) * 0.03},${y + r * 0.86}`);
  }
  const chair = (cx: number, cy: number, scale: number): string =>
    rect(cx - r * 0.12 * scale, cy - r * 0.42 * scale, r * 0.24 * scale, r * 0.5 * scale, {
      rx: r * 0.08 * scale,
      fill: '#0d0b13',
      stroke: '#2c2739',
      'stroke-width': 1,
    });
  const stem = r * 0.95;
  const candles: string[] = [];
  for (const dx of [-0.45, -0.2, 0.2, 0.45]) {
    candles.push(
      circle(x + r * dx, y - r * 0.05 + Math.abs(dx) * r * 0.06, Math.max(1, r * 0.022), {
        fill: '#fff1c9',
      }),
    );
  }
  return group(
    {},
    // Chairs behind the table show their backs above the cloth.
    chair(x - r * 0.62, y - r * 0.12, 0.85),
    chair(x, y - r * 0.2, 0.8),
    chair(x + r * 0.62, y - r * 0.12, 0.85),
    el('path', { d: skirt, fill: light }),
    el('path', { d: skirt, fill: cloth }),
    el('path', { d: skirt, fill: skirtFade }),
    el('path', {
      d: folds.join(''),
      stroke: '#000000',
      'stroke-opacity': 0.18,
      'stroke-width': r * 0.03,
    }),
    ellipse(x, y, r, r * 0.26, { fill: light }),
    ellipse(x, y + r * 0.03, r * 0.96, r * 0.22, { fill: '#000000', opacity: 0.12 }),
    // Chairs in front of the table, their backs to us.
    chair(x - r * 0.85, y + r * 0.55, 1.25),
    chair(x + r * 0.85, y + r * 0.55, 1.25),
    // Tall centrepiece: a slim stand with a ball of flowers, candles glowing around it.
    rect(x - r * 0.015, y - stem, r * 0.03, stem, { fill: '#c9b8e8', opacity: 0.8 }),
    screen(
      glow(c, [x, y - stem], r * 0.6, r * 0.45, centrepiece, 0.35),
      glow(c, [x, y - r * 0.05], r * 0.7, r * 0.2, centrepiece, 0.45),
      ...candles,
    ),
    flowerBall(x, y - stem, r * 0.24),
  );
}

/** A round arrangement of blooms, as a few overlapping discs in blush tones. */
export function flowerBall(x: number, y: number, size: number): string {
  const blooms: [number, number, number, string][] = [
    [-0.5, 0.1, 0.45, '#c98aa8'],
    [0.5, 0.15, 0.45, '#d9a3bd'],
    [0, 0.3, 0.5, '#b07696'],
    [-0.25, -0.3, 0.45, '#f3c6da'],
    [0.3, -0.25, 0.42, '#ffe3ee'],
    [0, -0.05, 0.42, '#e9aecb'],
  ];
  return group(
    {},
    ellipse(x, y, size, size * 0.82, { fill: '#2a1a2e' }),
    ...blooms.map(([dx, dy, r, fill]) =>
      circle(x + dx * size, y + dy * size, r * size, { fill, opacity: 0.85 }),
    ),
  );
}

/** A star cloth: a black drape sprinkled with tiny white lights. */
export function starCloth(
  c: Canvas,
  area: { left: number; right: number; top: number; bottom: number },
  count: number,
): string {
  const dots: string[] = [];
  for (let index = 0; index < count; index += 1) {
    dots.push(
      circle(
        c.rng.range(area.left, area.right),
        c.rng.range(area.top, area.bottom),
        c.rng.range(0.6, 1.5),
        { fill: '#ffffff', opacity: c.rng.range(0.3, 0.95) },
      ),
    );
  }
  return screen(...dots);
}

/** A wall of arched panels between pilasters, each panel washed by an uplight of its own colour. */
export function archedWall(
  c: Canvas,
  area: { top: number; bottom: number },
  bay: number,
  colors: readonly string[],
): string {
  const { top, bottom } = area;
  const parts: string[] = [
    rect(0, top, c.width, bottom - top, {
      fill: c.linear(
        [0, top],
        [0, bottom],
        [
          { offset: 0, color: '#0d0b15' },
          { offset: 1, color: '#1b1628' },
        ],
      ),
    }),
  ];
  const washes: string[] = [];
  const count = Math.ceil(c.width / bay) + 1;
  for (let index = 0; index < count; index += 1) {
    const x = index * bay - bay * 0.5;
    const color = colors[index % colors.length] ?? '#9f7aff';
    const panelLeft = x + bay * 0.2;
    const panelWidth = bay * 0.6;
    const archTop = top + (bottom - top) * 0.12;
    parts.push(
      el('path', {
        d: d`M${panelLeft},${bottom}L${panelLeft},${archTop + panelWidth / 2}A${panelWidth / 2},${
          panelWidth / 2
        } 0 0 1 ${panelLeft + panelWidth},${archTop + panelWidth / 2}L${panelLeft + panelWidth},${bottom}Z`,
        fill: '#08070d',
        stroke: '#262235',
        'stroke-width': 3,
      }),
    );
    washes.push(
      glow(
        c,
        [x + bay / 2, bottom - (bottom - top) * 0.35],
        bay * 0.55,
        (bottom - top) * 0.75,
        color,
        0.55,
      ),
    );
    washes.push(glow(c, [x + bay / 2, bottom - 6], bay * 0.3, 22, color, 0.7));
  }
  return group({}, ...parts, screen(...washes));
}
