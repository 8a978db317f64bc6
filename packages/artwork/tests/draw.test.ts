/** @jest-environment node */
/**
 * What `npm run artwork` draws: a scene for every picture the site's data names, the same
 * SVG on every run, at the size the data asks for.
 */
import { drawSvg, planDrawing } from '../src/draw';
import { scenes } from '../src/scenes';
import { listPictures, SITE_ROOT, type Picture } from '../src/site';

const pictures = listPictures(SITE_ROOT);

function picture(file: string): Picture {
  return {
    file,
    source: 'data/test.yaml',
    entry: file,
    width: 160,
    height: 100,
    shape: 'landscape',
  };
}

describe('planDrawing', () => {
  it('finds a scene for every picture the site’s data files name', () => {
    const { chosen, missing } = planDrawing(pictures, []);
    expect(chosen.length).toBeGreaterThan(20);
    expect(missing.map((p) => p.file)).toEqual([]);
  });

  it('draws each file once, even when several entries show it', () => {
    const shared = picture('images/venues/default.jpg');
    const { chosen } = planDrawing([shared, { ...shared, entry: 'another' }], []);
    expect(chosen).toEqual([shared]);
  });

  it('keeps only the pictures whose path contains one of the words', () => {
    const { chosen } = planDrawing(pictures, ['catalog', 'hero']);
    const files = chosen.map((p) => p.file);
    expect(files).toContain('images/home/hero-stage.jpg');
    expect(files).toContain('images/catalog/stage-deck.jpg');
    expect(files.every((file) => file.includes('catalog') || file.includes('hero'))).toBe(true);
  });

  it('reports a chosen picture that no scene draws', () => {
    const unknown = picture('images/services/not-drawn-yet.jpg');
    expect(planDrawing([unknown], []).missing).toEqual([unknown]);
    expect(planDrawing([unknown], ['catalog']).missing).toEqual([]);
  });
});

describe('drawSvg', () => {
  const drawn = planDrawing(pictures, []).chosen;

  it.each(drawn.map((p) => [p.file, p] as const))(
    '%s: an SVG of the picture’s size, the same on every run',
    (_file, p) => {
      const svg = drawSvg(p);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${p.width}" height="${p.height}"`));
      expect(svg).toMatch(/<\/svg>$/);
      expect(drawSvg(p)).toBe(svg);
    },
  );

  it('gives different pictures different drawings', () => {
    const svgs = new Set(drawn.map((p) => drawSvg(p)));
    expect(svgs.size).toBe(drawn.length);
  });

  it('draws nothing for a picture without a scene', () => {
    expect(drawSvg(picture('images/services/not-drawn-yet.jpg'))).toBeUndefined();
  });

  it('maps scenes only to pictures the data names', () => {
    const named = new Set(pictures.map((p) => p.file));
    expect(Object.keys(scenes).filter((file) => !named.has(file))).toEqual([]);
  });
});
