// The preferred venues: a timber ballroom at dusk, a stone manor at night, two lake clubs.

import type { Canvas } from '../lib/canvas';
import { palette } from '../lib/palette';
import { circle, d, el, ellipse, group, polygon, rect, screen, type Point } from '../lib/svg';
import { uplightWash } from '../primitives/beams';
import { perspectiveFloor } from '../primitives/floor';
import { glow, hazeBand, vignette } from '../primitives/glow';
import { drawFigures, fullBody, type Figure, type Outfit, type Pose } from '../primitives/people';
import { chandelier } from '../primitives/room';
import { hills, orb, sky, stars, treeLine, water } from '../primitives/sky';
import { stringLights } from '../primitives/string-lights';

/** A few guests, standing or dancing, as full silhouettes. */
function guests(
  c: Canvas,
  places: readonly { x: number; y: number; height: number }[],
  poses: readonly Pose[] = ['down', 'sway', 'one-up'],
): Figure[] {
  const outfits: readonly Outfit[] = ['gown', 'dress', 'suit', 'suit'];
  return places.map(({ x, y, height }) =>
    fullBody({
      feet: [x, y],
      height: height * c.rng.range(0.92, 1.06),
      outfit: c.rng.pick(outfits),
      pose: c.rng.pick(poses),
      lean: c.rng.range(-0.6, 0.6),
    }),
  );
}

/** A lit window: warm glass with a soft halo. */
function litWindow(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  height: number,
  arched = false,
): string {
  const glass = c.linearBox([
    { offset: 0, color: '#ffe2ad' },
    { offset: 1, color: '#e89a4c' },
  ]);
  const shape = arched
    ? el('path', {
        d: d`M${x},${y + height}L${x},${y + width / 2}A${width / 2},${width / 2} 0 0 1 ${x + width},${y + width / 2}L${
          x + width
        },${y + height}Z`,
        fill: glass,
      })
    : rect(x, y, width, height, { fill: glass });
  return group(
    {},
    screen(
      glow(c, [x + width / 2, y + height / 2], width * 1.4, height * 0.9, palette.amber, 0.25),
    ),
    shape,
    rect(x + width / 2 - 1.5, y + (arched ? width / 2 : 0), 3, height - (arched ? width / 2 : 0), {
      fill: '#3a2a2a',
      opacity: 0.6,
    }),
  );
}

