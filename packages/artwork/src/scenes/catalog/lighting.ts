// Catalog: lighting fixtures.

import type { Canvas } from '../../lib/canvas';
import { palette } from '../../lib/palette';
import { circle, d, el, ellipse, group, rect, screen, type Point } from '../../lib/svg';
import { beam } from '../../primitives/beams';
import { glow } from '../../primitives/glow';
import { FLOOR, HORIZON, showcase, studio } from './studio';

const BODY = '#1c1a26';
const BODY_LIGHT = '#2c2939';
const EDGE = '#4a4560';

/** A moving-head fixture standing on the floor, its head tilted by `tilt` degrees. */
function movingHeadFixture(
  c: Canvas,
  centre: number,
  size: number,
  tilt: number,
  lens: string,
): string {
  const base = FLOOR;
  const s = size;
  const headY = base - s * 1.05;
  return group(
    {},
    // Base with a small display.
    rect(centre - s * 0.55, base - s * 0.32, s * 1.1, s * 0.32, {
      rx: s * 0.06,
      fill: BODY,
      stroke: EDGE,
      'stroke-width': 2,
    }),
    rect(centre - s * 0.18, base - s * 0.24, s * 0.2, s * 0.1, {
      rx: 3,
      fill: '#3b6cff',
      opacity: 0.8,
    }),
    circle(centre + s * 0.22, base - s * 0.19, s * 0.03, { fill: palette.magenta }),
    // Yoke arms.
    el('path', {
      d: d`M${centre - s * 0.45},${base - s * 0.32}L${centre - s * 0.48},${headY}M${centre + s * 0.45},${base - s * 0.32}L${
        centre + s * 0.48
      },${headY}`,
      stroke: BODY_LIGHT,
      'stroke-width': s * 0.16,
      'stroke-linecap': 'round',
    }),
    circle(centre - s * 0.48, headY, s * 0.1, { fill: BODY, stroke: EDGE, 'stroke-width': 2 }),
    circle(centre + s * 0.48, headY, s * 0.1, { fill: BODY, stroke: EDGE, 'stroke-width': 2 }),
    // Head, tilted, its lens facing up and out.
    group(
      { transform: `rotate(${tilt} ${centre} ${headY})` },
      rect(centre - s * 0.36, headY - s * 0.5, s * 0.72, s * 0.78, {
        rx: s * 0.16,
        fill: BODY,
        stroke: EDGE,
        'stroke-width': 2,
      }),
      rect(centre - s * 0.36, headY - s * 0.5, s * 0.72, s * 0.12, {
        rx: s * 0.06,
        fill: BODY_LIGHT,
      }),
      lens,
    ),
  );
}

/** Small battery uplight: a squat box tilted up, its LEDs washing the wall in colour. */
export function ledUplight(c: Canvas): void {
  studio(c, palette.magenta);
  const { width: W } = c;
  const x = W / 2;
  const s = 380;
  c.add(
    screen(
      glow(c, [x, HORIZON - 260], 360, 520, palette.magenta, 0.55),
      glow(c, [x, HORIZON - 60], 200, 160, palette.magenta, 0.5),
    ),
  );
  const leds: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const lx = x - s * 0.26 + column * s * 0.26;
      const ly = FLOOR - s * 0.66 + row * s * 0.22;
      leds.push(circle(lx, ly, s * 0.085, { fill: '#ffd0e8' }));
      leds.push(circle(lx, ly, s * 0.05, { fill: '#ffffff' }));
    }
  }
  const item = group(
    {},
    // Kickstand bracket behind the box.
    el('path', {
      d: d`M${x - s * 0.5},${FLOOR}L${x - s * 0.5},${FLOOR - s * 0.55}M${x + s * 0.5},${FLOOR}L${x + s * 0.5},${FLOOR - s * 0.55}`,
      stroke: BODY_LIGHT,
      'stroke-width': s * 0.06,
    }),
    rect(x - s * 0.46, FLOOR - s * 0.86, s * 0.92, s * 0.8, {
      rx: s * 0.1,
      fill: BODY,
      stroke: EDGE,
      'stroke-width': 3,
    }),
    rect(x - s * 0.4, FLOOR - s * 0.8, s * 0.8, s * 0.5, { rx: s * 0.06, fill: '#0c0b10' }),
    screen(glow(c, [x, FLOOR - s * 0.55], s * 0.6, s * 0.4, palette.magenta, 0.8), ...leds),
    rect(x - s * 0.3, FLOOR - s * 0.2, s * 0.12, s * 0.05, { rx: 2, fill: '#49d17a' }),
    circle(x + s * 0.28, FLOOR - s * 0.17, s * 0.04, { fill: '#2b2838', stroke: EDGE }),
    rect(x - s * 0.55, FLOOR - s * 0.05, s * 1.1, s * 0.05, { rx: 3, fill: BODY_LIGHT }),
  );
  showcase(c, item);
}

