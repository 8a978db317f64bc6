// Catalog: photo booths.

import type { Canvas } from '../../lib/canvas';
import { palette } from '../../lib/palette';
import { circle, d, el, ellipse, group, polygon, rect, screen, type Point } from '../../lib/svg';
import { glow } from '../../primitives/glow';
import { FLOOR, showcase, studio } from './studio';

const BODY = '#1c1a26';
const EDGE = '#4a4560';
const WHITE = '#efeaf7';

/** Open-air booth: a pedestal with a tablet camera inside a glowing ring light. */
export function openAirBooth(c: Canvas): void {
  studio(c, palette.magenta);
  const x = 500;
  const ringY = 330;
  const item = group(
    {},
    ellipse(x, FLOOR - 8, 150, 22, { fill: '#24212e' }),
    rect(x - 14, ringY + 120, 28, FLOOR - ringY - 128, { fill: '#2c2939' }),
    // A small printer shelf on the pedestal.
    rect(x - 80, 600, 160, 70, { rx: 8, fill: WHITE }),
    rect(x - 60, 628, 120, 6, { rx: 3, fill: '#2b2838' }),
    rect(x - 44, 634, 88, 34, { fill: '#ffffff', stroke: '#d8d2e4' }),
    screen(
      glow(c, [x, ringY], 300, 300, '#ffffff', 0.3),
      circle(x, ringY, 185, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 44,
        filter: c.blur(10),
        opacity: 0.8,
      }),
      circle(x, ringY, 185, { fill: 'none', stroke: '#fff8fc', 'stroke-width': 28 }),
    ),
    rect(x - 8, ringY + 185, 16, 40, { fill: '#2c2939' }),
    // Tablet in the middle of the ring, its camera and a live preview.
    rect(x - 90, ringY - 125, 180, 250, { rx: 14, fill: BODY, stroke: EDGE, 'stroke-width': 3 }),
    rect(x - 76, ringY - 104, 152, 208, {
      rx: 6,
      fill: c.linear(
        [0, ringY - 104],
        [0, ringY + 104],
        [
          { offset: 0, color: '#5b3fd1' },
          { offset: 1, color: '#ff5fae' },
        ],
      ),
    }),
    circle(x, ringY - 40, 28, { fill: '#ffe0ef', opacity: 0.9 }),
    el('path', {
      d: d`M${x - 50},${ringY + 90}Q${x},${ringY - 10} ${x + 50},${ringY + 90}Z`,
      fill: '#ffe0ef',
      opacity: 0.9,
    }),
    circle(x, ringY - 116, 4, { fill: '#6d6a80' }),
  );
  showcase(c, item);
}

/** Enclosed booth: a cabin with a curtained doorway and a lit canopy. */
export function enclosedBooth(c: Canvas): void {
  studio(c, palette.violet);
  const front: Point[] = [
    [250, 220],
    [640, 250],
    [640, FLOOR],
    [250, FLOOR - 20],
  ];
  const side: Point[] = [
    [640, 250],
    [790, 200],
    [790, FLOOR - 40],
    [640, FLOOR],
  ];
  const folds: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    folds.push(
      rect(300 + index * 22, 300, 22, 480, {
        fill: c.linearBox(
          [
            { offset: 0, color: '#000000', opacity: 0.35 },
            { offset: 0.5, color: '#ffffff', opacity: 0.08 },
            { offset: 1, color: '#000000', opacity: 0.35 },
          ],
          'right',
        ),
      }),
    );
  }
  const item = group(
    {},
    polygon(side, { fill: '#24202f' }),
    polygon(front, {
      fill: c.linear(
        [250, 220],
        [640, FLOOR],
        [
          { offset: 0, color: '#f0eaf8' },
          { offset: 1, color: '#b9aed0' },
        ],
      ),
    }),
    // Doorway with a velvet curtain, half drawn.
    rect(290, 290, 220, 490, { fill: '#0d0a14' }),
    rect(290, 290, 200, 490, { fill: palette.magentaDeep }),
    ...folds,
    rect(520, 420, 90, 60, { rx: 6, fill: '#1c1a26' }),
    screen(glow(c, [565, 450], 40, 26, palette.violet, 0.6)),
    // Canopy with marquee bulbs along the top.
    polygon(
      [
        [235, 200],
        [650, 232],
        [805, 184],
        [400, 160],
      ],
      { fill: '#2a2638' },
    ),
    ...Array.from({ length: 10 }, (_, index) => {
      const t = (index + 0.5) / 10;
      return circle(250 + t * 390, 222 + t * 28, 7, { fill: '#fff3d0' });
    }),
    screen(
      ...Array.from({ length: 10 }, (_, index) => {
        const t = (index + 0.5) / 10;
        return glow(c, [250 + t * 390, 222 + t * 28], 20, 20, palette.amber, 0.6);
      }),
    ),
  );
  showcase(c, item);
}