/** Bear Brook Valley: a timber-framed ballroom with glass walls, opening onto lawns at dusk. */
export function bearBrookValley(c: Canvas): void {
  const { width: W, height: H } = c;
  const ground = 640;
  c.add(
    sky(
      c,
      [
        { offset: 0, color: '#14163a' },
        { offset: 0.35, color: '#3b2a6a' },
        { offset: 0.6, color: '#a24d7a' },
        { offset: 0.78, color: '#f09a5c' },
      ],
      ground,
    ),
    stars(c, { top: 0, bottom: 220 }, 60),
    orb(c, [330, ground - 40], 26, '#ffe2b0', palette.amber),
    hills(c, { baseline: ground - 60, amplitude: 90, waves: 4, bottom: ground + 40 }, '#2a2045'),
    treeLine(c, { baseline: ground - 20, height: 60, bottom: ground + 40 }, '#1a1430'),
    hills(c, { baseline: ground + 10, amplitude: 50, waves: 3, bottom: H }, '#1d2a25'),
  );
  // Rolling lawns in front, darkening towards the camera, with mown stripes.
  const lawn = c.linear(
    [0, ground],
    [0, H],
    [
      { offset: 0, color: '#2f4a36' },
      { offset: 1, color: '#0c1410' },
    ],
  );
  c.add(
    el('path', {
      d: d`M0,${ground + 40}Q${W * 0.3},${ground - 10} ${W * 0.6},${ground + 30}T${W},${ground + 20}L${W},${H}L0,${H}Z`,
      fill: lawn,
    }),
  );
  const stripes: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const x = -200 + index * 300;
    stripes.push(
      polygon(
        [
          [W * 0.35 + index * 20, ground + 30],
          [W * 0.35 + index * 20 + 14, ground + 30],
          [x + 150, H],
          [x, H],
        ],
        { fill: '#ffffff', opacity: 0.025 },
      ),
    );
  }
  c.add(...stripes);
  // The ballroom: a long timber frame with glass walls and a steep gable, glowing inside.
  const [left, right, eaves, floor] = [760, 1560, 380, 700];
  const ridge = 190;
  const gableLeft = 880;
  const gableRight = 1240;
  const interior = c.linear(
    [0, eaves],
    [0, floor],
    [
      { offset: 0, color: '#ffcf85' },
      { offset: 1, color: '#c0623c' },
    ],
  );
  const parts: string[] = [
    // Glass wall lit from inside.
    rect(left, eaves, right - left, floor - eaves, { fill: interior }),
    polygon(
      [
        [gableLeft, eaves],
        [(gableLeft + gableRight) / 2, ridge],
        [gableRight, eaves],
      ],
      { fill: interior },
    ),
    screen(
      glow(c, [1060, 560], 420, 160, '#ffffff', 0.35),
      glow(c, [900, 600], 200, 100, palette.magenta, 0.35),
      glow(c, [1380, 600], 200, 100, palette.violet, 0.35),
    ),
    chandelier(c, [1060, eaves - 40], 90, '#fff1d6', ridge + 20),
    chandelier(c, [1360, eaves + 10], 70, '#fff1d6', eaves),
  ];
  // Guests inside, in silhouette against the warm glass.
  const inside = guests(c, [
    { x: 840, y: floor - 6, height: 120 },
    { x: 930, y: floor - 4, height: 128 },
    { x: 1010, y: floor - 6, height: 118 },
    { x: 1130, y: floor - 3, height: 130 },
    { x: 1200, y: floor - 5, height: 122 },
    { x: 1330, y: floor - 4, height: 126 },
    { x: 1460, y: floor - 6, height: 120 },
  ]);
  parts.push(drawFigures(c, inside, { fill: '#2a1a1c' }));
  // Timber frame: posts, beams, the gable's king-post truss and the roof.
  const timber = '#3a2518';
  for (let x = left; x <= right; x += 100)
    parts.push(rect(x - 6, eaves, 12, floor - eaves, { fill: timber }));
  parts.push(rect(left - 10, eaves - 12, right - left + 20, 16, { fill: timber }));
  parts.push(rect(left - 10, floor - 8, right - left + 20, 14, { fill: timber }));
  const apex: Point = [(gableLeft + gableRight) / 2, ridge];
  parts.push(
    el('path', {
      d: d`M${gableLeft},${eaves}L${apex[0]},${apex[1]}L${gableRight},${eaves}M${apex[0]},${apex[1]}L${apex[0]},${eaves}M${
        gableLeft + 90
      },${eaves}L${apex[0]},${ridge + 100}L${gableRight - 90},${eaves}`,
      stroke: timber,
      'stroke-width': 12,
      fill: 'none',
    }),
    // Roofs: the main roof over the long hall and the gable's deep eaves.
    polygon(
      [
        [left - 50, eaves - 4],
        [left + 40, eaves - 110],
        [right + 10, eaves - 110],
        [right + 60, eaves - 4],
      ],
      { fill: '#1b1420' },
    ),
    polygon(
      [
        [gableLeft - 60, eaves + 6],
        [apex[0], ridge - 40],
        [gableRight + 60, eaves + 6],
        [gableRight + 30, eaves + 6],
        [apex[0], ridge - 10],
        [gableLeft - 30, eaves + 6],
      ],
      { fill: '#241a28' },
    ),
  );
  c.add(group({}, ...parts));
  // The terrace and its light spilling onto the lawn.
  c.add(
    rect(left - 40, floor + 6, right - left + 80, 26, { fill: '#2a1d1a' }),
    screen(glow(c, [1160, floor + 60], 520, 90, palette.amber, 0.45)),
    rect(296, 540, 7, 250, { fill: '#120e12' }),
    stringLights(c, {
      from: [left - 10, eaves + 20],
      to: [300, 545],
      sag: 34,
      bulbs: 16,
      bulbRadius: 3,
    }),
    drawFigures(
      c,
      guests(c, [
        { x: 620, y: 780, height: 170 },
        { x: 680, y: 790, height: 176 },
      ]),
      { fill: '#0b0d0b', rim: palette.amber, rimWidth: 2.5, rimOpacity: 0.7 },
    ),
    hazeBand(c, ground - 80, ground + 40, palette.magenta, 0.08),
    vignette(c, 0.55),
  );
}

