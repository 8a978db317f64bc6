// Weddings and parties: reception under string lights, the first dance on camera, the photo
// booth, and a neon-style sign on a flower wall.

import type { Canvas } from '../lib/canvas';
import { palette } from '../lib/palette';
import { circle, d, el, ellipse, group, line, rect, screen, type Point } from '../lib/svg';
import { beam } from '../primitives/beams';
import { perspectiveFloor } from '../primitives/floor';
import { glow, hazeBand, vignette } from '../primitives/glow';
import {
  couple,
  drawFigures,
  fullBody,
  propHand,
  type Figure,
  type Outfit,
  type Pose,
} from '../primitives/people';
import { balloons, prop, type PropKind } from '../primitives/props';
import { flowerWall } from '../primitives/flowers';
import { acrylicBoard, heartFlourish, neonTube } from '../primitives/neon';
import { stringLights, type StringLightOptions, bulbPositions } from '../primitives/string-lights';

/** Swags of festoon lights across the room, from far (small, high) to near (big, low sag). */
function festoonCanopy(c: Canvas, strands: number): { markup: string; bulbs: Point[] } {
  const { width: W } = c;
  const parts: string[] = [];
  const bulbs: Point[] = [];
  for (let index = 0; index < strands; index += 1) {
    const depth = index / Math.max(1, strands - 1); // 0 far, 1 near
    const y = 300 - depth * 300;
    const options: StringLightOptions = {
      from: [-60, y - 20 * depth],
      to: [W + 60, y + 10 - 30 * depth],
      sag: 24 + depth * 80,
      bulbs: Math.round(30 - depth * 16),
      bulbRadius: 2.2 + depth * 4.5,
      wire: '#3b2d33',
    };
    parts.push(stringLights(c, options));
    bulbs.push(...bulbPositions(options));
  }
  return { markup: group({}, ...parts), bulbs };
}

/** Guests standing around the dance floor, watching; full figures, bigger as they come closer. */
function onlookers(
  c: Canvas,
  rows: readonly { y: number; height: number; xs: readonly number[] }[],
): Figure[] {
  const outfits: readonly Outfit[] = ['gown', 'dress', 'suit', 'suit', 'dress'];
  const poses: readonly Pose[] = ['down', 'down', 'sway', 'one-up'];
  return rows.flatMap((row) =>
    row.xs.map((x) =>
      fullBody({
        feet: [x + c.rng.range(-15, 15), row.y + c.rng.range(-8, 8)],
        height: row.height * c.rng.range(0.92, 1.06),
        outfit: c.rng.pick(outfits),
        pose: c.rng.pick(poses),
        lean: c.rng.range(-0.6, 0.6),
      }),
    ),
  );
}

/** A reception hall at night under string lights: parquet floor, a couple dancing, guests around. */
function receptionRoom(c: Canvas, floorTop: number): Point[] {
  const { width: W, height: H } = c;
  c.add(
    rect(0, 0, W, H, {
      fill: c.linear(
        [0, 0],
        [0, H],
        [
          { offset: 0, color: '#120c18' },
          { offset: 0.55, color: '#1e1424' },
          { offset: 1, color: palette.ink },
        ],
      ),
    }),
    // The tent's ceiling fabric, lit warm by the bulbs.
    screen(
      glow(c, [800, 120], 900, 260, palette.amberDeep, 0.22),
      glow(c, [300, floorTop - 120], 160, 320, palette.magenta, 0.35),
      glow(c, [1300, floorTop - 120], 160, 320, palette.violet, 0.35),
    ),
    rect(292, 0, 16, floorTop, { fill: '#0d0a12' }),
    rect(1292, 0, 16, floorTop, { fill: '#0d0a12' }),
  );
  // Far tables with candles along the back wall.
  const candles: string[] = [];
  for (let x = 20; x < W; x += c.rng.range(26, 60)) {
    candles.push(glow(c, [x, floorTop - 18 + c.rng.range(-6, 6)], 14, 9, palette.amber, 0.8));
  }
  c.add(screen(...candles));
  c.add(
    perspectiveFloor({
      far: [
        [-200, floorTop],
        [W + 200, floorTop],
      ],
      near: [
        [-1500, H + 100],
        [W + 1500, H + 100],
      ],
      columns: 26,
      rows: 10,
      tile: (column, row) => ((column + row) % 2 === 0 ? '#3a2418' : '#2c1b14'),
      grout: '#1a100c',
    }),
    rect(0, floorTop, W, H - floorTop, {
      fill: c.linear(
        [0, floorTop],
        [0, H],
        [
          { offset: 0, color: palette.magenta, opacity: 0.12 },
          { offset: 1, color: '#000000', opacity: 0.55 },
        ],
      ),
    }),
  );
  const canopy = festoonCanopy(c, 5);
  // The bulbs mirrored in the glossy floor.
  c.add(
    screen(
      ...canopy.bulbs
        .filter((_, index) => index % 2 === 0)
        .map(([x, y]) =>
          glow(c, [x, floorTop + (floorTop - y) * 0.5 + 20], 10, 16, palette.amber, 0.35),
        ),
    ),
    canopy.markup,
    hazeBand(c, floorTop - 140, floorTop + 60, palette.amber, 0.08),
  );
  return canopy.bulbs;
}

