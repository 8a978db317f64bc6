import { designSummary, materialLine, textsLine } from '../../../src/lib/gobo/summary';
import { design, translatorFor } from './support';

describe('the design in words', () => {
  const en = translatorFor('en');

  it('lists template, texts, typeface, size, angle, frame and glass colours', () => {
    const summary = designSummary(
      design({
        template: 'names-date',
        texts: { nameA: 'Ana', nameB: 'Marco', date: '06 · 14 · 2027' } as never,
        font: 'parisienne',
        size: 90,
        rotation: -15,
        frame: 'stars',
        material: 'glass',
        gradient: true,
        colorA: '#ffd36e',
        colorB: '#ff4fa3',
      }),
      en,
      { link: 'https://example.test/gobo-designer/?t=names-date' },
    );
    expect(summary.split('\n')).toEqual([
      'Custom gobo request',
      'Template: Names & date',
      'Text: Ana & Marco · 06 · 14 · 2027',
      'Typeface: Parisienne',
      'Size: 90 %',
      'Rotation: -15°',
      'Frame: Ring of stars',
      'Gobo: Glass, gradient #ffd36e → #ff4fa3',
      'Design link: https://example.test/gobo-designer/?t=names-date',
    ]);
  });

  it('says steel is one colour and leaves colours out', () => {
    const steel = design({ material: 'steel', colorA: '#123456' });
    expect(materialLine(steel, en)).toBe(en('gobo-designer:summary.steel'));
    expect(designSummary(steel, en)).not.toContain('#123456');
  });

  it('names a plain glass colour', () => {
    expect(
      materialLine(design({ material: 'glass', gradient: false, colorA: '#12abef' }), en),
    ).toBe(en('gobo-designer:summary.glassColour', { colour: '#12abef' }));
  });

  it('names the logo file instead of texts and typeface for the logo template', () => {
    const summary = designSummary(design({ template: 'logo' }), en, { logoName: 'acme.svg' });
    expect(summary).toContain('Logo: acme.svg');
    expect(summary).not.toContain('Typeface');
  });

  it('skips an empty initial instead of leaving a dangling ampersand', () => {
    expect(textsLine(design({ texts: { initialA: ' ', initialB: 'M' } as never }), en)).toBe('M');
  });

  it('is written in the visitor language', () => {
    const es = designSummary(
      design({ template: 'monogram', frame: 'laurel' }),
      translatorFor('es'),
    );
    expect(es).toContain('Plantilla: Monograma');
    expect(es).toContain('Marco: Corona de laurel');
    const it = designSummary(design({ material: 'steel' }), translatorFor('it'));
    expect(it).toContain('Gobo: Acciaio (un colore)');
  });

  it('tells the crew how many bridges the steel file has, in the visitor language', () => {
    const steel = design({ material: 'steel' });
    expect(designSummary(steel, en, { bridges: 6 }).split('\n')).toContain(
      'Bridges: 6 strips of steel 0.3 mm wide on an M-size gobo, drawn in the attached file',
    );
    expect(designSummary(steel, en, { bridges: 1 })).toContain('Bridges: 1 strip of steel 0.3 mm');
    expect(designSummary(steel, en, { bridges: 0 })).toContain('Bridges: none needed');
    // The decimal sign is the visitor's locale's.
    expect(designSummary(steel, translatorFor('es'), { bridges: 4, locale: 'es-US' })).toContain(
      'Puentes: 4 tiras de acero de 0.3 mm en un gobo de tamaño M',
    );
    expect(designSummary(steel, translatorFor('it'), { bridges: 4, locale: 'it-IT' })).toContain(
      "Ponticelli: 4 strisce d'acciaio larghe 0,3 mm su un gobo di misura M",
    );
  });

  it('says nothing of bridges for glass', () => {
    const glass = design({ material: 'glass' });
    expect(designSummary(glass, en, { bridges: 3 })).not.toContain('Bridges');
  });
});
