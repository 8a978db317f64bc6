// Catalog: special effects.

import type { Canvas } from '../../lib/canvas';
import { palette } from '../../lib/palette';
import { circle, group, line, rect, screen, type Point } from '../../lib/svg';
import { beam } from '../../primitives/beams';
import { glow } from '../../primitives/glow';
import { FLOOR, showcase, studio } from './studio';

const BODY = '#1c1a26';
const EDGE = '#4a4560';

/** A low effects machine box with vents and a status light. */
function machine(x: number, y: number, width: number, height: number, light: string): string {
  const vents: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    vents.push(
      rect(x + width * 0.1 + index * width * 0.08, y + height * 0.3, width * 0.04, height * 0.45, {
        rx: 2,
        fill: '#0d0c12',
      }),
    );
  }
  return group(
    {},
    rect(x, y, width, height, { rx: 10, fill: BODY, stroke: EDGE, 'stroke-width': 3 }),
    rect(x, y, width, height * 0.14, { rx: 8, fill: '#2c2939' }),
    ...vents,
    circle(x + width * 0.82, y + height * 0.5, Math.max(4, height * 0.06), { fill: light }),
  );
}

/** Cold-spark fountains: two machines throwing tall sprays of sparks. */
export function coldSparkFountain(c: Canvas): void {
  studio(c, palette.amber);
  const sprays: string[] = [];
  for (const x of [300, 700]) {
    const top = 170;
    const sparks: string[] = [];
    for (let index = 0; index < 160; index += 1) {
      const t = c.rng.next();
      const height = (FLOOR - 100 - top) * t;
      const spread = 16 + t * 70;
      const sx = x + c.rng.range(-1, 1) * spread;
      const sy = FLOOR - 100 - height;
      const length = c.rng.range(8, 26);
      sparks.push(
        line([sx, sy], [sx + c.rng.range(-3, 3), sy + length], {
          stroke: c.rng.chance(0.3) ? '#ffffff' : '#ffe2a0',
          'stroke-width': c.rng.range(1.5, 3.2),
          'stroke-linecap': 'round',
          opacity: 1 - t * 0.5,
        }),
      );
    }
    // Sparks falling back at the top, like a fountain's crown.
    for (let index = 0; index < 40; index += 1) {
      const angle = c.rng.range(-Math.PI, 0);
      const radius = c.rng.range(20, 110);
      sparks.push(
        circle(
          x + Math.cos(angle) * radius,
          top + 30 - Math.sin(angle) * radius * 0.4 + c.rng.range(0, 60),
          c.rng.range(1.2, 2.6),
          {
            fill: '#ffe2a0',
          },
        ),
      );
    }
    sprays.push(
      screen(
        glow(c, [x, (FLOOR + top) / 2], 150, 340, palette.amber, 0.4),
        glow(c, [x, FLOOR - 110], 60, 40, '#ffffff', 0.8),
        group({ filter: c.blur(2.5) }, ...sparks),
        ...sparks,
      ),
    );
  }
  const item = group(
    {},
    ...sprays,
    machine(220, FLOOR - 100, 160, 100, '#49d17a'),
    machine(620, FLOOR - 100, 160, 100, '#49d17a'),
  );
  showcase(c, item);
}

/** A soft cloud made of overlapping blurred discs, for haze. */
function cloud(
  c: Canvas,
  area: { left: number; right: number; top: number; bottom: number },
  count: number,
  opacity: number,
) {
  const puffs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = c.rng.range(area.left, area.right);
    const y = c.rng.range(area.top, area.bottom);
    const r = c.rng.range(40, 110);
    puffs.push(circle(x, y, r, { fill: '#e9e4f5', opacity: opacity * c.rng.range(0.5, 1) }));
  }
  return group({ filter: c.blur(22) }, ...puffs);
}

