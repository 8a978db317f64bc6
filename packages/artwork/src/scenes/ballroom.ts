// Ballrooms dressed for a party: the lighting service and the generic venue picture.

import type { Canvas } from '../lib/canvas';
import { palette } from '../lib/palette';
import { ellipse, rect, screen, type Point } from '../lib/svg';
import { floorStreak } from '../primitives/floor';
import { alongAim, beam, lensPoint, movingHead, type FixtureOptions } from '../primitives/beams';
import { perspectiveFloor } from '../primitives/floor';
import { glow, hazeBand, hazeClouds, vignette } from '../primitives/glow';
import { archedWall, banquetTable, chandelier } from '../primitives/room';

export interface BallroomOptions {
  readonly wallColors: readonly string[];
  readonly beams: boolean;
  /** A gobo pattern of light on the dance floor. */
  readonly gobo: boolean;
  /**
   * "aisle": the dance floor runs from the camera to the far wall between the tables;
   * "island": a square dance floor in the middle distance, tables in front of it.
   */
  readonly layout: 'aisle' | 'island';
}

interface Layout {
  readonly floor: { far: [Point, Point]; near: [Point, Point]; columns: number; rows: number };
  readonly gobo: Point;
  readonly tables: readonly { y: number; r: number; xs: readonly number[] }[];
}

const LAYOUTS: Record<BallroomOptions['layout'], Layout> = {
  aisle: {
    floor: {
      far: [
        [560, 640],
        [1040, 640],
      ],
      near: [
        [300, 1010],
        [1300, 1010],
      ],
      columns: 8,
      rows: 7,
    },
    gobo: [800, 800],
    tables: [
      { y: 650, r: 52, xs: [110, 290, 470, 1130, 1310, 1490] },
      { y: 760, r: 80, xs: [80, 330, 1270, 1520] },
      { y: 920, r: 125, xs: [90, 1510] },
    ],
  },
  island: {
    floor: {
      far: [
        [520, 630],
        [1080, 630],
      ],
      near: [
        [400, 770],
        [1200, 770],
      ],
      columns: 8,
      rows: 4,
    },
    gobo: [800, 700],
    tables: [
      { y: 640, r: 48, xs: [120, 290, 1310, 1480] },
      { y: 740, r: 72, xs: [90, 300, 1300, 1510] },
      { y: 900, r: 120, xs: [170, 560, 1040, 1430] },
    ],
  },
};

/** A ring of petals of light thrown on the floor by a gobo projector, squashed by perspective. */
export function goboOnFloor(
  c: Canvas,
  centre: Point,
  radius: number,
  squash: number,
  color: string,
): string {
  const petals: string[] = [];
  for (let index = 0; index < 12; index += 1) {
    const angle = (index / 12) * Math.PI * 2;
    petals.push(
      glow(
        c,
        [
          centre[0] + Math.cos(angle) * radius * 0.62,
          centre[1] + Math.sin(angle) * radius * 0.62 * squash,
        ],
        radius * 0.2,
        radius * 0.2 * squash,
        color,
        0.75,
      ),
    );
  }
  return screen(
    glow(c, centre, radius * 1.1, radius * 1.1 * squash, color, 0.35),
    ...petals,
    ellipse(centre[0], centre[1], radius * 0.22, radius * 0.22 * squash, {
      fill: 'none',
      stroke: color,
      'stroke-width': radius * 0.05,
      opacity: 0.8,
    }),
  );
}