/** Private events: the couple's dance under a canopy of string lights. */
export function privateEvents(c: Canvas): void {
  const { height: H } = c;
  const floorTop = 600;
  receptionRoom(c, floorTop);
  const guests = onlookers(c, [
    { y: floorTop + 30, height: 150, xs: [60, 170, 260, 380, 470, 1130, 1230, 1340, 1440, 1540] },
    { y: floorTop + 140, height: 230, xs: [40, 200, 1400, 1560] },
    { y: H + 40, height: 470, xs: [90, 1520] },
  ]);
  const pair = couple([780, 915], 400);
  const rim = c.linear(
    [0, 0],
    [1600, 0],
    [
      { offset: 0, color: palette.magenta },
      { offset: 0.5, color: palette.amber },
      { offset: 1, color: palette.violet },
    ],
  );
  c.add(
    beam(c, {
      from: [800, 0],
      to: [800, 930],
      color: palette.warmWhite,
      startWidth: 40,
      endWidth: 420,
      intensity: 0.18,
      softness: 16,
      core: false,
    }),
    screen(
      glow(c, [800, 920], 320, 70, palette.magenta, 0.55),
      glow(c, [800, 920], 150, 30, palette.warmWhite, 0.4),
    ),
    group(
      { transform: `translate(0 ${915 * 2}) scale(1 -1)`, opacity: 0.3, filter: c.blur(3) },
      drawFigures(c, pair.figures, { fill: palette.silhouette }),
    ),
    drawFigures(c, guests, { fill: '#0a0710', rim, rimWidth: 3, rimOpacity: 0.6 }),
    drawFigures(c, pair.figures, {
      fill: palette.silhouette,
      rim: palette.amber,
      rimWidth: 5,
      rimOpacity: 0.9,
    }),
    el('path', { d: pair.veil, fill: '#fff1f6', opacity: 0.28 }),
    vignette(c, 0.55),
  );
}

/** Custom signs: a pink neon-style heart and flourish glowing on a wall of roses. */
export function customSigns(c: Canvas): void {
  const { width: W, height: H } = c;
  const wall = c.capture(() => {
    c.add(
      rect(0, 0, W, H, { fill: '#2a1622' }),
      flowerWall(c, { left: 0, right: W, top: 0, bottom: H }, 64),
    );
  });
  c.add(
    // The roses a touch out of focus, and darkened: the sign is the light in the room.
    group({ filter: c.blur(1.2) }, wall),
    rect(0, 0, W, H, { fill: '#583050', style: 'mix-blend-mode:multiply' }),
    rect(0, 0, W, H, { fill: '#0b0a12', opacity: 0.25 }),
    screen(glow(c, [800, 500], 760, 460, palette.magenta, 0.32)),
    acrylicBoard(290, 230, 1020, 540),
    neonTube(c, heartFlourish(300, 250, 1), palette.magenta, 9),
    vignette(c, 0.7),
  );
}

/** A shimmer wall: rows of sequins catching the light, with a few bright glints. */
function shimmerWall(c: Canvas, x: number, y: number, width: number, height: number): string {
  const tile = 18;
  const sequins = c.pattern(
    tile,
    tile,
    [
      circle(tile * 0.25, tile * 0.25, tile * 0.26, { fill: '#ffb3d9', opacity: 0.55 }),
      circle(tile * 0.75, tile * 0.75, tile * 0.26, { fill: '#ffd9ec', opacity: 0.35 }),
      circle(tile * 0.75, tile * 0.25, tile * 0.26, { fill: '#c77aa6', opacity: 0.45 }),
      circle(tile * 0.25, tile * 0.75, tile * 0.26, { fill: '#e79cc4', opacity: 0.3 }),
    ].join(''),
  );
  const glints: string[] = [];
  for (let index = 0; index < 70; index += 1) {
    const gx = x + c.rng.range(0, width);
    const gy = y + c.rng.range(0, height);
    glints.push(glow(c, [gx, gy], 10, 10, '#ffffff', c.rng.range(0.4, 0.9)));
  }
  return group(
    {},
    rect(x, y, width, height, { fill: '#5a2349' }),
    rect(x, y, width, height, { fill: sequins }),
    rect(x, y, width, height, {
      fill: c.radialBox(
        [
          { offset: 0, color: '#ffffff', opacity: 0.2 },
          { offset: 1, color: '#000000', opacity: 0.45 },
        ],
        [0.4, 0.45],
      ),
    }),
    screen(...glints),
  );
}

