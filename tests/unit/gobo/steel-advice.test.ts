/**
 * What a steel design asks of the visitor, from real plans: a logo with
 * more islands than steel holds cleanly, or with one no bridge can reach,
 * is advised to go on glass or be simplified; a logo with a few islands is
 * not; hairlines get their own advice; glass gets none.
 */
import type { LogoArt } from '../../../src/lib/gobo/artwork';
import { logoCut } from '../../../src/lib/gobo/logo-cut';
import { MAX_LOGO_ISLANDS, planSteel } from '../../../src/lib/gobo/steel';
import { logoTooFine, steelAdvice } from '../../../src/lib/gobo/steel-advice';
import { design, outlinerFor, translatorFor } from './support';

const SIZE = 700;
const en = translatorFor('en');

/** A square stencil, lit where `lit` says (its pixel centres, in pixels). */
function stencil(lit: (x: number, y: number) => boolean): LogoArt {
  return {
    href: 'data:image/png;base64,',
    aspect: 1,
    mode: 'stencil',
    cut: logoCut(SIZE, SIZE, (x, y) => lit(x + 0.5, y + 0.5)),
  };
}

/** Rings of light on a grid of `count` × `count`: each holds an island of steel. */
function rings(count: number): LogoArt {
  const pitch = SIZE / count;
  return stencil((x, y) => {
    const dx = (x % pitch) - pitch / 2;
    const dy = (y % pitch) - pitch / 2;
    const r = Math.hypot(dx, dy);
    return r >= pitch * 0.25 && r <= pitch * 0.38;
  });
}

function planFor(logo: LogoArt) {
  return planSteel({
    design: design({ template: 'logo', frame: 'none', material: 'steel' }),
    outline: outlinerFor(),
    logo,
    idPrefix: 'test',
  });
}

const adviceFor = (logo: LogoArt) =>
  steelAdvice({ plan: planFor(logo), hairlines: 0, isLogo: true, locale: 'en' }, en);

describe('steel advice', () => {
  it('advises glass or a simpler logo when a logo has more islands than steel holds cleanly', () => {
    const plan = planFor(rings(7));
    expect(plan.islandsFound).toBeGreaterThan(MAX_LOGO_ISLANDS);
    expect(logoTooFine(plan)).toBe(true);
    expect(adviceFor(rings(7))).toEqual([
      en('gobo-designer:material.logoTooFine', { pieces: String(plan.islandsFound) }),
    ]);
  });

  it('advises it too when a piece of the logo is out of any bridge’s reach', () => {
    // A dot of steel in the middle of a wide disc of light.
    const logo = stencil((x, y) => {
      const r = Math.hypot(x - SIZE / 2, y - SIZE / 2);
      return r >= 20 && r <= 340;
    });
    const plan = planFor(logo);
    expect(plan.loose).toBe(1);
    expect(adviceFor(logo)).toEqual([
      en('gobo-designer:material.logoTooFine', { pieces: String(plan.islandsFound) }),
    ]);
  });

  it('gives a logo with a few islands its bridges and no advice', () => {
    const plan = planFor(rings(2));
    expect(plan).toMatchObject({ islandsFound: 4, loose: 0 });
    expect(logoTooFine(plan)).toBe(false);
    expect(adviceFor(rings(2))).toEqual([]);
  });

  it('suggests the bold typefaces for hairlines in text, and says nothing on glass', () => {
    const plan = planFor(rings(2));
    const advice = steelAdvice({ plan, hairlines: 2, isLogo: false, locale: 'en' }, en);
    expect(advice).toEqual([
      en('gobo-designer:material.hairlines', {
        width: '0.25',
        size: 'M',
        fonts: 'Montserrat or Bebas Neue',
      }),
    ]);
    expect(steelAdvice({ plan: undefined, hairlines: 2, isLogo: false, locale: 'en' }, en)).toEqual(
      [],
    );
  });
});
