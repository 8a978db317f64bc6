/**
 * The artwork builder, on real faces: every template draws something that
 * fits the disc, steel is one colour of light, glass brings its colours,
 * frames add shapes, and the SVG file is well-formed XML a vendor can open.
 */
import { buildArtwork, type ArtworkInput, type LogoArt } from '../../../src/lib/gobo/artwork';
import { FRAMES, STEEL_LIGHT, TEMPLATES, type TemplateId } from '../../../src/lib/gobo/design';
import { serializeSvg, type SvgNode } from '../../../src/lib/gobo/svg-tree';
import { design, outlinerFor } from './support';

const LOGO: LogoArt = { href: 'data:image/png;base64,iVBORw0KGgo=', aspect: 2, mode: 'stencil' };

function build(overrides: Partial<ArtworkInput> = {}) {
  return buildArtwork({
    design: design(),
    outline: outlinerFor(),
    logo: LOGO,
    variant: 'artwork',
    idPrefix: 'test',
    title: 'A & M',
    ...overrides,
  });
}

function findAll(node: SvgNode, test: (node: SvgNode) => boolean): SvgNode[] {
  return [
    ...(test(node) ? [node] : []),
    ...(node.children ?? []).flatMap((child) => findAll(child, test)),
  ];
}

const byId = (root: SvgNode, id: string) => findAll(root, (node) => node.attrs.id === id)[0];

/** Every paint (fill, stroke, stop colour) used inside the light. */
function paintsOfLight(root: SvgNode, prefix = 'test'): Set<string> {
  const light = byId(root, `${prefix}-light`);
  if (!light) throw new Error('no light group');
  return new Set(
    findAll(light, () => true)
      .flatMap((node) => [node.attrs.fill, node.attrs.stroke])
      .filter((paint): paint is string => typeof paint === 'string' && paint !== 'none'),
  );
}

/** The content group's transform: translate(500 500) rotate(r) scale(s) translate(…). */
function contentTransform(root: SvgNode): { rotation: number; scale: number } {
  const light = byId(root, 'test-light');
  const group = light?.children?.find((child) => child.tag === 'g');
  const transform = String(group?.attrs.transform ?? '');
  const match = /rotate\((-?[\d.]+)\) scale\(([\d.]+)\)/.exec(transform);
  if (!match) throw new Error(`no content transform in "${transform}"`);
  return { rotation: Number(match[1]), scale: Number(match[2]) };
}

