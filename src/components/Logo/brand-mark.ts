/**
 * The brand's mark, drawn on a 64 × 64 grid: a star lit by a stage-light
 * gradient on a dark rounded tile. The header's Logo and the site icon
 * (../Seo/site-icon.ts) both draw it from here. The home page's hero logo is
 * a file (static/brand/hero-logo.svg, with a glow around the tile) so that
 * it can be preloaded and swapped for a real logo; a unit test
 * (site-files.test.ts) checks that it still draws this mark.
 */
export const BRAND_MARK = {
  viewBox: '0 0 64 64',
  tile: { size: 64, radius: 14, fill: '#14121f' },
  star: 'M32 8 38.5 24.5 56 25.5 42.5 36.5 47 53.5 32 44 17 53.5 21.5 36.5 8 25.5 25.5 24.5Z',
  /** The stage light: a radial gradient from above the star's centre. */
  beam: {
    cx: '50%',
    cy: '30%',
    r: '70%',
    stops: [
      { offset: '0', color: '#ffd36e' },
      { offset: '0.55', color: '#ff4fa3' },
      { offset: '1', color: '#5b2bd6' },
    ],
  },
} as const;
