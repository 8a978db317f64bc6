// Catalog: staging and LED screens.

import type { Canvas } from '../../lib/canvas';
import { palette } from '../../lib/palette';
import { circle, d, el, group, polygon, rect, screen, type Point } from '../../lib/svg';
import { perspectiveFloor } from '../../primitives/floor';
import { glow } from '../../primitives/glow';
import { ledWall } from '../../primitives/screens';
import { truss } from '../../primitives/truss';
import { FLOOR, showcase, studio } from './studio';

const ALUMINIUM = '#8a86a0';
const DARK = '#15131d';

/** A 4 × 8 ft stage deck on legs, seen from the front left, with a step unit. */
export function stageDeck(c: Canvas): void {
  studio(c, palette.violet);
  const frontLeft: Point = [150, 560];
  const frontRight: Point = [700, 560];
  const depth: Point = [150, -120];
  const thickness = 26;
  const back = (p: Point): Point => [p[0] + depth[0], p[1] + depth[1]];
  const leg = (x: number, top: number, bottom: number): string =>
    rect(x - 7, top, 14, bottom - top, { fill: ALUMINIUM, opacity: 0.9 });
  const top = c.linear(back(frontLeft), frontRight, [
    { offset: 0, color: '#3a3450' },
    { offset: 0.5, color: '#2a2539' },
    { offset: 1, color: '#1d1a28' },
  ]);
  const item = group(
    {},
    // Back legs first, then the platform, then the front legs.
    leg(back(frontLeft)[0] + 20, back(frontLeft)[1] + thickness, FLOOR - 110),
    leg(back(frontRight)[0] - 20, back(frontRight)[1] + thickness, FLOOR - 110),
    polygon([frontLeft, frontRight, back(frontRight), back(frontLeft)], { fill: top }),
    // A seam: two 4 × 4 halves make the 4 × 8 top.
    el('path', {
      d: d`M${(frontLeft[0] + frontRight[0]) / 2},${frontLeft[1]}L${(back(frontLeft)[0] + back(frontRight)[0]) / 2},${
        back(frontLeft)[1]
      }`,
      stroke: '#0c0a12',
      'stroke-width': 3,
    }),
    rect(frontLeft[0], frontLeft[1], frontRight[0] - frontLeft[0], thickness, { fill: '#3b374a' }),
    polygon(
      [
        frontRight,
        back(frontRight),
        [back(frontRight)[0], back(frontRight)[1] + thickness],
        [frontRight[0], frontRight[1] + thickness],
      ],
      { fill: '#2a2735' },
    ),
    screen(
      rect(frontLeft[0], frontLeft[1] - 1, frontRight[0] - frontLeft[0], 2.5, {
        fill: palette.violet,
        opacity: 0.8,
      }),
    ),
    leg(frontLeft[0] + 20, frontLeft[1] + thickness, FLOOR),
    leg((frontLeft[0] + frontRight[0]) / 2, frontLeft[1] + thickness, FLOOR),
    leg(frontRight[0] - 20, frontRight[1] + thickness, FLOOR),
    // Cross bracing between the front legs.
    el('path', {
      d: d`M${frontLeft[0] + 20},${frontLeft[1] + 60}L${(frontLeft[0] + frontRight[0]) / 2},${FLOOR - 30}M${
        (frontLeft[0] + frontRight[0]) / 2
      },${frontLeft[1] + 60}L${frontRight[0] - 20},${FLOOR - 30}`,
      stroke: ALUMINIUM,
      'stroke-width': 5,
      opacity: 0.7,
    }),
    // Step unit in front, with a lit nosing on each tread.
    ...[0, 1].map((index) => {
      const stepTop = FLOOR - (2 - index) * 80;
      const x = 720 + index * 0;
      return group(
        {},
        polygon(
          [
            [x - 10 + index * 40, stepTop],
            [x + 160 + index * 40, stepTop],
            [x + 200 + index * 40, stepTop - 30],
            [x + 30 + index * 40, stepTop - 30],
          ],
          { fill: '#221e2c' },
        ),
        rect(x - 10 + index * 40, stepTop, 170, FLOOR - stepTop, { fill: DARK }),
        screen(rect(x - 10 + index * 40, stepTop - 1, 170, 2.5, { fill: palette.magenta })),
      );
    }),
  );
  showcase(c, item);
}

