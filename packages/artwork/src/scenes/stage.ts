// Stages seen from the audience: conferences, a band stage, an LED wall, and a lit ballroom.

import type { Canvas } from '../lib/canvas';
import { palette } from '../lib/palette';
import { d, el, group, rect, screen, type Point } from '../lib/svg';
import { alongAim, beam, lensPoint, movingHead, type FixtureOptions } from '../primitives/beams';
import { floorStreak, reflection } from '../primitives/floor';
import { glow, hazeBand, hazeClouds, vignette } from '../primitives/glow';
import { crowdRow, drawFigures, fullBody, seatedRow, type Figure } from '../primitives/people';
import { drapedWall } from '../primitives/room';
import { ledWall, type ScreenGraphic } from '../primitives/screens';
import { amp, drumKit, keyboard, micStand, wedge } from '../primitives/band-gear';
import { lectern, stagePlatform } from '../primitives/stage-gear';
import { truss, trussTower } from '../primitives/truss';

/** Soft wash lights hanging over a stage: a broad, faint cone each. */
function washes(
  c: Canvas,
  xs: readonly number[],
  y: number,
  target: number,
  colors: readonly string[],
) {
  return xs.map((x, index) => {
    const color = colors[index % colors.length] ?? palette.violet;
    const fixture: FixtureOptions = { at: [x, y], aim: (800 - x) * 0.02, size: 22, color };
    return (
      beam(c, {
        from: lensPoint(fixture),
        to: alongAim(fixture, target - y),
        color,
        startWidth: 16,
        endWidth: 260,
        intensity: 0.42,
        softness: 14,
        core: false,
      }) + movingHead(c, fixture)
    );
  });
}

/** Rows of a seated audience, from the back of the hall to the camera. */
function audience(c: Canvas, firstRow: number, rows: number, rim: string): string {
  const { width: W, height: H } = c;
  const layers: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const t = row / Math.max(1, rows - 1);
    const r = 9 + t ** 1.6 * 34;
    const headY = firstRow + (H - firstRow - 40) * t ** 1.25;
    const figures: Figure[] = [];
    // A centre aisle: two blocks of seats.
    const aisle = 40 + t * 160;
    figures.push(
      ...seatedRow(c.rng, {
        left: -40,
        right: W / 2 - aisle / 2,
        headY,
        headRadius: r,
        bottom: H,
        spacing: 4.4,
      }),
    );
    figures.push(
      ...seatedRow(c.rng, {
        left: W / 2 + aisle / 2,
        right: W + 40,
        headY,
        headRadius: r,
        bottom: H,
        spacing: 4.4,
      }),
    );
    const fill = row < 2 ? '#1d1730' : row < 4 ? '#120f1c' : palette.silhouette;
    layers.push(drawFigures(c, figures, { fill, rim, rimWidth: 1.5 + t * 3, rimOpacity: 0.6 }));
    // The seat backs of the row hide the bodies below its shoulders.
    layers.push(rect(0, headY + r * 3.1, W, H, { fill }));
  }
  return group({}, ...layers);
}

function hall(c: Canvas, wallBottom: number, tint: string): void {
  const { width: W, height: H } = c;
  c.add(
    rect(0, 0, W, H, {
      fill: c.linear(
        [0, 0],
        [0, H],
        [
          { offset: 0, color: palette.ink },
          { offset: 0.55, color: '#17132a' },
          { offset: 1, color: palette.ink },
        ],
      ),
    }),
    drapedWall(c, { left: 0, right: W, top: 0, bottom: wallBottom }, 54, tint),
  );
  const uplights: string[] = [];
  for (let x = 80; x < W; x += 240) {
    uplights.push(
      glow(c, [x, wallBottom - 180], 110, 300, x % 480 < 240 ? tint : palette.blue, 0.28),
    );
  }
  c.add(screen(...uplights));
}