/** Moving-head wash: a honeycomb of LEDs throwing a wide, soft beam. */
export function movingHeadWash(c: Canvas): void {
  studio(c, palette.violet);
  const x = c.width / 2;
  const s = 340;
  const headY = FLOOR - s * 1.05;
  const cells: string[] = [];
  const ring = (count: number, radius: number): void => {
    for (let index = 0; index < count; index += 1) {
      const angle = (index / count) * Math.PI * 2;
      cells.push(
        circle(
          x + Math.cos(angle) * radius,
          headY - s * 0.12 + Math.sin(angle) * radius,
          s * 0.055,
          { fill: '#e8ddff' },
        ),
      );
    }
  };
  cells.push(circle(x, headY - s * 0.12, s * 0.055, { fill: '#ffffff' }));
  ring(6, s * 0.12);
  ring(12, s * 0.235);
  const lens = group(
    {},
    circle(x, headY - s * 0.12, s * 0.32, { fill: '#120f1a', stroke: EDGE, 'stroke-width': 3 }),
    screen(glow(c, [x, headY - s * 0.12], s * 0.5, s * 0.5, palette.violet, 0.7), ...cells),
  );
  c.add(
    beam(c, {
      from: [x, headY - s * 0.2],
      to: [x + 160, -60],
      color: palette.violet,
      startWidth: s * 0.55,
      endWidth: 620,
      intensity: 0.45,
      softness: 24,
      core: false,
    }),
  );
  showcase(c, movingHeadFixture(c, x, s, 0, lens));
}

/** Moving-head spot: a single lens, a hard beam and its gobo pattern on the floor. */
export function movingHeadSpot(c: Canvas): void {
  studio(c, palette.magenta);
  const x = 360;
  const s = 300;
  const headY = FLOOR - s * 1.05;
  const lensCentre: Point = [x, headY - s * 0.1];
  const lens = group(
    {},
    circle(lensCentre[0], lensCentre[1], s * 0.26, {
      fill: '#120f1a',
      stroke: EDGE,
      'stroke-width': 3,
    }),
    circle(lensCentre[0], lensCentre[1], s * 0.2, { fill: '#ffd3ea' }),
    circle(lensCentre[0], lensCentre[1], s * 0.1, { fill: '#ffffff' }),
  );
  const target: Point = [720, FLOOR + 60];
  // Gobo: a ring of dots round a disc, squashed by perspective on the floor.
  const petals: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const angle = (index / 10) * Math.PI * 2;
    petals.push(
      ellipse(target[0] + Math.cos(angle) * 80, target[1] + Math.sin(angle) * 26, 13, 5, {
        fill: palette.magenta,
      }),
    );
  }
  petals.push(
    ellipse(target[0], target[1], 112, 37, {
      fill: 'none',
      stroke: palette.magenta,
      'stroke-width': 5,
    }),
    ellipse(target[0], target[1], 40, 13, { fill: palette.magenta }),
  );
  const gobo = screen(
    glow(c, target, 200, 60, palette.magenta, 0.35),
    group({ filter: c.blur(4) }, ...petals),
    ...petals,
    ellipse(target[0], target[1], 18, 6, { fill: '#ffe0f0' }),
  );
  // The head turns to face the pattern: its lens axis is "up" in the head's own frame.
  const pivot: Point = [x, headY];
  const tilt = (Math.atan2(target[0] - pivot[0], -(target[1] - pivot[1])) * 180) / Math.PI;
  const radians = (tilt * Math.PI) / 180;
  const from: Point = [x + s * 0.1 * Math.sin(radians), headY - s * 0.1 * Math.cos(radians)];
  c.add(
    gobo,
    beam(c, {
      from,
      to: target,
      color: palette.magenta,
      startWidth: s * 0.3,
      endWidth: 150,
      intensity: 0.8,
      softness: 4,
    }),
  );
  showcase(c, movingHeadFixture(c, x, s, tilt, lens));
}