/** A square-truss arch: two towers and a curved top, uplit at its feet. */
export function trussArch(c: Canvas): void {
  studio(c, palette.magenta);
  const centre: Point = [500, 430];
  const radius = 270;
  const depth = 40;
  const parts: string[] = [];
  // Towers.
  parts.push(
    truss([centre[0] - radius, FLOOR], [centre[0] - radius, centre[1]], depth, {
      color: ALUMINIUM,
    }),
  );
  parts.push(
    truss([centre[0] + radius, centre[1]], [centre[0] + radius, FLOOR], depth, {
      color: ALUMINIUM,
    }),
  );
  // The arch, as short straight sections following the curve.
  const sections = 10;
  for (let index = 0; index < sections; index += 1) {
    const a0 = Math.PI + (index / sections) * Math.PI;
    const a1 = Math.PI + ((index + 1) / sections) * Math.PI;
    parts.push(
      truss(
        [centre[0] + Math.cos(a0) * radius, centre[1] + Math.sin(a0) * radius],
        [centre[0] + Math.cos(a1) * radius, centre[1] + Math.sin(a1) * radius],
        depth,
        { color: ALUMINIUM },
      ),
    );
  }
  for (const side of [-1, 1]) {
    parts.push(rect(centre[0] + side * radius - 55, FLOOR - 12, 110, 14, { fill: '#4a4660' }));
  }
  c.add(
    screen(
      glow(c, [centre[0] - radius, FLOOR - 200], 120, 320, palette.magenta, 0.45),
      glow(c, [centre[0] + radius, FLOOR - 200], 120, 320, palette.violet, 0.45),
    ),
  );
  showcase(c, group({}, ...parts));
}

/** A portable dance floor: glossy black-and-white tiles with a lit edge trim. */
export function danceFloor(c: Canvas): void {
  studio(c, palette.violet);
  const far: [Point, Point] = [
    [300, 650],
    [700, 650],
  ];
  const near: [Point, Point] = [
    [40, 930],
    [960, 930],
  ];
  const floor = perspectiveFloor({
    far,
    near,
    columns: 6,
    rows: 6,
    tile: (column, row) => ((column + row) % 2 === 0 ? '#ece6f5' : '#17141f'),
    grout: '#6d6880',
  });
  const sheen = c.linear(
    [0, 650],
    [0, 930],
    [
      { offset: 0, color: palette.violet, opacity: 0.45 },
      { offset: 0.5, color: '#ffffff', opacity: 0 },
      { offset: 1, color: palette.magenta, opacity: 0.3 },
    ],
  );
  c.add(
    floor,
    polygon([far[0], far[1], near[1], near[0]], { fill: sheen, style: 'mix-blend-mode:screen' }),
    // Reflections of the spotlight and of coloured lights off the gloss.
    screen(
      glow(c, [500, 720], 160, 40, '#ffffff', 0.5),
      glow(c, [330, 820], 90, 26, palette.magenta, 0.55),
      glow(c, [680, 840], 90, 26, palette.violet, 0.55),
    ),
    // Edge trim: an aluminium ramp all round, lit along the front.
    el('path', {
      d: d`M${far[0][0]},${far[0][1]}L${far[1][0]},${far[1][1]}L${near[1][0]},${near[1][1]}L${near[0][0]},${near[0][1]}Z`,
      fill: 'none',
      stroke: ALUMINIUM,
      'stroke-width': 8,
      'stroke-linejoin': 'round',
    }),
    screen(
      el('path', {
        d: d`M${near[0][0]},${near[0][1] + 6}L${near[1][0]},${near[1][1] + 6}`,
        stroke: palette.magenta,
        'stroke-width': 4,
      }),
    ),
  );
  showcase(c, '', { reflect: false });
}

/** A pixel grid: bright dots in dark gaps, the look of an LED panel up close. */
function pixels(c: Canvas, pitch: number): string {
  return c.pattern(
    pitch,
    pitch,
    rect(0, 0, pitch, pitch, { fill: '#000000', opacity: 0.45 }) +
      circle(pitch / 2, pitch / 2, pitch * 0.32, { fill: '#000000', opacity: 0 }),
  );
}