/** A mass of foliage: overlapping dark discs, for trees framing a picture. */
function treeMass(c: Canvas, centre: Point, width: number, height: number, fill: string): string {
  const blobs: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const x = centre[0] + c.rng.range(-0.5, 0.5) * width;
    const y = centre[1] + c.rng.range(-0.5, 0.5) * height;
    blobs.push(circle(x, y, c.rng.range(0.12, 0.24) * width, { fill }));
  }
  return group({}, ...blobs);
}

/** A row of windows across a facade storey. */
function windowRow(
  c: Canvas,
  left: number,
  right: number,
  y: number,
  count: number,
  width: number,
  height: number,
) {
  const step = (right - left) / count;
  const list: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = left + step * index + (step - width) / 2;
    list.push(
      c.rng.chance(0.85)
        ? litWindow(c, x, y, width, height)
        : rect(x, y, width, height, { fill: '#1a1620' }),
    );
  }
  return group({}, ...list);
}

/** Crossed Keys Estate: a stone manor at night, its facade and gardens washed by uplights. */
export function crossedKeysEstate(c: Canvas): void {
  const { width: W, height: H } = c;
  const base = 640;
  c.add(
    sky(
      c,
      [
        { offset: 0, color: '#070818' },
        { offset: 0.7, color: '#1a1a44' },
        { offset: 1, color: '#2d2350' },
      ],
      base,
    ),
    stars(c, { top: 0, bottom: 300 }, 140),
    orb(c, [1380, 110], 22, '#f3f0ff', '#8f96ff'),
    treeMass(c, [60, 380], 420, 420, '#0b0a14'),
    treeMass(c, [1560, 400], 420, 380, '#0b0a14'),
  );
  const stone = c.linear(
    [0, 220],
    [0, base],
    [
      { offset: 0, color: '#2c2738' },
      { offset: 1, color: '#4a3f52' },
    ],
  );
  const courses: string[] = [];
  for (let y = 270; y < base; y += 22) courses.push(`M220,${y}H1380`);
  c.add(
    // Wings, centre block, their roofs and chimneys.
    rect(220, 360, 1160, base - 360, { fill: stone }),
    rect(500, 250, 600, base - 250, { fill: stone }),
    el('path', {
      d: courses.join(''),
      stroke: '#000000',
      'stroke-opacity': 0.18,
      'stroke-width': 1.5,
    }),
    polygon(
      [
        [205, 362],
        [250, 300],
        [515, 300],
        [515, 362],
      ],
      { fill: '#14121c' },
    ),
    polygon(
      [
        [1085, 362],
        [1085, 300],
        [1350, 300],
        [1395, 362],
      ],
      { fill: '#14121c' },
    ),
    polygon(
      [
        [485, 252],
        [540, 190],
        [1060, 190],
        [1115, 252],
      ],
      { fill: '#14121c' },
    ),
    rect(580, 140, 34, 56, { fill: '#221d2b' }),
    rect(986, 140, 34, 56, { fill: '#221d2b' }),
    windowRow(c, 240, 500, 400, 4, 34, 62),
    windowRow(c, 240, 500, 520, 4, 34, 70),
    windowRow(c, 1100, 1360, 400, 4, 34, 62),
    windowRow(c, 1100, 1360, 520, 4, 34, 70),
    windowRow(c, 510, 1090, 280, 7, 34, 56),
    windowRow(c, 510, 690, 400, 2, 36, 70),
    windowRow(c, 910, 1090, 400, 2, 36, 70),
    windowRow(c, 510, 690, 520, 2, 36, 80),
    windowRow(c, 910, 1090, 520, 2, 36, 80),
    // Portico: pediment on four columns, the open door glowing.
    polygon(
      [
        [690, 372],
        [800, 312],
        [910, 372],
      ],
      { fill: '#3d3446', stroke: '#5a4e63', 'stroke-width': 4 },
    ),
    rect(690, 370, 220, 14, { fill: '#51465a' }),
    litWindow(c, 770, 470, 60, 170, true),
    ...[712, 758, 842, 888].map((x) => rect(x - 9, 384, 18, base - 384, { fill: '#5a4f63' })),
  );
  // Uplights along the foot of the walls: coloured washes climbing the stone.
  const washes = [260, 400, 560, 700, 900, 1040, 1200, 1340].map((x, index) =>
    uplightWash(
      c,
      [x, base],
      150,
      320,
      [palette.violet, palette.magenta, palette.amber][index % 3] ?? palette.violet,
      0.5,
    ),
  );
  c.add(...washes);
  // Gardens: gravel walk to the door, hedges and lit topiary cones either side.
  const gravel = c.linear(
    [0, base],
    [0, H],
    [
      { offset: 0, color: '#3b3240' },
      { offset: 1, color: '#15111a' },
    ],
  );
  c.add(
    rect(0, base, W, H - base, { fill: '#0f1a14' }),
    polygon(
      [
        [760, base],
        [840, base],
        [1060, H],
        [540, H],
      ],
      { fill: gravel },
    ),
  );
  const garden: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    const t = row / 3;
    const y = base + 30 + t ** 1.4 * 260;
    const scale = 0.5 + t * 1.3;
    for (const side of [-1, 1]) {
      const hedgeNear = 800 + side * (110 + t * 330);
      const hedgeFar = hedgeNear + side * 260 * scale;
      garden.push(
        rect(Math.min(hedgeNear, hedgeFar), y, Math.abs(hedgeFar - hedgeNear), 26 * scale, {
          rx: 10 * scale,
          fill: '#12261b',
        }),
      );
      const coneX = 800 + side * (90 + t * 260);
      const coneBase = y + 20 * scale;
      const coneHeight = 90 * scale;
      garden.push(
        uplightWash(
          c,
          [coneX, coneBase],
          70 * scale,
          coneHeight * 1.3,
          side < 0 ? palette.magenta : palette.violet,
          0.55,
        ),
        polygon(
          [
            [coneX - 22 * scale, coneBase],
            [coneX, coneBase - coneHeight],
            [coneX + 22 * scale, coneBase],
          ],
          { fill: '#1f3d2b' },
        ),
        screen(
          circle(coneX + side * 40 * scale, coneBase + 6 * scale, 3 * scale, {
            fill: palette.amber,
          }),
        ),
      );
    }
  }
  c.add(...garden, hazeBand(c, base - 60, base + 60, palette.violet, 0.1), vignette(c, 0.6));
}

