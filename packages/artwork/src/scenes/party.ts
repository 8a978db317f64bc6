// Dance floors: the home page's hero and the music service.

import type { Canvas } from '../lib/canvas';
import { palette } from '../lib/palette';
import { el, group, rect, screen, type Point } from '../lib/svg';
import { beam, movingHead, type FixtureOptions, lensPoint, alongAim } from '../primitives/beams';
import { floorStreak, perspectiveFloor } from '../primitives/floor';
import { glow, hazeBand, hazeClouds, motes, vignette } from '../primitives/glow';
import {
  couple,
  crowdRow,
  drawFigures,
  fullBody,
  type Figure,
  type Outfit,
  type Pose,
} from '../primitives/people';
import { chandelier, drapedWall, starCloth } from '../primitives/room';
import { ledWall } from '../primitives/screens';
import { djBooth, speaker, stagePlatform } from '../primitives/stage-gear';
import { truss, trussTower } from '../primitives/truss';

const BEAM_COLOURS = [palette.magenta, palette.violet] as const;

/** Beams and fixtures for a row of hanging moving heads. */
function hangingRig(
  c: Canvas,
  positions: readonly number[],
  y: number,
  aims: readonly number[],
  size: number,
  length: number,
): { beams: string[]; fixtures: string[] } {
  const beams: string[] = [];
  const fixtures: string[] = [];
  positions.forEach((x, index) => {
    const fixture: FixtureOptions = {
      at: [x, y],
      aim: aims[index] ?? 0,
      size,
      color: BEAM_COLOURS[index % 2] ?? palette.magenta,
    };
    beams.push(
      beam(c, {
        from: lensPoint(fixture),
        to: alongAim(fixture, length),
        color: fixture.color,
        startWidth: size * 0.6,
        endWidth: length * 0.16,
        intensity: 0.62,
        softness: 5,
      }),
    );
    fixtures.push(movingHead(c, fixture));
  });
  return { beams, fixtures };
}

/** Moving heads standing on the stage deck, firing up into the haze. */
function floorRig(
  c: Canvas,
  positions: readonly Point[],
  aims: readonly number[],
  size: number,
  length: number,
): { beams: string[]; fixtures: string[] } {
  const beams: string[] = [];
  const fixtures: string[] = [];
  positions.forEach((at, index) => {
    const fixture: FixtureOptions = {
      at,
      aim: aims[index] ?? 0,
      size,
      color: BEAM_COLOURS[(index + 1) % 2] ?? palette.violet,
      hanging: false,
    };
    beams.push(
      beam(c, {
        from: lensPoint(fixture),
        to: alongAim(fixture, length),
        color: fixture.color,
        startWidth: size * 0.5,
        endWidth: length * 0.1,
        intensity: 0.7,
        softness: 4,
      }),
    );
    fixtures.push(movingHead(c, fixture));
  });
  return { beams, fixtures };
}

/** Home page hero: a gala dance floor under moving-head beams, DJ on stage, crowd in the haze. */
export function heroStage(c: Canvas): void {
  const { width: W, height: H } = c;
  const stageTop = 720;
  const floorTop = stageTop + 46;
  c.add(
    rect(0, 0, W, H, {
      fill: c.linear(
        [0, 0],
        [0, H],
        [
          { offset: 0, color: palette.ink },
          { offset: 0.45, color: '#191429' },
          { offset: 0.62, color: '#120f1e' },
          { offset: 1, color: palette.ink },
        ],
      ),
    }),
    // The ballroom's back wall: drapes washed by uplights.
    drapedWall(c, { left: 0, right: W, top: 120, bottom: floorTop }, 46, palette.violet),
  );
  const uplights: string[] = [];
  for (let x = 60; x < W; x += 170) {
    const color = (x / 170) % 2 < 1 ? palette.magenta : palette.violet;
    uplights.push(glow(c, [x, floorTop - 200], 120, 330, color, 0.33));
    uplights.push(glow(c, [x, floorTop - 20], 60, 40, color, 0.5));
  }
  c.add(screen(...uplights));
  c.add(
    chandelier(c, [250, 40], 150),
    chandelier(c, [1350, 40], 150),
    chandelier(c, [800, 0], 120),
  );
  // Star cloth behind the DJ, framed by a truss goal post.
  const [trussLeft, trussRight, trussTop] = [430, 1170, 250];
  c.add(
    rect(trussLeft, trussTop, trussRight - trussLeft, stageTop - trussTop, { fill: '#07060c' }),
    starCloth(
      c,
      { left: trussLeft + 10, right: trussRight - 10, top: trussTop + 20, bottom: stageTop - 40 },
      260,
    ),
    screen(glow(c, [800, 520], 420, 240, palette.violetDeep, 0.5)),
    hazeClouds(
      c,
      { top: 200, bottom: 700 },
      [palette.violet, palette.magenta, palette.blueDeep],
      14,
      0.22,
    ),
  );
  const top = hangingRig(
    c,
    [510, 620, 730, 870, 980, 1090],
    trussTop + 42,
    [38, 22, 8, -8, -22, -38],
    30,
    1150,
  );
  const bottom = floorRig(
    c,
    [
      [480, stageTop - 8],
      [600, stageTop - 8],
      [1000, stageTop - 8],
      [1120, stageTop - 8],
    ],
    [-48, -20, 20, 48],
    26,
    1050,
  );
  // The DJ stands in front of the rig: a silhouette against the beams, not washed out by them.
  c.add(
    ...bottom.beams,
    ...top.beams,
    motes(c, { left: 250, right: 1350, top: 120, bottom: 760 }, 160, [
      '#ffffff',
      '#ffd0ea',
      '#d9c8ff',
    ]),
  );
  c.add(
    stagePlatform(
      c,
      { left: 360, right: 1240, top: stageTop, depth: 34, front: 46 },
      palette.magenta,
    ),
    speaker(380, stageTop - 150, 56, 116),
    speaker(1164, stageTop - 150, 56, 116),
    djBooth(c, {
      centre: 800,
      top: stageTop - 140,
      width: 320,
      height: 140,
      colors: [palette.magenta, palette.violet],
    }),
    trussTower([trussLeft, stageTop - 34], stageTop - 34 - trussTop + 20, 30),
    trussTower([trussRight, stageTop - 34], stageTop - 34 - trussTop + 20, 30),
    truss([trussLeft - 15, trussTop + 15], [trussRight + 15, trussTop + 15], 30),
    ...top.fixtures,
    ...bottom.fixtures,
  );
  danceFloor(c, floorTop);
  c.add(vignette(c, 0.6));
}