/** 360 booth: a round platform with a lit edge and the rotating arm holding a camera. */
export function booth360(c: Canvas): void {
  studio(c, palette.magenta);
  const centre: Point = [430, FLOOR - 60];
  const item = group(
    {},
    // Platform: top disc, its side and an LED ring round the edge.
    ellipse(centre[0], centre[1] + 40, 290, 72, { fill: '#121018' }),
    rect(centre[0] - 290, centre[1], 580, 40, { fill: '#1a1722' }),
    ellipse(centre[0], centre[1], 290, 72, {
      fill: c.radialBox([
        { offset: 0, color: '#3b3550' },
        { offset: 1, color: '#1f1c2a' },
      ]),
    }),
    screen(
      el('path', {
        d: d`M${centre[0] - 290},${centre[1] + 8}A290,72 0 0 0 ${centre[0] + 290},${centre[1] + 8}`,
        fill: 'none',
        stroke: palette.magenta,
        'stroke-width': 6,
      }),
      el('path', {
        d: d`M${centre[0] - 290},${centre[1] + 8}A290,72 0 0 0 ${centre[0] + 290},${centre[1] + 8}`,
        fill: 'none',
        stroke: palette.magenta,
        'stroke-width': 18,
        filter: c.blur(8),
      }),
    ),
    // The arm: from the central hub out past the edge, rising to the camera mount.
    circle(centre[0], centre[1], 34, { fill: '#2c2939', stroke: EDGE, 'stroke-width': 3 }),
    el('path', {
      d: d`M${centre[0]},${centre[1]}L${centre[0] + 330},${centre[1] - 30}L${centre[0] + 350},${centre[1] - 330}`,
      fill: 'none',
      stroke: '#d9d4e6',
      'stroke-width': 16,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    // Phone in its holder with a small ring light.
    rect(centre[0] + 310, centre[1] - 470, 80, 140, {
      rx: 12,
      fill: BODY,
      stroke: EDGE,
      'stroke-width': 3,
    }),
    screen(
      circle(centre[0] + 350, centre[1] - 400, 62, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 10,
      }),
      glow(c, [centre[0] + 350, centre[1] - 400], 110, 110, '#ffffff', 0.3),
    ),
    // Motion lines showing the arm sweeps round.
    screen(
      el('path', {
        d: d`M${centre[0] - 230},${centre[1] - 150}A380,110 0 0 1 ${centre[0] + 230},${centre[1] - 170}`,
        fill: 'none',
        stroke: palette.violet,
        'stroke-width': 4,
        'stroke-dasharray': '18 14',
        opacity: 0.8,
      }),
    ),
  );
  showcase(c, item);
}

/** Mirror booth: a full-length mirror in a gilded frame, its touch screen glowing. */
export function mirrorBooth(c: Canvas): void {
  studio(c, palette.amber);
  const [x, y, w, h] = [330, 120, 340, 640];
  const gold = c.linear(
    [x, y],
    [x + w, y + h],
    [
      { offset: 0, color: '#f7d58a' },
      { offset: 0.5, color: '#a8782e' },
      { offset: 1, color: '#f2c86a' },
    ],
  );
  const glass = c.linear(
    [x, y],
    [x + w, y + h],
    [
      { offset: 0, color: '#3a3f6a' },
      { offset: 0.6, color: '#171a30' },
      { offset: 1, color: '#2a1f3a' },
    ],
  );
  const ornaments: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const t = index / 13;
    ornaments.push(circle(x - 6 + (index % 2) * (w + 12), y + t * h, 9, { fill: '#ffe3a3' }));
  }
  const item = group(
    {},
    rect(x - 30, y - 30, w + 60, h + 60, { rx: 40, fill: gold }),
    rect(x - 14, y - 14, w + 28, h + 28, { rx: 28, fill: '#6b4a1c' }),
    rect(x, y, w, h, { rx: 18, fill: glass }),
    // A diagonal sheen across the glass, and the on-screen animation: sparkles round a ring.
    polygon(
      [
        [x + w * 0.1, y],
        [x + w * 0.35, y],
        [x + w * 0.05, y + h * 0.5],
        [x, y + h * 0.38],
      ],
      {
        fill: '#ffffff',
        opacity: 0.08,
      },
    ),
    screen(
      circle(x + w / 2, y + h * 0.42, 80, {
        fill: 'none',
        stroke: palette.magenta,
        'stroke-width': 8,
      }),
      glow(c, [x + w / 2, y + h * 0.42], 150, 150, palette.magenta, 0.35),
      ...[0, 1, 2, 3, 4, 5].map((index) => {
        const angle = (index / 6) * Math.PI * 2;
        return circle(x + w / 2 + Math.cos(angle) * 120, y + h * 0.42 + Math.sin(angle) * 120, 6, {
          fill: palette.amber,
        });
      }),
      rect(x + w * 0.25, y + h * 0.7, w * 0.5, 26, { rx: 13, fill: palette.magenta }),
    ),
    ...ornaments,
    rect(x + w / 2 - 90, FLOOR - 30, 180, 30, { rx: 6, fill: '#2a2433' }),
  );
  showcase(c, item);
}