/** Gobo projector: a compact projector on a floor bracket, throwing a monogram-like pattern. */
export function goboProjector(c: Canvas): void {
  studio(c, palette.amber);
  const x = 300;
  const s = 220;
  const y = FLOOR - s * 0.55;
  const spotCentre: Point = [640, 330];
  const ringR = 190;
  // The projected pattern: a ring of light with two interlaced loops and a flourish, no letters.
  const pattern = group(
    {},
    circle(spotCentre[0], spotCentre[1], ringR, { fill: palette.amber, opacity: 0.16 }),
    circle(spotCentre[0], spotCentre[1], ringR * 0.92, {
      fill: 'none',
      stroke: palette.amber,
      'stroke-width': 10,
    }),
    // Two interlaced rings and a small heart: reads as a couple's monogram without letters.
    circle(spotCentre[0] - 42, spotCentre[1] - 10, 70, {
      fill: 'none',
      stroke: '#fff0c8',
      'stroke-width': 12,
    }),
    circle(spotCentre[0] + 42, spotCentre[1] - 10, 70, {
      fill: 'none',
      stroke: '#fff0c8',
      'stroke-width': 12,
    }),
    el('path', {
      d: d`M${spotCentre[0]},${spotCentre[1] + 118}C${spotCentre[0] - 40},${spotCentre[1] + 92} ${spotCentre[0] - 26},${
        spotCentre[1] + 66
      } ${spotCentre[0]},${spotCentre[1] + 84}C${spotCentre[0] + 26},${spotCentre[1] + 66} ${spotCentre[0] + 40},${
        spotCentre[1] + 92
      } ${spotCentre[0]},${spotCentre[1] + 118}Z`,
      fill: '#fff0c8',
    }),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((index) => {
      const angle = (index / 8) * Math.PI * 2;
      return circle(
        spotCentre[0] + Math.cos(angle) * ringR * 0.78,
        spotCentre[1] + Math.sin(angle) * ringR * 0.78,
        8,
        {
          fill: '#fff0c8',
        },
      );
    }),
  );
  c.add(
    beam(c, {
      from: [x + s * 0.62, y - s * 0.12],
      to: spotCentre,
      color: palette.amber,
      startWidth: s * 0.18,
      endWidth: ringR * 2,
      intensity: 0.3,
      softness: 8,
      core: false,
    }),
    screen(
      group({ filter: c.blur(2) }, pattern),
      glow(c, spotCentre, ringR * 1.4, ringR * 1.4, palette.amber, 0.25),
    ),
  );
  const item = group(
    {},
    // Floor bracket and the cylinder body aimed up at the wall.
    el('path', {
      d: d`M${x - s * 0.3},${FLOOR}L${x},${y}L${x + s * 0.3},${FLOOR}`,
      stroke: BODY_LIGHT,
      'stroke-width': s * 0.07,
      fill: 'none',
    }),
    group(
      { transform: `rotate(-28 ${x} ${y})` },
      rect(x - s * 0.45, y - s * 0.2, s * 0.9, s * 0.4, {
        rx: s * 0.08,
        fill: BODY,
        stroke: EDGE,
        'stroke-width': 3,
      }),
      rect(x + s * 0.45, y - s * 0.15, s * 0.22, s * 0.3, {
        rx: s * 0.04,
        fill: BODY_LIGHT,
        stroke: EDGE,
        'stroke-width': 2,
      }),
      ellipse(x + s * 0.67, y, s * 0.05, s * 0.13, { fill: '#fff0c8' }),
      ...[0, 1, 2, 3].map((index) =>
        rect(x - s * 0.35 + index * s * 0.1, y - s * 0.2, s * 0.04, s * 0.4, { fill: '#0f0d15' }),
      ),
    ),
    screen(glow(c, [x + s * 0.58, y - s * 0.3], s * 0.3, s * 0.3, palette.amber, 0.7)),
  );
  showcase(c, item);
}