/** An open-air booth: a ring light with the camera in its middle, on a slim pedestal. */
function ringLightBooth(c: Canvas, base: Point, height: number): string {
  const [x, y] = base;
  const ringY = y - height;
  const rx = height * 0.16;
  const ry = height * 0.26;
  return group(
    {},
    ellipse(x, y, height * 0.16, height * 0.03, { fill: '#050409' }),
    rect(x - height * 0.02, ringY + ry * 0.6, height * 0.04, y - ringY - ry * 0.6, {
      fill: '#1d1a27',
    }),
    rect(x - height * 0.05, ringY - ry * 0.5, height * 0.1, ry * 1.15, {
      rx: 6,
      fill: '#14121b',
      stroke: '#2d2a3a',
    }),
    screen(
      glow(c, [x, ringY], rx * 2.6, ry * 1.9, '#ffffff', 0.3),
      ellipse(x, ringY, rx, ry, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': height * 0.035,
        filter: c.blur(6),
      }),
      ellipse(x, ringY, rx, ry, {
        fill: 'none',
        stroke: '#fff8fc',
        'stroke-width': height * 0.022,
      }),
    ),
    circle(x + height * 0.01, ringY - ry * 0.12, height * 0.012, { fill: '#3a3550' }),
  );
}

/** Photo booth: guests with props in front of a shimmer wall, lit by the booth's ring light. */
export function photoBooth(c: Canvas): void {
  const { width: W, height: H } = c;
  const floorY = 850;
  c.add(
    rect(0, 0, W, H, {
      fill: c.linear(
        [0, 0],
        [0, H],
        [
          { offset: 0, color: palette.ink },
          { offset: 0.7, color: '#1a1424' },
          { offset: 1, color: palette.ink },
        ],
      ),
    }),
    screen(glow(c, [980, 420], 760, 480, palette.violet, 0.25)),
    shimmerWall(c, 480, 90, 1020, floorY - 90),
    balloons(c, [520, 120], 150, 26, 46),
    balloons(c, [1460, 150], 120, 20, 42),
    balloons(c, [1480, 700], 110, 16, 44),
    rect(0, floorY, W, H - floorY, {
      fill: c.linear(
        [0, floorY],
        [0, H],
        [
          { offset: 0, color: '#241a2e' },
          { offset: 1, color: '#08070c' },
        ],
      ),
    }),
  );
  // The ring light's glow falling across the guests.
  c.add(
    beam(c, {
      from: [310, 470],
      to: [1100, 560],
      color: palette.warmWhite,
      startWidth: 200,
      endWidth: 700,
      intensity: 0.22,
      softness: 30,
      core: false,
    }),
  );
  const guests: {
    x: number;
    height: number;
    outfit: Outfit;
    kind: PropKind | null;
    lean: number;
  }[] = [
    { x: 780, height: 480, outfit: 'dress', kind: 'heart-glasses', lean: 0.3 },
    { x: 950, height: 530, outfit: 'suit', kind: 'crown', lean: -0.2 },
    { x: 1120, height: 490, outfit: 'gown', kind: 'lips', lean: -0.4 },
    { x: 1290, height: 520, outfit: 'suit', kind: 'bubble', lean: 0.2 },
  ];
  const figures: Figure[] = [];
  const props: string[] = [];
  for (const guest of guests) {
    const feet: Point = [guest.x, floorY + 30];
    const options = { feet, height: guest.height, outfit: guest.outfit, lean: guest.lean };
    figures.push(fullBody({ ...options, pose: guest.kind ? 'prop' : 'sway' }));
    if (!guest.kind) continue;
    const hand = propHand(options);
    const headY = feet[1] - guest.height + guest.height * 0.066;
    const face: Point =
      guest.kind === 'crown' || guest.kind === 'bubble'
        ? [hand[0] - guest.height * 0.04, headY - guest.height * 0.11]
        : [
            hand[0] - guest.height * 0.09,
            headY + guest.height * (guest.kind === 'lips' ? 0.035 : -0.005),
          ];
    props.push(prop(guest.kind, face, guest.height * 0.16, hand));
  }
  c.add(
    group(
      {
        transform: `translate(0 ${(floorY + 30) * 2}) scale(1 -1)`,
        opacity: 0.25,
        filter: c.blur(3),
      },
      drawFigures(c, figures, { fill: palette.silhouette }),
    ),
    drawFigures(c, figures, { fill: '#0c0a12', rim: '#fff3fa', rimWidth: 4, rimOpacity: 0.55 }),
    ...props,
    ringLightBooth(c, [300, floorY + 110], 560),
    vignette(c, 0.55),
  );
}