interface ConferenceOptions {
  readonly screen: ScreenGraphic;
  readonly presenterX: number;
  readonly withLectern: boolean;
  readonly sideScreens: boolean;
}

/** A keynote: big LED screen, presenter, washes over the stage, seated audience in front. */
function conference(c: Canvas, options: ConferenceOptions): void {
  const { width: W } = c;
  const stageTop = 660;
  hall(c, stageTop, palette.violet);
  c.add(hazeClouds(c, { top: 100, bottom: 600 }, [palette.violet, palette.blueDeep], 10, 0.2));
  if (options.sideScreens) {
    c.add(
      ledWall(c, { x: 60, y: 250, width: 300, height: 170, graphic: 'keynote', spill: 0.4 }),
      ledWall(c, { x: W - 360, y: 250, width: 300, height: 170, graphic: 'keynote', spill: 0.4 }),
    );
  }
  c.add(
    ledWall(c, { x: 420, y: 150, width: 760, height: 400, graphic: options.screen, spill: 0.7 }),
    stagePlatform(
      c,
      { left: 120, right: W - 120, top: stageTop, depth: 60, front: 70 },
      palette.violet,
    ),
    truss([60, 70], [W - 60, 70], 36),
    ...washes(c, [260, 520, 800, 1080, 1340], 104, stageTop - 20, [
      palette.violet,
      palette.magenta,
    ]),
  );
  const presenterFeet: Point = [options.presenterX, stageTop - 24];
  const presenter = fullBody({
    feet: presenterFeet,
    height: 220,
    outfit: 'suit',
    pose: options.withLectern ? 'down' : 'gesture',
    lean: options.withLectern ? -0.2 : 0.4,
  });
  c.add(
    screen(glow(c, [options.presenterX, stageTop - 130], 160, 200, palette.violet, 0.35)),
    drawFigures(c, [presenter], {
      fill: '#0b0911',
      rim: palette.violet,
      rimWidth: 3,
      rimOpacity: 0.9,
    }),
  );
  if (options.withLectern)
    c.add(lectern(c, [options.presenterX - 8, stageTop - 12], 150, palette.magenta));
  c.add(
    floorStreak(c, [800, stageTop + 70], 500, 200, palette.violet, 0.35),
    hazeBand(c, 560, 760, palette.violet, 0.15),
    audience(
      c,
      742,
      6,
      c.linear(
        [0, 0],
        [W, 0],
        [
          { offset: 0, color: palette.blue },
          { offset: 0.5, color: palette.violet },
          { offset: 1, color: palette.blue },
        ],
      ),
    ),
    vignette(c, 0.6),
  );
}

/** Home page: the corporate block's picture. */
export function corporateStage(c: Canvas): void {
  conference(c, { screen: 'keynote', presenterX: 1180, withLectern: true, sideScreens: false });
}

/** The corporate events service: a wider general session with side screens. */
export function corporateEvents(c: Canvas): void {
  conference(c, { screen: 'bloom', presenterX: 640, withLectern: false, sideScreens: true });
}

/** The stage deck in perspective: a back edge, a wider front edge, seams between decks. */
function deckInPerspective(
  c: Canvas,
  back: readonly [number, number, number],
  front: readonly [number, number, number],
  faceHeight: number,
  seams: number,
  edge: string,
): string {
  const [backLeft, backRight, backY] = back;
  const [frontLeft, frontRight, frontY] = front;
  const lines: string[] = [];
  for (let index = 1; index < seams; index += 1) {
    const t = index / seams;
    lines.push(
      `M${backLeft + (backRight - backLeft) * t},${backY}L${frontLeft + (frontRight - frontLeft) * t},${frontY}`,
    );
  }
  const midY = (backY + frontY) / 2;
  lines.push(`M${(backLeft + frontLeft) / 2},${midY}L${(backRight + frontRight) / 2},${midY}`);
  return group(
    {},
    el('path', {
      d: d`M${backLeft},${backY}L${backRight},${backY}L${frontRight},${frontY}L${frontLeft},${frontY}Z`,
      fill: c.linear(
        [0, backY],
        [0, frontY],
        [
          { offset: 0, color: '#15121f' },
          { offset: 1, color: '#231d33' },
        ],
      ),
    }),
    el('path', { d: lines.join(''), stroke: '#0a090f', 'stroke-width': 2, fill: 'none' }),
    rect(frontLeft, frontY, frontRight - frontLeft, faceHeight, { fill: '#07060b' }),
    screen(rect(frontLeft, frontY - 1, frontRight - frontLeft, 2.5, { fill: edge, opacity: 0.8 })),
  );
}