/** Lake Valhalla Club: a lakeside terrace at sunset, string lights coming on overhead. */
export function lakeValhallaClub(c: Canvas): void {
  const { width: W, height: H } = c;
  const horizon = 500;
  const terrace = 760;
  c.add(
    sky(
      c,
      [
        { offset: 0, color: '#22184a' },
        { offset: 0.45, color: '#7a3a78' },
        { offset: 0.75, color: '#e0607a' },
        { offset: 1, color: '#ffb45c' },
      ],
      horizon,
    ),
    orb(c, [1040, horizon - 24], 38, '#fff0c8', palette.amber),
    hills(c, { baseline: horizon - 30, amplitude: 70, waves: 3, bottom: horizon + 4 }, '#3a2450'),
    treeLine(c, { baseline: horizon, height: 26, bottom: horizon + 6 }, '#2a1a3a'),
    water(
      c,
      horizon + 4,
      terrace,
      [
        { offset: 0, color: '#d9677a' },
        { offset: 0.4, color: '#6a3870' },
        { offset: 1, color: '#1d1530' },
      ],
      { color: '#ffd9a0', centre: 1040, spread: 120, count: 90 },
    ),
  );
  // Terrace: paving in perspective, a balustrade along the water.
  const paving = c.linear(
    [0, terrace],
    [0, H],
    [
      { offset: 0, color: '#3a2a36' },
      { offset: 1, color: '#120d14' },
    ],
  );
  const joints: string[] = [];
  for (let index = -8; index <= 8; index += 1)
    joints.push(`M${800 + index * 100},${terrace}L${800 + index * 260},${H}`);
  for (const y of [800, 850, 915]) joints.push(`M0,${y}H${W}`);
  c.add(
    rect(0, terrace, W, H - terrace, { fill: paving }),
    el('path', {
      d: joints.join(''),
      stroke: '#000000',
      'stroke-opacity': 0.25,
      'stroke-width': 2,
    }),
    screen(glow(c, [1040, terrace + 40], 500, 60, palette.amber, 0.3)),
    rect(0, terrace - 80, W, 12, { fill: '#1d1420' }),
    rect(0, terrace - 6, W, 10, { fill: '#1d1420' }),
  );
  const balusters: string[] = [];
  for (let x = 10; x < W; x += 28)
    balusters.push(rect(x, terrace - 70, 9, 66, { rx: 4, fill: '#1d1420' }));
  c.add(...balusters);
  // String lights on posts across the terrace.
  const posts: Point[] = [
    [60, 140],
    [560, 190],
    [1100, 170],
    [1560, 120],
  ];
  for (const [x, y] of posts) c.add(rect(x - 5, y, 10, H - y, { fill: '#100c12' }));
  for (let index = 0; index < posts.length - 1; index += 1) {
    const from = posts[index];
    const to = posts[index + 1];
    if (from && to) c.add(stringLights(c, { from, to, sag: 50, bulbs: 12, bulbRadius: 4.5 }));
  }
  const people = guests(
    c,
    [
      { x: 300, y: 960, height: 330 },
      { x: 380, y: 970, height: 350 },
      { x: 860, y: 880, height: 250 },
      { x: 930, y: 885, height: 240 },
      { x: 1330, y: 990, height: 380 },
    ],
    ['down', 'sway'],
  );
  c.add(
    drawFigures(c, people, { fill: '#0d0910', rim: palette.amber, rimWidth: 3, rimOpacity: 0.75 }),
    // High cocktail tables.
    ...[640, 1140].map((x) =>
      group(
        {},
        rect(x - 4, 760, 8, 160, { fill: '#0d0910' }),
        ellipse(x, 760, 60, 12, { fill: '#e9d6e6' }),
        ellipse(x, 920, 34, 6, { fill: '#0d0910' }),
        screen(glow(c, [x + 10, 750], 20, 14, palette.amber, 0.8)),
      ),
    ),
    vignette(c, 0.5),
  );
}

