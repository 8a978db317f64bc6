/**
 * @jest-environment node
 *
 * The texts the data asks for (src/config/content/expected-texts.ts): which
 * keys each photo of data/gallery.yaml and each venue of site.yaml expect,
 * required or not, and the texts no entry asks for any more.
 */
import { expectedTexts, unusedEntries } from '../../../src/config/content/expected-texts';

const gallery = `pictures:
  - id: smith-wedding-first-dance
    image: images/gallery/a.jpg
    services: [music]
  - id: gala-stage
    image: images/gallery/b.jpg
    venue: lake-house
`;

const site = `venues:
  - slug: lake-house
    name: Lake House
  - slug: old-mill
    name: Old Mill
`;

const files = { siteYaml: site, content: { 'gallery.yaml': gallery } };

describe('expected texts, gallery', () => {
  it('asks each photo for its caption and alt, both required, under its id', () => {
    const texts = expectedTexts('gallery', files);
    expect(texts.map((text) => [text.path.join('.'), text.required, text.paragraphs])).toEqual([
      ['smith-wedding-first-dance.caption', true, false],
      ['smith-wedding-first-dance.alt', true, false],
      ['gala-stage.caption', true, false],
      ['gala-stage.alt', true, false],
    ]);
    expect(texts[0]?.label).toBe('Photo smith-wedding-first-dance: caption, shown under the photo');
  });

  it('asks nothing while the gallery is empty, missing or broken', () => {
    expect(
      expectedTexts('gallery', { siteYaml: site, content: { 'gallery.yaml': 'pictures: []\n' } }),
    ).toEqual([]);
    expect(expectedTexts('gallery', { siteYaml: site, content: {} })).toEqual([]);
    expect(
      expectedTexts('gallery', { siteYaml: site, content: { 'gallery.yaml': 'pictures: [\n' } }),
    ).toEqual([]);
  });

  it('forgets a removed photo, whose texts are then pointed out as no longer used', () => {
    const fewer = { ...files, content: { 'gallery.yaml': gallery.split('  - id: gala-stage')[0] } };
    expect(expectedTexts('gallery', fewer).map((text) => text.id)).not.toContain('gala-stage');
    const tree = {
      'smith-wedding-first-dance': { caption: 'A', alt: 'B' },
      'gala-stage': { caption: 'C' },
    };
    const unused = unusedEntries('gallery', fewer, tree);
    expect(unused.map((entry) => entry.path)).toEqual([['gala-stage']]);
    expect(unused[0]?.note).toMatch(
      /No longer used: no photo of data\/gallery.yaml has the id "gala-stage"/,
    );
    expect(unusedEntries('gallery', files, tree)).toEqual([]);
  });
});

describe('expected texts, venues', () => {
  it('asks each venue of site.yaml for its optional texts under details.<slug>, the description in paragraphs', () => {
    const texts = expectedTexts('venue-list', files);
    expect(texts.map((text) => text.path.join('.'))).toEqual([
      'details.lake-house.summary',
      'details.lake-house.description',
      'details.lake-house.imageAlt',
      'details.lake-house.ourWork',
      'details.old-mill.summary',
      'details.old-mill.description',
      'details.old-mill.imageAlt',
      'details.old-mill.ourWork',
    ]);
    expect(texts.every((text) => !text.required)).toBe(true);
    expect(texts.filter((text) => text.paragraphs).map((text) => text.path[2])).toEqual([
      'description',
      'description',
    ]);
  });

  it('points out only the details of a venue no longer in site.yaml, not the other texts', () => {
    const tree = {
      heading: 'Venues',
      details: { 'lake-house': { summary: 'S' }, 'gone-venue': { ourWork: 'W' } },
    };
    expect(unusedEntries('venue-list', files, tree).map((entry) => entry.path)).toEqual([
      ['details', 'gone-venue'],
    ]);
  });

  it('asks nothing of a file no data is keyed into', () => {
    expect(expectedTexts('home', files)).toEqual([]);
  });
});