export function ballroom(c: Canvas, options: BallroomOptions): void {
  const { width: W, height: H } = c;
  const wallBottom = 600;
  const layout = LAYOUTS[options.layout];
  c.add(
    rect(0, 0, W, H, { fill: palette.ink }),
    archedWall(c, { top: 90, bottom: wallBottom }, 230, options.wallColors),
    rect(0, 0, W, 96, {
      fill: c.linear(
        [0, 0],
        [0, 96],
        [
          { offset: 0, color: '#050409' },
          { offset: 1, color: '#120f1c' },
        ],
      ),
    }),
    rect(0, 90, W, 8, { fill: '#2a2538' }),
    chandelier(c, [420, 60], 170),
    chandelier(c, [1180, 60], 170),
    hazeClouds(c, { top: 150, bottom: 560 }, [palette.violet, palette.magenta], 10, 0.18),
  );
  // Floor: carpet, with a glossy white dance floor in the middle.
  c.add(
    rect(0, wallBottom, W, H - wallBottom, {
      fill: c.linear(
        [0, wallBottom],
        [0, H],
        [
          { offset: 0, color: '#1d1527' },
          { offset: 1, color: '#09070d' },
        ],
      ),
    }),
    perspectiveFloor({
      ...layout.floor,
      tile: (column, row) => ((column + row) % 2 === 0 ? '#8d80a8' : '#7a6d96'),
      grout: '#5d5276',
    }),
    // Colour falling on the white floor.
    rect(0, wallBottom, W, H - wallBottom, {
      fill: c.linear(
        [0, wallBottom],
        [0, H],
        [
          { offset: 0, color: palette.violetDeep, opacity: 0.6 },
          { offset: 1, color: '#0b0a12', opacity: 0.85 },
        ],
      ),
      style: 'mix-blend-mode:multiply',
    }),
    ...options.wallColors.map((color, index) =>
      floorStreak(
        c,
        [620 + index * 120, layout.floor.far[0][1]],
        50,
        layout.floor.near[0][1] - layout.floor.far[0][1],
        color,
        0.4,
      ),
    ),
  );
  if (options.gobo) c.add(goboOnFloor(c, layout.gobo, 190, 0.35, palette.magenta));
  // Banquet tables, back to front, each catching the nearest uplight's colour.
  for (const row of layout.tables) {
    row.xs.forEach((x, index) => {
      const light = options.wallColors[index % options.wallColors.length] ?? palette.violet;
      c.add(banquetTable(c, [x, row.y], row.r, mixToLinen(light), palette.amber));
    });
  }
  if (options.beams) {
    const fixtures: string[] = [];
    const beams: string[] = [];
    const aims = [-30, 28, -14, 14, -28, 30];
    [250, 520, 700, 900, 1080, 1350].forEach((x, index) => {
      const fixture: FixtureOptions = {
        at: [x, 130],
        aim: aims[index] ?? 0,
        size: 24,
        color: index % 2 === 0 ? palette.magenta : palette.violet,
      };
      beams.push(
        beam(c, {
          from: lensPoint(fixture),
          to: alongAim(fixture, 820),
          color: fixture.color,
          startWidth: 14,
          endWidth: 120,
          intensity: 0.6,
          softness: 5,
        }),
      );
      fixtures.push(movingHead(c, fixture));
    });
    c.add(rect(0, 112, W, 5, { fill: '#2b2838' }), ...beams, ...fixtures);
  }
  c.add(hazeBand(c, 380, 760, palette.violet, 0.12), vignette(c, 0.6));
}

/** A white tablecloth lit by a coloured light: the colour, much paler. */
function mixToLinen(color: string): string {
  const channel = (offset: number): number => parseInt(color.slice(offset, offset + 2), 16);
  const mix = (value: number): string =>
    Math.round(value * 0.45 + 225 * 0.55)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(channel(1))}${mix(channel(3))}${mix(channel(5))}`;
}

/** The lighting service: moving heads over the dance floor, uplit walls, a gobo on the floor. */
export function lightingScene(c: Canvas): void {
  ballroom(c, {
    wallColors: [palette.magenta, palette.violet, palette.blue, palette.violet],
    beams: true,
    gobo: true,
    layout: 'aisle',
  });
}

/** A venue without a picture of its own: an elegant ballroom set for dinner and dancing. */
export function defaultVenue(c: Canvas): void {
  ballroom(c, {
    wallColors: [palette.amber, palette.magenta, palette.amber, palette.violet],
    beams: false,
    gobo: true,
    layout: 'island',
  });
}