/** Rock Island Lake Club: a pavilion on the beach, its dance floor glowing under the stars. */
export function rockIslandLakeClub(c: Canvas): void {
  const { width: W, height: H } = c;
  const horizon = 520;
  const shore = 700;
  c.add(
    sky(
      c,
      [
        { offset: 0, color: '#05061a' },
        { offset: 0.8, color: '#151a45' },
        { offset: 1, color: '#2a2458' },
      ],
      horizon,
    ),
    stars(c, { top: 0, bottom: 460 }, 260),
    orb(c, [1260, 140], 26, '#f6f3ff', '#9aa4ff'),
    treeLine(c, { baseline: horizon, height: 46, bottom: horizon + 4 }, '#0a0b18'),
    water(
      c,
      horizon + 2,
      shore,
      [
        { offset: 0, color: '#1c2150' },
        { offset: 1, color: '#0b0d22' },
      ],
      { color: '#dfe3ff', centre: 1260, spread: 60, count: 70 },
    ),
  );
  // The beach, a pale line of foam where it meets the water.
  c.add(
    el('path', {
      d: d`M0,${shore}Q${W * 0.4},${shore - 14} ${W},${shore + 6}L${W},${H}L0,${H}Z`,
      fill: c.linear(
        [0, shore],
        [0, H],
        [
          { offset: 0, color: '#4a3a44' },
          { offset: 1, color: '#1a1218' },
        ],
      ),
    }),
    el('path', {
      d: d`M0,${shore + 2}Q${W * 0.4},${shore - 12} ${W},${shore + 8}`,
      stroke: '#dfe3ff',
      'stroke-opacity': 0.45,
      'stroke-width': 3,
      fill: 'none',
    }),
  );
  // The pavilion: a lit dance floor on a deck, columns and a hipped roof.
  const [left, right, deck, eaves] = [110, 1030, 830, 420];
  const floorGlow = c.linear(
    [0, deck - 40],
    [0, deck],
    [
      { offset: 0, color: palette.violet },
      { offset: 1, color: palette.magenta },
    ],
  );
  c.add(
    screen(glow(c, [(left + right) / 2, 600], 560, 260, palette.violet, 0.4)),
    polygon(
      [
        [left - 30, deck],
        [right + 30, deck],
        [right + 10, deck + 40],
        [left - 10, deck + 40],
      ],
      { fill: '#1b1320' },
    ),
    polygon(
      [
        [left, deck],
        [right, deck],
        [right - 50, deck - 70],
        [left + 50, deck - 70],
      ],
      { fill: floorGlow, opacity: 0.9 },
    ),
    perspectiveFloor({
      far: [
        [left + 50, deck - 70],
        [right - 50, deck - 70],
      ],
      near: [
        [left, deck],
        [right, deck],
      ],
      columns: 12,
      rows: 3,
      tile: (column, row) => ((column + row) % 2 === 0 ? 'rgba(255,255,255,0.16)' : 'none'),
      grout: 'rgba(40,10,50,0.5)',
    }),
  );
  const columns: string[] = [];
  for (let x = left; x <= right; x += (right - left) / 5) {
    columns.push(rect(x - 8, eaves, 16, deck - eaves, { fill: '#1a1420' }));
  }
  const dancers = guests(
    c,
    [
      { x: 300, y: deck - 10, height: 150 },
      { x: 380, y: deck - 20, height: 140 },
      { x: 470, y: deck - 12, height: 152 },
      { x: 560, y: deck - 24, height: 138 },
      { x: 650, y: deck - 10, height: 150 },
      { x: 740, y: deck - 18, height: 144 },
      { x: 850, y: deck - 12, height: 150 },
    ],
    ['up', 'one-up', 'sway'],
  );
  c.add(
    drawFigures(c, dancers, {
      fill: '#140c1a',
      rim: palette.magenta,
      rimWidth: 2.5,
      rimOpacity: 0.8,
    }),
    ...columns,
    polygon(
      [
        [left - 70, eaves + 6],
        [left + 120, eaves - 110],
        [right - 120, eaves - 110],
        [right + 70, eaves + 6],
      ],
      {
        fill: '#120d18',
      },
    ),
    rect(left - 70, eaves, right - left + 140, 14, { fill: '#241b2c' }),
    stringLights(c, {
      from: [left - 60, eaves + 14],
      to: [right + 60, eaves + 14],
      sag: 16,
      bulbs: 22,
      bulbRadius: 3.5,
    }),
  );
  // Lanterns on the sand, leading to the pavilion.
  const lanterns: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const t = index / 6;
    const x = 1120 + t * 420;
    const y = deck + 20 + t * 140;
    lanterns.push(
      rect(x - 2, y - 30 * (0.6 + t), 4, 30 * (0.6 + t), { fill: '#0f0b10' }),
      glow(c, [x, y - 30 * (0.6 + t)], 20 * (0.6 + t), 20 * (0.6 + t), palette.amber, 0.8),
    );
  }
  c.add(
    screen(...lanterns),
    hazeBand(c, horizon - 40, horizon + 60, palette.violet, 0.1),
    vignette(c, 0.55),
  );
}
