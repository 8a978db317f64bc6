import { linkMentions, mentionsOf } from '../../../src/i18n/mentions';

const designer = { phrase: 'gobo designer', to: '/gobo-designer/' };

describe('linkMentions', () => {
  it('links the words that name a page, whatever their case, and keeps the rest as text', () => {
    expect(linkMentions('Design it with the Gobo Designer on our site.', [designer])).toEqual([
      { text: 'Design it with the ' },
      { text: 'Gobo Designer', to: '/gobo-designer/' },
      { text: ' on our site.' },
    ]);
  });

  it('links a page once per text, at its first mention', () => {
    const parts = linkMentions('The gobo designer: open the gobo designer.', [designer]);
    expect(parts.filter((part) => part.to)).toHaveLength(1);
    expect(parts.map((part) => part.text).join('')).toBe(
      'The gobo designer: open the gobo designer.',
    );
  });

  it('matches whole words only', () => {
    expect(linkMentions('Our gobo designers and the gobo designerly look', [designer])).toEqual([
      { text: 'Our gobo designers and the gobo designerly look' },
    ]);
  });

  it('matches words with accents as whole words (Spanish, Italian)', () => {
    const spanish = { phrase: 'diseñador de gobos', to: '/gobo-designer/' };
    expect(linkMentions('Con el diseñador de gobos de nuestro sitio.', [spanish])[1]).toEqual({
      text: 'diseñador de gobos',
      to: '/gobo-designer/',
    });
  });

  it('prefers the longer phrase where two overlap', () => {
    const parts = linkMentions('Try the gobo designer.', [
      { phrase: 'designer', to: '/other/' },
      designer,
    ]);
    expect(parts).toEqual([
      { text: 'Try the ' },
      { text: 'gobo designer', to: '/gobo-designer/' },
      { text: '.' },
    ]);
  });

  it('returns the text whole when it names no page', () => {
    expect(linkMentions('Haze and cold sparks.', [designer])).toEqual([
      { text: 'Haze and cold sparks.' },
    ]);
  });
});

describe('mentionsOf', () => {
  const routes = [
    { path: '/gobo-designer/', kind: 'gobo-designer' },
    { path: '/lighting/', kind: 'service' },
  ];

  it("gives each kind's phrases the path of that kind's page", () => {
    expect(mentionsOf({ 'gobo-designer': ['gobo designer'] }, routes, '/lighting/')).toEqual([
      designer,
    ]);
  });

  it('leaves out the page being read, kinds without a page and anything not a list of texts', () => {
    expect(mentionsOf({ 'gobo-designer': ['gobo designer'] }, routes, '/gobo-designer/')).toEqual(
      [],
    );
    expect(mentionsOf({ catalog: ['catalog'] }, routes, '/')).toEqual([]);
    expect(mentionsOf({ 'gobo-designer': 'gobo designer' }, routes, '/')).toEqual([]);
    expect(mentionsOf('common:mentions', routes, '/')).toEqual([]);
  });
});