/** A cinema camera on a three-axis gimbal, seen from its left side, lens pointing left. */
function gimbalCamera(c: Canvas, x: number, y: number, s: number, monitorPicture: string): string {
  // (x, y) is the centre of the camera body; s is the body's length.
  const body = c.linearBox([
    { offset: 0, color: '#2c2838' },
    { offset: 0.15, color: '#17151f' },
    { offset: 1, color: '#0a090e' },
  ]);
  const barrel = c.linearBox([
    { offset: 0, color: '#0d0c12' },
    { offset: 0.25, color: '#3a3548' },
    { offset: 0.45, color: '#15131b' },
    { offset: 1, color: '#07060a' },
  ]);
  const edge = palette.amber;
  const highlight = (from: Point, to: Point): string =>
    line(from, to, { stroke: edge, 'stroke-width': 2, opacity: 0.7 });
  return group(
    {},
    // Gimbal: roll motor behind the camera, the arm down to the pan motor and the handle.
    el('path', {
      d: d`M${x + s * 0.55},${y - s * 0.05}L${x + s * 0.72},${y - s * 0.05}L${x + s * 0.72},${y + s * 0.62}L${
        x + s * 0.45
      },${y + s * 0.62}`,
      fill: 'none',
      stroke: '#22202c',
      'stroke-width': s * 0.07,
      'stroke-linejoin': 'round',
    }),
    circle(x + s * 0.64, y - s * 0.05, s * 0.1, {
      fill: '#1c1a25',
      stroke: '#3a3650',
      'stroke-width': 2,
    }),
    circle(x + s * 0.45, y + s * 0.62, s * 0.09, {
      fill: '#1c1a25',
      stroke: '#3a3650',
      'stroke-width': 2,
    }),
    rect(x + s * 0.4, y + s * 0.68, s * 0.1, s * 0.75, { rx: s * 0.04, fill: '#121018' }),
    // Camera body, top handle, lens and matte box.
    rect(x - s * 0.5, y - s * 0.25, s, s * 0.5, { rx: s * 0.04, fill: body }),
    rect(x - s * 0.35, y - s * 0.4, s * 0.6, s * 0.08, { rx: s * 0.03, fill: '#1f1c29' }),
    rect(x - s * 0.3, y - s * 0.4, s * 0.05, s * 0.16, { fill: '#1f1c29' }),
    rect(x + s * 0.15, y - s * 0.4, s * 0.05, s * 0.16, { fill: '#1f1c29' }),
    rect(x - s * 1.05, y - s * 0.16, s * 0.55, s * 0.32, { fill: barrel }),
    rect(x - s * 0.95, y - s * 0.18, s * 0.05, s * 0.36, { fill: '#2a2736' }),
    rect(x - s * 0.75, y - s * 0.18, s * 0.05, s * 0.36, { fill: '#2a2736' }),
    el('path', {
      d: d`M${x - s * 1.05},${y - s * 0.16}L${x - s * 1.3},${y - s * 0.3}L${x - s * 1.3},${y + s * 0.3}L${
        x - s * 1.05
      },${y + s * 0.16}Z`,
      fill: '#0f0e15',
      stroke: '#2a2736',
      'stroke-width': 2,
    }),
    circle(x + s * 0.4, y - s * 0.15, s * 0.025, { fill: '#ff3b4a' }),
    screen(glow(c, [x + s * 0.4, y - s * 0.15], s * 0.06, s * 0.06, '#ff3b4a', 0.7)),
    // Tilt motor on the camera's side.
    circle(x, y + s * 0.05, s * 0.13, { fill: '#1c1a25', stroke: '#3a3650', 'stroke-width': 2 }),
    highlight([x - s * 0.5, y - s * 0.25], [x + s * 0.5, y - s * 0.25]),
    highlight([x - s * 1.05, y - s * 0.16], [x - s * 0.5, y - s * 0.16]),
    // Monitor on top, turned towards the operator (and us), showing the shot.
    line([x + s * 0.05, y - s * 0.4], [x + s * 0.15, y - s * 0.55], {
      stroke: '#2a2736',
      'stroke-width': s * 0.04,
    }),
    rect(x - s * 0.15, y - s * 0.95, s * 0.62, s * 0.42, { rx: s * 0.03, fill: '#0e0d13' }),
    group({ transform: `translate(${x - s * 0.12} ${y - s * 0.92})` }, monitorPicture),
    screen(glow(c, [x + s * 0.16, y - s * 0.74], s * 0.5, s * 0.35, palette.magenta, 0.25)),
  );
}