describe('buildArtwork', () => {
  it.each(TEMPLATES)('draws the %s template', (template: TemplateId) => {
    const artwork = build({ design: design({ template }) });
    expect(artwork.hasContent).toBe(true);
    const drawn = findAll(byId(artwork.root, 'test-light') as SvgNode, (node) =>
      template === 'logo' ? node.tag === 'rect' : node.tag === 'path' && !node.attrs.fillRule,
    );
    expect(drawn.length).toBeGreaterThan(0);
    if (template !== 'logo') {
      expect(drawn.every((path) => /^M[\d.-]/.test(String(path.attrs.d)))).toBe(true);
    }
  });

  it('changes the outlines when the text changes', () => {
    const pathsOf = (initialA: string) =>
      findAll(
        build({ design: design({ texts: { initialA } as never }) }).root,
        (node) => String(node.attrs.d ?? '').length > 0,
      ).map((node) => node.attrs.d);
    expect(pathsOf('B')).not.toEqual(pathsOf('A'));
  });

  it('draws nothing when the texts are empty, and says so', () => {
    const empty = build({
      design: design({ template: 'framed-line', texts: { line: '   ' } as never }),
    });
    expect(empty.hasContent).toBe(false);
    expect(build({ design: design({ template: 'logo' }), logo: null }).hasContent).toBe(false);
  });

  it('paints steel with one colour of light, and no gradient', () => {
    for (const template of TEMPLATES) {
      const artwork = build({ design: design({ template, material: 'steel', frame: 'laurel' }) });
      expect([template, [...paintsOfLight(artwork.root)]]).toEqual([template, [STEEL_LIGHT]]);
      expect(findAll(artwork.root, (node) => node.tag === 'linearGradient')).toHaveLength(0);
    }
  });

  it('paints glass with its colour, or with a gradient between its two colours', () => {
    const plain = build({
      design: design({ material: 'glass', gradient: false, colorA: '#12abef' }),
    });
    expect([...paintsOfLight(plain.root)]).toEqual(['#12abef']);

    const blended = build({
      design: design({ material: 'glass', gradient: true, colorA: '#12abef', colorB: '#fe0011' }),
    });
    expect([...paintsOfLight(blended.root)]).toEqual(['url(#test-glass)']);
    const stops = findAll(blended.root, (node) => node.tag === 'stop').map(
      (node) => node.attrs.stopColor,
    );
    expect(stops).toEqual(['#12abef', '#fe0011']);
  });

  it('keeps a logo in its own colours only on glass', () => {
    const colourLogo = { ...LOGO, mode: 'colour' as const };
    const glass = build({
      design: design({ template: 'logo', material: 'glass' }),
      logo: colourLogo,
    });
    expect(findAll(glass.root, (node) => node.tag === 'image')).toHaveLength(1);
    expect(findAll(glass.root, (node) => node.tag === 'mask')).toHaveLength(0);

    const steel = build({
      design: design({ template: 'logo', material: 'steel' }),
      logo: colourLogo,
    });
    const mask = byId(steel.root, 'test-logo-mask');
    expect(mask?.children?.[0]?.attrs.href).toBe(LOGO.href);
    expect(findAll(steel.root, (node) => node.attrs.mask === 'url(#test-logo-mask)')).toHaveLength(
      1,
    );
  });

  it.each(FRAMES)('adds the "%s" frame', (frame) => {
    const framed = build({ design: design({ frame }) });
    const frameShapes = findAll(
      framed.root,
      (node) => node.tag === 'path' && 'fillRule' in node.attrs,
    );
    expect(frameShapes.length > 0).toBe(frame !== 'none');
  });

  it('fits the design inside the disc: a frame makes it smaller, size scales it', () => {
    const bare = contentTransform(build({ design: design({ frame: 'none' }) }).root).scale;
    const ringed = contentTransform(build({ design: design({ frame: 'ring' }) }).root).scale;
    expect(ringed).toBeLessThan(bare);
    const half = contentTransform(
      build({ design: design({ frame: 'none', size: 50 }) }).root,
    ).scale;
    // (The transform keeps three decimals.)
    expect(half).toBeCloseTo(bare / 2, 2);
  });

  it('gives longer texts a smaller scale, so they still fit', () => {
    const scaleOf = (line: string) =>
      contentTransform(
        build({ design: design({ template: 'framed-line', texts: { line } as never }) }).root,
      ).scale;
    expect(scaleOf('Happy Anniversary, Rosa and Tom')).toBeLessThan(scaleOf('Happy 50th'));
  });

  it('rotates the content', () => {
    expect(contentTransform(build({ design: design({ rotation: -30 }) }).root).rotation).toBe(-30);
  });

  it('reports characters the face cannot draw, and draws the rest', () => {
    const artwork = build({
      design: design({ template: 'framed-line', texts: { line: 'Hi ☃ there' } as never }),
    });
    expect(artwork.missing).toEqual(['☃']);
    expect(artwork.hasContent).toBe(true);
  });

  it('projects the same light with a glow and no black disc', () => {
    const projection = build({ variant: 'projection' });
    expect(byId(projection.root, 'test-light')?.attrs.filter).toBe('url(#test-glow)');
    expect(byId(projection.root, 'test-blank')).toBeUndefined();
    expect(byId(build().root, 'test-blank')?.attrs.fill).toBe('#000000');
  });

  it('writes a well-formed SVG file with the title and the outlines', () => {
    const text = serializeSvg(
      build({
        title: 'Ana & <Marco>',
        design: design({ template: 'names-date', frame: 'double-ring' }),
      }).root,
    );
    const document = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = document.documentElement;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 1000 1000');
    expect(svg.querySelector('title')?.textContent).toBe('Ana & <Marco>');
    expect(svg.querySelectorAll('path[d]').length).toBeGreaterThan(3);
    expect(text).toContain('fill-rule="evenodd"');
    expect(text).toContain('clip-path="url(#test-disc)"');
  });
});