/** Glossy dance floor from the stage to the camera, its dancers, and a couple in the spotlight. */
function danceFloor(c: Canvas, floorTop: number): void {
  const { width: W, height: H } = c;
  c.add(
    rect(0, floorTop, W, H - floorTop, {
      fill: c.linear(
        [0, floorTop],
        [0, H],
        [
          { offset: 0, color: '#3a2552' },
          { offset: 0.35, color: '#1c1430' },
          { offset: 1, color: '#08070d' },
        ],
      ),
    }),
    perspectiveFloor({
      far: [
        [-300, floorTop],
        [W + 300, floorTop],
      ],
      near: [
        [-1900, H + 200],
        [W + 1900, H + 200],
      ],
      columns: 22,
      rows: 9,
      tile: (column, row) => ((column + row) % 2 === 0 ? 'rgba(255,255,255,0.035)' : 'none'),
      grout: 'rgba(190,160,255,0.10)',
    }),
    floorStreak(c, [800, floorTop], 320, 300, palette.magenta, 0.5),
    floorStreak(c, [540, floorTop], 40, 360, palette.violet, 0.55),
    floorStreak(c, [1060, floorTop], 40, 360, palette.violet, 0.55),
    screen(
      glow(c, [330, 930], 260, 50, palette.magenta, 0.4),
      glow(c, [1270, 950], 260, 50, palette.violet, 0.4),
      glow(c, [800, 1030], 330, 70, palette.magenta, 0.55),
      glow(c, [800, 1030], 150, 30, '#ffffff', 0.3),
    ),
    hazeBand(c, 640, 900, palette.violet, 0.16),
  );
  // A warm follow spot on the couple in the middle of the floor.
  c.add(
    beam(c, {
      from: [800, 0],
      to: [805, 1040],
      color: palette.warmWhite,
      startWidth: 30,
      endWidth: 320,
      intensity: 0.22,
      softness: 12,
      core: false,
    }),
  );
  const rim = c.linear(
    [0, 0],
    [W, 0],
    [
      { offset: 0, color: palette.violet },
      { offset: 0.5, color: palette.magenta },
      { offset: 1, color: palette.violet },
    ],
  );
  const outfits: readonly Outfit[] = ['gown', 'dress', 'suit', 'suit', 'dress'];
  const poses: readonly Pose[] = ['up', 'one-up', 'sway', 'sway', 'one-up', 'down'];
  const depths = [0.02, 0.1, 0.2, 0.32, 0.46, 0.62];
  for (const depth of depths) {
    const baseline = floorTop + 20 + depth * 300;
    const height = 70 + depth * 260;
    const figures: Figure[] = [];
    let x = c.rng.range(-40, 40);
    while (x < W + 40) {
      const nearCouple = Math.abs(x - 810) < 260 && depth > 0.15;
      if (!nearCouple && c.rng.chance(0.8)) {
        figures.push(
          fullBody({
            feet: [x, baseline + c.rng.range(-10, 10) * (0.3 + depth)],
            height: height * c.rng.range(0.9, 1.08),
            outfit: c.rng.pick(outfits),
            pose: c.rng.pick(poses),
            lean: c.rng.range(-1, 1),
          }),
        );
      }
      x += height * c.rng.range(0.32, 0.6);
    }
    const shade = depth < 0.25 ? '#2a1e3f' : depth < 0.5 ? '#171226' : palette.silhouette;
    c.add(mirrored(c, figures, baseline, shade));
    c.add(
      drawFigures(c, figures, { fill: shade, rim, rimWidth: 1.5 + depth * 3, rimOpacity: 0.6 }),
    );
    if (depth > 0.3 && depth < 0.5) {
      const pair = couple([790, 1035], 310);
      c.add(mirrored(c, pair.figures, 1035, palette.silhouette));
      c.add(
        drawFigures(c, pair.figures, {
          fill: palette.silhouette,
          rim: palette.magenta,
          rimWidth: 4,
          rimOpacity: 0.9,
        }),
        el('path', { d: pair.veil, fill: '#fff1f6', opacity: 0.25 }),
      );
    }
  }
  // Guests at the edges of the floor, close to the camera, frame the picture.
  for (const [left, right] of [
    [-80, 360],
    [1250, 1700],
  ] as const) {
    const figures = crowdRow(c.rng, {
      left,
      right,
      headY: 1020,
      headRadius: 40,
      bottom: H,
      raised: 0.55,
      spacing: 3.6,
    });
    c.add(drawFigures(c, figures, { fill: '#040308', rim, rimWidth: 4, rimOpacity: 0.55 }));
  }
}