/** A riser: a raised platform on the stage, with a lit skirt. */
function riser(
  c: Canvas,
  x: number,
  floor: number,
  width: number,
  height: number,
  depth: number,
  edge: string,
) {
  return group(
    {},
    el('path', {
      d: d`M${x + depth * 0.3},${floor - height - depth}L${x + width - depth * 0.3},${floor - height - depth}L${
        x + width
      },${floor - height}L${x},${floor - height}Z`,
      fill: '#1c1829',
    }),
    rect(x, floor - height, width, height, { fill: '#0a0910' }),
    screen(
      rect(x, floor - height, width, 2, { fill: edge, opacity: 0.85 }),
      glow(c, [x + width / 2, floor - height / 2], width * 0.5, height * 0.8, edge, 0.25),
    ),
  );
}

/** Staging rentals: deck, risers and a truss roof, lit and waiting for the band. */
export function stagingRentals(c: Canvas): void {
  const { width: W, height: H } = c;
  const frontY = 830;
  const backY = 600;
  c.add(
    rect(0, 0, W, H, {
      fill: c.linear(
        [0, 0],
        [0, H],
        [
          { offset: 0, color: palette.ink },
          { offset: 0.55, color: '#161226' },
          { offset: 1, color: '#050409' },
        ],
      ),
    }),
    hazeClouds(
      c,
      { top: 120, bottom: 620 },
      [palette.violet, palette.amber, palette.magenta],
      14,
      0.2,
    ),
    // Back truss, further away: smaller and dimmer.
    group(
      { opacity: 0.55 },
      trussTower([380, backY], backY - 150, 24),
      trussTower([1220, backY], backY - 150, 24),
      truss([368, 150], [1232, 150], 24),
    ),
  );
  const colours = [
    palette.amber,
    palette.magenta,
    palette.violet,
    palette.blue,
    palette.magenta,
    palette.amber,
  ];
  const beams: string[] = [];
  const fixtures: string[] = [];
  [330, 520, 710, 890, 1080, 1270].forEach((x, index) => {
    const color = colours[index] ?? palette.violet;
    const target: Point = [x + (800 - x) * 0.35, frontY - 80];
    const aim = (Math.atan2(target[0] - x, target[1] - 140) * 180) / Math.PI;
    const fixture: FixtureOptions = { at: [x, 128], aim, size: 28, color };
    beams.push(
      beam(c, {
        from: lensPoint(fixture),
        to: target,
        color,
        startWidth: 16,
        endWidth: 190,
        intensity: 0.55,
        softness: 6,
      }),
    );
    fixtures.push(movingHead(c, fixture));
  });
  const pools = screen(
    ...[420, 620, 800, 980, 1180].map((x, index) =>
      glow(c, [x, frontY - 90], 170, 36, colours[index] ?? palette.violet, 0.45),
    ),
  );
  c.add(
    deckInPerspective(c, [300, 1300, backY], [100, 1500, frontY], 100, 8, palette.magenta),
    pools,
    riser(c, 600, backY + 40, 400, 60, 40, palette.violet),
    riser(c, 310, backY + 90, 230, 40, 30, palette.magenta),
    drumKit([800, backY - 20], 92, palette.magenta),
    keyboard(360, backY + 50, 150),
    amp(1080, backY + 80, 110, 120),
    amp(1200, backY + 90, 90, 100),
    micStand([560, frontY - 60], 150),
    micStand([800, frontY - 50], 160, -1),
    micStand([1040, frontY - 60], 150),
    wedge(740, frontY - 10, 120),
    wedge(500, frontY - 14, 100),
    wedge(1000, frontY - 14, 100),
    ...beams,
    trussTower([150, frontY + 20], frontY - 90, 36),
    trussTower([1450, frontY + 20], frontY - 90, 36),
    truss([132, 110], [1468, 110], 36),
    ...fixtures,
    hazeBand(c, 420, 760, palette.violet, 0.12),
    // The empty dance floor in front of the stage, catching its light.
    rect(0, frontY + 100, W, H - frontY - 100, {
      fill: c.linear(
        [0, frontY + 100],
        [0, H],
        [
          { offset: 0, color: '#1a1426' },
          { offset: 1, color: '#06050a' },
        ],
      ),
    }),
    floorStreak(c, [800, frontY + 100], 600, 80, palette.magenta, 0.3),
    vignette(c, 0.6),
  );
}

