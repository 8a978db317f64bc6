import {
  DEFAULT_DESIGN,
  MAX_LENGTH,
  ROTATION,
  SIZE,
  TEMPLATE_FIELDS,
  TEMPLATES,
} from '../../../src/lib/gobo/design';
import { designFromSearch, designToSearch } from '../../../src/lib/gobo/url-state';
import { design } from './support';

describe('a design in the address', () => {
  it.each(TEMPLATES)('round-trips a %s design exactly', (template) => {
    const original = design({
      template,
      texts: {
        initialA: 'J',
        initialB: 'É',
        nameA: 'Zoë',
        nameB: 'Luca & Co',
        date: '14/06/2027',
        line: 'Grand Opening #1 ?=&',
      },
      font: 'cinzel',
      size: 85,
      rotation: -45,
      frame: 'stars',
      material: 'glass',
      colorA: '#12abef',
      colorB: '#fe0011',
      gradient: false,
    });
    const restored = designFromSearch(designToSearch(original));
    // Only the template's own texts travel; the others fall back to the defaults.
    const kept = Object.fromEntries(
      TEMPLATE_FIELDS[template].map((field) => [field, original.texts[field]]),
    );
    expect(restored).toEqual({ ...original, texts: { ...DEFAULT_DESIGN.texts, ...kept } });
  });

  it('writes a steel design without colours, and reads it back as steel', () => {
    const search = designToSearch(design({ material: 'steel', colorA: '#000000' }));
    expect(search).not.toMatch(/c1=|c2=|g=/);
    expect(designFromSearch(search).material).toBe('steel');
  });

  it('opens the default design from an empty address', () => {
    expect(designFromSearch('')).toEqual(DEFAULT_DESIGN);
  });

  it("completes a link with the visitor's example design", () => {
    const examples = design({ texts: { nameA: 'Lucía', date: '14 · 06 · 2027' } as never });
    const restored = designFromSearch('t=names-date&na=Eva', examples);
    expect(restored.texts).toMatchObject({ nameA: 'Eva', date: '14 · 06 · 2027' });
    expect(restored.frame).toBe(examples.frame);
  });

  it('replaces unknown or broken values by the defaults, one by one', () => {
    const restored = designFromSearch(
      't=poster&f=comic-sans&fr=hearts&m=paper&c1=red&c2=%23zzzzzz&g=maybe&s=abc&r=',
    );
    expect(restored).toEqual(DEFAULT_DESIGN);
  });

  it('keeps size and rotation within their ranges and on their steps', () => {
    expect(designFromSearch('s=999&r=-999')).toMatchObject({
      size: SIZE.max,
      rotation: ROTATION.min,
    });
    expect(designFromSearch('s=3&r=400')).toMatchObject({ size: SIZE.min, rotation: ROTATION.max });
    expect(designFromSearch('s=87&r=12')).toMatchObject({ size: 85, rotation: 10 });
  });

  it('cuts texts to their limits and drops control characters', () => {
    const long = 'x'.repeat(200);
    const restored = designFromSearch(`t=framed-line&l=${long}&ia=ABC&na=An%0Ana`);
    expect(restored.texts.line).toHaveLength(MAX_LENGTH.line);
    expect(restored.texts.initialA).toBe('AB');
    expect(restored.texts.nameA).toBe('Anna');
  });

  it('accepts colours with or without "#" and in any case', () => {
    expect(designFromSearch('m=glass&c1=%23ABCDEF&c2=123abc&g=1')).toMatchObject({
      colorA: '#abcdef',
      colorB: '#123abc',
      gradient: true,
    });
  });
});