/** Low fog: a machine pouring a thick white blanket that hugs the floor. */
export function lowFogMachine(c: Canvas): void {
  studio(c, palette.blue);
  // The fog: a dense body near the nozzle thinning out as it spreads, rolling on the floor.
  const puffs: string[] = [];
  for (let index = 0; index < 110; index += 1) {
    const t = c.rng.next();
    const x = -60 + t * 1120;
    const fromNozzle = Math.abs(x - 430) / 700;
    const y = FLOOR + c.rng.range(-10, 120);
    const r = c.rng.range(36, 80);
    puffs.push(
      circle(x, y, r, {
        fill: '#eeeaf8',
        opacity: (0.4 - fromNozzle * 0.25) * c.rng.range(0.4, 1),
      }),
    );
  }
  // Thicker where it leaves the nozzle.
  for (let index = 0; index < 10; index += 1) {
    puffs.push(
      circle(470 + index * 30, FLOOR - 70 + index * 8, 34 + index * 4, {
        fill: '#ffffff',
        opacity: 0.45 - index * 0.02,
      }),
    );
  }
  const fog = group({ filter: c.blur(20) }, ...puffs);
  const item = group(
    {},
    machine(130, FLOOR - 170, 270, 170, '#3b6cff'),
    rect(400, FLOOR - 110, 50, 46, { rx: 6, fill: '#2c2939' }),
  );
  c.add(screen(glow(c, [700, FLOOR], 380, 70, palette.violet, 0.3)));
  showcase(c, group({}, item, fog));
}

/** Haze machine: a compact unit whose fine haze makes a light beam visible. */
export function hazeMachine(c: Canvas): void {
  studio(c, palette.violet);
  c.add(
    cloud(c, { left: 250, right: 950, top: 150, bottom: 650 }, 34, 0.12),
    beam(c, {
      from: [900, -40],
      to: [380, FLOOR - 40],
      color: palette.violet,
      startWidth: 40,
      endWidth: 260,
      intensity: 0.55,
      softness: 10,
    }),
    beam(c, {
      from: [120, -40],
      to: [640, FLOOR - 60],
      color: palette.magenta,
      startWidth: 30,
      endWidth: 200,
      intensity: 0.45,
      softness: 10,
    }),
  );
  const item = group(
    {},
    machine(360, FLOOR - 170, 280, 170, palette.violet),
    rect(430, FLOOR - 210, 140, 44, { rx: 10, fill: '#2c2939' }),
    // The nozzle breathing out a soft plume.
    group(
      { filter: c.blur(14) },
      ...[0, 1, 2, 3, 4, 5].map((index) =>
        circle(500 + index * 30, FLOOR - 240 - index * 40, 30 + index * 12, {
          fill: '#e9e4f5',
          opacity: 0.3 - index * 0.03,
        }),
      ),
    ),
  );
  showcase(c, item);
}

/** Confetti launcher: an angled tube on a base, confetti bursting out over the floor. */
export function confettiLauncher(c: Canvas): void {
  studio(c, palette.magenta);
  const muzzle: Point = [470, 430];
  const colours = [palette.magenta, palette.violet, palette.amber, '#ffffff', '#5fd4ff'];
  const pieces: string[] = [];
  for (let index = 0; index < 240; index += 1) {
    const t = c.rng.next() ** 0.7;
    const angle = -Math.PI * 0.3 + c.rng.range(-0.55, 0.55);
    const distance = 40 + t * 600;
    const x = muzzle[0] + Math.cos(angle) * distance;
    const y = muzzle[1] + Math.sin(angle) * distance + t * t * 260;
    const w = c.rng.range(8, 16);
    pieces.push(
      rect(x - w / 2, y - w * 0.3, w, w * 0.6, {
        fill: c.rng.pick(colours),
        transform: `rotate(${c.rng.range(0, 180)} ${x} ${y})`,
        opacity: c.rng.range(0.7, 1),
      }),
    );
  }
  c.add(screen(glow(c, [680, 260], 340, 260, palette.magenta, 0.3)), ...pieces);
  const item = group(
    {},
    // Base, the tilted launch tube, and the small air tank.
    rect(200, FLOOR - 60, 280, 60, { rx: 10, fill: BODY, stroke: EDGE, 'stroke-width': 3 }),
    rect(230, FLOOR - 150, 90, 90, { rx: 30, fill: '#2c2939', stroke: EDGE, 'stroke-width': 3 }),
    group(
      { transform: `rotate(-54 340 ${FLOOR - 80})` },
      rect(340, FLOOR - 130, 380, 100, { rx: 12, fill: '#d9d4e6' }),
      rect(340, FLOOR - 130, 380, 22, { rx: 8, fill: '#ffffff', opacity: 0.4 }),
      rect(700, FLOOR - 136, 30, 112, { rx: 6, fill: palette.magenta }),
    ),
  );
  showcase(c, item);
}