/** Dim upside-down copies of figures, as their reflection on a glossy floor. */
function mirrored(c: Canvas, figures: readonly Figure[], axis: number, fill: string): string {
  return group(
    { transform: `translate(0 ${axis * 2}) scale(1 -1)`, opacity: 0.35, filter: c.blur(2) },
    drawFigures(c, figures, { fill }),
  );
}

/** Music: the DJ at the decks, an LED wall behind, a crowd with hands in the air. */
export function musicScene(c: Canvas): void {
  const { width: W, height: H } = c;
  const stageTop = 640;
  c.add(
    rect(0, 0, W, H, {
      fill: c.linear(
        [0, 0],
        [0, H],
        [
          { offset: 0, color: palette.ink },
          { offset: 0.6, color: '#171227' },
          { offset: 1, color: palette.ink },
        ],
      ),
    }),
    ledWall(c, { x: 250, y: 130, width: 1100, height: 420, graphic: 'waves', spill: 0.8 }),
    hazeClouds(c, { top: 80, bottom: 600 }, [palette.violet, palette.magenta], 12, 0.2),
  );
  const rig = hangingRig(
    c,
    [330, 530, 700, 900, 1070, 1270],
    92,
    [40, 24, 8, -8, -24, -40],
    34,
    1100,
  );
  const floor = floorRig(
    c,
    [
      [200, stageTop - 8],
      [1400, stageTop - 8],
    ],
    [-35, 35],
    30,
    900,
  );
  c.add(
    ...floor.beams,
    ...rig.beams,
    stagePlatform(c, { left: 0, right: W, top: stageTop, depth: 40, front: 60 }, palette.violet),
    speaker(120, stageTop - 250, 90, 210),
    speaker(1390, stageTop - 250, 90, 210),
    djBooth(c, {
      centre: 800,
      top: stageTop - 195,
      width: 620,
      height: 195,
      colors: [palette.violet, palette.magenta],
      rim: palette.amber,
    }),
    truss([0, 60], [W, 60], 40),
    ...rig.fixtures,
    ...floor.fixtures,
    hazeBand(c, 560, 820, palette.magenta, 0.14),
  );
  const rim = c.linear(
    [0, 0],
    [W, 0],
    [
      { offset: 0, color: palette.magenta },
      { offset: 0.5, color: palette.violet },
      { offset: 1, color: palette.magenta },
    ],
  );
  const rows = [
    { headY: 720, headRadius: 17, raised: 0.55, fill: '#231a36', rimWidth: 2.5, phones: 0.15 },
    { headY: 815, headRadius: 28, raised: 0.65, fill: '#120e1d', rimWidth: 3, phones: 0.15 },
    { headY: 950, headRadius: 50, raised: 0.7, fill: palette.silhouette, rimWidth: 4, phones: 0.2 },
  ];
  for (const row of rows) {
    const figures = crowdRow(c.rng, {
      left: -60,
      right: W + 60,
      headY: row.headY,
      headRadius: row.headRadius,
      bottom: H,
      raised: row.raised,
      spacing: 3.9,
      phones: row.phones,
    });
    c.add(
      drawFigures(c, figures, { fill: row.fill, rim, rimWidth: row.rimWidth, rimOpacity: 0.75 }),
    );
  }
  c.add(vignette(c, 0.6));
}
