// The shared set of every catalog picture: a dark stage floor, a soft spotlight from above, a
// glow of the item's colour on the back wall, and the item's reflection on the glossy floor.

import type { Canvas } from '../../lib/canvas';
import { palette } from '../../lib/palette';
import { group, rect } from '../../lib/svg';
import { beam } from '../../primitives/beams';
import { reflection } from '../../primitives/floor';
import { glow, vignette } from '../../primitives/glow';
import { screen } from '../../lib/svg';

/** Where the back wall meets the floor. */
export const HORIZON = 650;
/** Where items stand (a little in front of the wall). */
export const FLOOR = 800;

export function studio(c: Canvas, accent: string = palette.violet): void {
  const { width: W, height: H } = c;
  c.add(
    rect(0, 0, W, HORIZON, {
      fill: c.linear(
        [0, 0],
        [0, HORIZON],
        [
          { offset: 0, color: palette.ink },
          { offset: 1, color: palette.nightRaised },
        ],
      ),
    }),
    rect(0, HORIZON, W, H - HORIZON, {
      fill: c.linear(
        [0, HORIZON],
        [0, H],
        [
          { offset: 0, color: '#1a1727' },
          { offset: 1, color: '#07060b' },
        ],
      ),
    }),
    screen(glow(c, [W / 2, HORIZON - 120], 520, 380, accent, 0.3)),
    beam(c, {
      from: [W / 2, -40],
      to: [W / 2, FLOOR + 40],
      color: palette.warmWhite,
      startWidth: 80,
      endWidth: 720,
      intensity: 0.12,
      softness: 30,
      core: false,
    }),
    screen(
      glow(c, [W / 2, FLOOR + 10], 420, 80, palette.warmWhite, 0.22),
      glow(c, [W / 2, FLOOR + 10], 220, 34, '#ffffff', 0.18),
    ),
  );
}

/** Draws the item, its reflection in the floor, and the final vignette. */
export function showcase(c: Canvas, item: string, options: { reflect?: boolean } = {}): void {
  c.add(
    options.reflect === false
      ? ''
      : reflection(c, item, FLOOR, { opacity: 0.32, fade: 220, blur: 2.5 }),
    group({}, item),
    vignette(c, 0.55),
  );
}
