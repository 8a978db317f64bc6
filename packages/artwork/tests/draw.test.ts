/** @jest-environment node */
/**
 * What `npm run artwork` draws: placeholders, the same SVG on every run, at the size the
 * data asks for. The owner replaces pictures with photos and adds and removes entries, so a
 * picture the data names without a scene, and a scene whose picture is gone, are left alone:
 * neither is a failure.
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

/** Every scene, at the size the site's data asks for its picture (any size once it is gone). */
const everyScene: Picture[] = Object.keys(scenes).map(
  (file) => pictures.find((named) => named.file === file) ?? picture(file),
);

describe('planDrawing', () => {
  it('draws each picture of the site’s data that a scene draws, and leaves the others', () => {
    const { drawn, withoutScene } = planDrawing(pictures, []);
    expect(drawn.every((p) => scenes[p.file])).toBe(true);
    expect(withoutScene.every((p) => !scenes[p.file])).toBe(true);
    expect(drawn.length + withoutScene.length).toBe(new Set(pictures.map((p) => p.file)).size);
  });

  it('leaves a picture without a scene as it is, without failing', () => {
    const drawable = picture('images/venues/default.jpg');
    const unknown = picture('images/services/not-drawn-yet.jpg');
    expect(planDrawing([drawable, unknown], [])).toEqual({
      drawn: [drawable],
      withoutScene: [unknown],
    });
    expect(planDrawing([unknown], ['catalog'])).toEqual({ drawn: [], withoutScene: [] });
  });

  it('draws no scene whose picture the data no longer names', () => {
    const { drawn } = planDrawing([picture('images/venues/default.jpg')], []);
    expect(drawn.map((p) => p.file)).toEqual(['images/venues/default.jpg']);
    expect(Object.keys(scenes)).toContain('images/venues/bear-brook-valley.jpg');
  });

  it('draws each file once, even when several entries show it', () => {
    const shared = picture('images/venues/default.jpg');
    const { drawn } = planDrawing([shared, { ...shared, entry: 'another' }], []);
    expect(drawn).toEqual([shared]);
  });

  it('keeps only the pictures whose path contains one of the words', () => {
    const named = ['images/home/hero-stage.jpg', 'images/catalog/stage-deck.jpg'];
    const others = ['images/venues/default.jpg', 'images/services/music.jpg'];
    const { drawn } = planDrawing([...named, ...others].map(picture), ['catalog', 'hero']);
    expect(drawn.map((p) => p.file)).toEqual(named);
  });
});

describe('drawSvg', () => {
  it('has scenes to draw', () => {
    expect(everyScene.length).toBeGreaterThan(20);
  });

  it.each(everyScene.map((p) => [p.file, p] as const))(
    '%s: an SVG of the picture’s size, the same on every run',
    (_file, p) => {
      const svg = drawSvg(p);
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${p.width}" height="${p.height}"`));
      expect(svg).toMatch(/<\/svg>$/);
      expect(drawSvg(p)).toBe(svg);
    },
  );

  it('gives different pictures different drawings', () => {
    const svgs = new Set(everyScene.map((p) => drawSvg(p)));
    expect(svgs.size).toBe(everyScene.length);
  });

  it('draws nothing for a picture without a scene', () => {
    expect(drawSvg(picture('images/services/not-drawn-yet.jpg'))).toBeUndefined();
  });
});