/** LED walls: a big video wall above the stage, showing a colourful graphic to the room. */
export function ledWalls(c: Canvas): void {
  const { width: W, height: H } = c;
  const stageTop = 700;
  const wall = { x: 230, y: 90, width: 1140, height: 540 };
  const wallMarkup = ledWall(c, { ...wall, graphic: 'rings', cabinet: 90, spill: 1 });
  c.add(
    rect(0, 0, W, H, { fill: palette.ink }),
    hazeClouds(c, { top: 40, bottom: 700 }, [palette.violet, palette.magenta], 10, 0.18),
    // Ground-support legs and the feet of the wall.
    rect(wall.x - 30, wall.y - 20, 24, stageTop - wall.y, { fill: '#1a1824' }),
    rect(wall.x + wall.width + 6, wall.y - 20, 24, stageTop - wall.y, { fill: '#1a1824' }),
    rect(wall.x - 40, wall.y - 30, wall.width + 80, 18, { fill: '#1d1a28' }),
    wallMarkup,
    stagePlatform(
      c,
      { left: 100, right: W - 100, top: stageTop + 40, depth: 70, front: 60 },
      palette.magenta,
    ),
    reflection(c, wallMarkup, stageTop - 30, { opacity: 0.5, fade: 70, blur: 3 }),
    rect(0, stageTop + 100, W, H - stageTop - 100, {
      fill: c.linear(
        [0, stageTop + 100],
        [0, H],
        [
          { offset: 0, color: '#1a1428' },
          { offset: 1, color: '#050409' },
        ],
      ),
    }),
    floorStreak(c, [800, stageTop + 100], 900, 200, palette.violet, 0.3),
    // The wall's light on the stage front, for the guests' heads to stand out against.
    screen(glow(c, [800, stageTop + 70], 760, 90, palette.violet, 0.4)),
  );
  // Guests in front of the stage, a few filming the wall with their phones.
  const rim = c.linear(
    [0, 0],
    [W, 0],
    [
      { offset: 0, color: palette.magenta },
      { offset: 0.5, color: palette.violet },
      { offset: 1, color: palette.blue },
    ],
  );
  for (const row of [
    { headY: 790, headRadius: 24, fill: '#0d0a15' },
    { headY: 910, headRadius: 40, fill: palette.silhouette },
  ]) {
    const figures = crowdRow(c.rng, {
      left: -40,
      right: W + 40,
      headY: row.headY,
      headRadius: row.headRadius,
      bottom: H,
      raised: 0.4,
      phones: 0.8,
      spacing: 4.4,
    });
    c.add(drawFigures(c, figures, { fill: row.fill, rim, rimWidth: 3, rimOpacity: 0.7 }));
  }
  c.add(vignette(c, 0.55));
}