/** Photo + film: the first dance, seen past a camera on a gimbal that films it. */
export function photoFilm(c: Canvas): void {
  const { width: W, height: H } = c;
  const floorTop = 600;
  // The room and the couple, softly out of focus behind the camera.
  const room = c.capture(() => {
    receptionRoom(c, floorTop);
    const guests = onlookers(c, [
      { y: floorTop + 30, height: 150, xs: [60, 170, 280, 1130, 1240, 1350, 1460, 1560] },
      { y: floorTop + 160, height: 250, xs: [60, 1530] },
    ]);
    const pair = couple([560, 900], 380);
    c.add(
      screen(glow(c, [600, 900], 300, 60, palette.magenta, 0.5)),
      drawFigures(c, guests, { fill: '#0a0710', rim: palette.amber, rimWidth: 3, rimOpacity: 0.5 }),
      drawFigures(c, pair.figures, {
        fill: palette.silhouette,
        rim: palette.amber,
        rimWidth: 5,
        rimOpacity: 0.9,
      }),
      el('path', { d: pair.veil, fill: '#fff1f6', opacity: 0.28 }),
    );
  });
  const camera = 300;
  const monitorWidth = camera * 0.56;
  const monitorHeight = camera * 0.36;
  const miniature = group(
    {},
    rect(0, 0, monitorWidth, monitorHeight, {
      fill: c.linear(
        [0, 0],
        [0, monitorHeight],
        [
          { offset: 0, color: '#3a2040' },
          { offset: 1, color: '#7a3a5c' },
        ],
      ),
    }),
    screen(
      glow(
        c,
        [monitorWidth * 0.45, monitorHeight * 0.8],
        monitorWidth * 0.4,
        monitorHeight * 0.2,
        palette.magenta,
        0.8,
      ),
    ),
    drawFigures(
      c,
      couple([monitorWidth * 0.4, monitorHeight * 0.9], monitorHeight * 0.75).figures,
      {
        fill: '#120a14',
      },
    ),
    rect(monitorWidth * 0.06, monitorHeight * 0.08, monitorWidth * 0.05, monitorWidth * 0.05, {
      rx: monitorWidth * 0.025,
      fill: '#ff3b4a',
    }),
  );
  c.add(
    group({ filter: c.blur(3.5) }, room),
    // Big bokeh discs from out-of-focus bulbs near the lens.
    screen(
      ...[
        [140, 120, 60],
        [330, 60, 45],
        [1420, 90, 70],
        [1530, 300, 50],
      ].map(([x = 0, y = 0, r = 0]) => circle(x, y, r, { fill: palette.amber, opacity: 0.18 })),
    ),
    gimbalCamera(c, 1180, 560, camera, miniature),
  );
  // The operator's hand round the gimbal's handle, the arm reaching in from the corner.
  const handX = 1180 + camera * 0.45;
  const handY = 560 + camera * 1.0;
  c.add(
    // Forearm in from the corner, then the fist round the handle.
    el('path', {
      d: d`M${W + 60},${H + 80}Q${handX + 200},${handY + 180} ${handX + 20},${handY + 10}`,
      fill: 'none',
      stroke: '#07060b',
      'stroke-width': camera * 0.3,
      'stroke-linecap': 'round',
    }),
    rect(handX - camera * 0.11, handY - camera * 0.14, camera * 0.24, camera * 0.24, {
      rx: camera * 0.08,
      fill: '#0b0a10',
    }),
    screen(
      el('path', {
        d: d`M${handX - camera * 0.1},${handY - camera * 0.1}Q${handX},${handY - camera * 0.17} ${handX + camera * 0.1},${
          handY - camera * 0.12
        }`,
        fill: 'none',
        stroke: palette.amber,
        'stroke-width': 2,
        opacity: 0.5,
      }),
    ),
    hazeBand(c, 400, 700, palette.amber, 0.05),
    vignette(c, 0.6),
  );
}