/** An indoor LED wall cabinet, fine pitch, standing on its feet and showing a gradient. */
export function ledWallPanel(c: Canvas): void {
  studio(c, palette.magenta);
  const face: Point[] = [
    [270, 250],
    [690, 290],
    [690, 740],
    [270, 770],
  ];
  const graphic = c.capture(() => {
    c.add(
      polygon(face, {
        fill: c.linear(
          [270, 250],
          [690, 770],
          [
            { offset: 0, color: palette.violetDeep },
            { offset: 0.5, color: palette.magenta },
            { offset: 1, color: palette.amber },
          ],
        ),
      }),
      screen(
        glow(c, [430, 420], 180, 160, '#ffffff', 0.45),
        glow(c, [600, 650], 160, 120, palette.blue, 0.5),
      ),
    );
  });
  const clip = c.clip(polygon(face));
  const item = group(
    {},
    // Depth of the cabinet on its right side.
    polygon(
      [
        [690, 290],
        [740, 270],
        [740, 720],
        [690, 740],
      ],
      { fill: '#23202e' },
    ),
    group({ 'clip-path': clip }, graphic, rect(0, 0, c.width, c.height, { fill: pixels(c, 7) })),
    polygon(face, {
      fill: 'none',
      stroke: '#2f2b3d',
      'stroke-width': 8,
      'stroke-linejoin': 'round',
    }),
    // Feet.
    rect(300, 768, 120, 32, { rx: 4, fill: '#2a2735' }),
    rect(560, 744, 120, 56, { rx: 4, fill: '#2a2735' }),
    screen(glow(c, [480, 520], 380, 360, palette.magenta, 0.22)),
  );
  showcase(c, item);
}

/** An outdoor LED wall: cabinets on a ground-support frame, bright enough for daylight. */
export function ledWallOutdoor(c: Canvas): void {
  studio(c, palette.amber);
  const wall = { x: 150, y: 200, width: 700, height: 420 };
  const item = group(
    {},
    // Ground support: two uprights with outriggers and ballast.
    ...[wall.x + 60, wall.x + wall.width - 60].map((x) =>
      group(
        {},
        rect(x - 10, wall.y + wall.height - 20, 20, FLOOR - wall.y - wall.height + 20, {
          fill: ALUMINIUM,
        }),
        el('path', {
          d: d`M${x - 90},${FLOOR}L${x},${FLOOR - 110}L${x + 90},${FLOOR}`,
          stroke: ALUMINIUM,
          'stroke-width': 8,
          fill: 'none',
        }),
        rect(x - 110, FLOOR - 18, 220, 18, { fill: '#3a3648' }),
      ),
    ),
    rect(wall.x - 16, wall.y - 16, wall.width + 32, wall.height + 32, { rx: 6, fill: '#1c1a24' }),
    ledWall(c, { ...wall, graphic: 'bloom', cabinet: 105, spill: 1.2 }),
    screen(
      glow(
        c,
        [wall.x + wall.width * 0.5, wall.y + wall.height * 0.5],
        260,
        160,
        palette.amber,
        0.45,
      ),
      glow(c, [wall.x + wall.width * 0.5, wall.y + wall.height * 0.5], 90, 90, '#ffffff', 0.5),
    ),
  );
  showcase(c, item);
}

/** An LED kiosk: a slim portrait screen on a base, like a digital poster. */
export function ledKiosk(c: Canvas): void {
  studio(c, palette.violet);
  const [x, y, w, h] = [370, 150, 260, 600];
  const screenFill = c.linear(
    [x, y],
    [x, y + h],
    [
      { offset: 0, color: '#2a1766' },
      { offset: 0.55, color: '#8a2f7a' },
      { offset: 1, color: '#ff8f5a' },
    ],
  );
  const item = group(
    {},
    rect(x - 14, y - 14, w + 28, h + 28, {
      rx: 18,
      fill: '#1b1924',
      stroke: '#3a3648',
      'stroke-width': 3,
    }),
    rect(x, y, w, h, { rx: 4, fill: screenFill }),
    screen(
      circle(x + w * 0.5, y + h * 0.32, w * 0.26, { fill: palette.amber, opacity: 0.85 }),
      glow(c, [x + w * 0.5, y + h * 0.32], w * 0.6, w * 0.6, palette.amber, 0.5),
      rect(x + w * 0.15, y + h * 0.6, w * 0.7, h * 0.04, { rx: 6, fill: '#ffffff', opacity: 0.9 }),
      rect(x + w * 0.15, y + h * 0.68, w * 0.5, h * 0.03, { rx: 6, fill: '#ffffff', opacity: 0.6 }),
      rect(x + w * 0.15, y + h * 0.82, w * 0.7, h * 0.07, { rx: 12, fill: palette.magenta }),
    ),
    rect(x, y, w, h, { rx: 4, fill: pixels(c, 6) }),
    rect(x + w * 0.3, y + h + 14, w * 0.4, FLOOR - y - h - 30, { fill: '#1b1924' }),
    rect(x - 30, FLOOR - 20, w + 60, 20, { rx: 6, fill: '#24212e' }),
    screen(glow(c, [x + w / 2, y + h / 2], w * 1.3, h * 0.7, palette.violet, 0.25)),
  );
  showcase(c, item);
}
