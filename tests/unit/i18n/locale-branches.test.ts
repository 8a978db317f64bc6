/**
 * A venue page carries only its venue's branch of venue-list.json, so that its
 * data does not grow with the number of venues.
 */
import { keepBranches, localeTexts } from '../../../src/i18n/locale-branches';

const venues = {
  meta: { title: 'Venues' },
  details: {
    'lake-hall': { description: ['By the lake.'], imageAlt: 'The lake' },
    barn: { description: ['A red barn.'] },
    'old-mill': { description: ['A mill.'] },
  },
};

describe('keepBranches', () => {
  it('reduces the named branch to the kept keys and keeps every other key whole', () => {
    expect(keepBranches(venues, 'venue-list', ['venue-list:details.lake-hall'])).toEqual({
      meta: { title: 'Venues' },
      details: { 'lake-hall': venues.details['lake-hall'] },
    });
  });

  it('keeps several keys of one branch', () => {
    const kept = keepBranches(venues, 'venue-list', [
      'venue-list:details.barn',
      'venue-list:details.old-mill',
    ]);
    expect(Object.keys(kept.details as object)).toEqual(['barn', 'old-mill']);
  });

  it('leaves a file alone when no kept name is of its namespace', () => {
    expect(keepBranches(venues, 'venue-page', ['venue-list:details.barn'])).toBe(venues);
  });

  it('reaches a branch deeper in the file', () => {
    const tree = { a: { b: { x: 'x', y: 'y' }, c: 'c' } };
    expect(keepBranches(tree, 'ns', ['ns:a.b.y'])).toEqual({ a: { b: { y: 'y' }, c: 'c' } });
  });

  it('leaves a file without that branch as it is', () => {
    const tree = { meta: { title: 'T' } };
    expect(keepBranches(tree, 'venue-list', ['venue-list:details.barn'])).toEqual(tree);
  });

  it('keeps only the named keys of the file once a name has no dot, and the reduced branches', () => {
    const withHeading = { heading: 'Our venues', ...venues };
    expect(
      keepBranches(withHeading, 'venue-list', ['venue-list:heading', 'venue-list:details.barn']),
    ).toEqual({
      heading: 'Our venues',
      details: { barn: venues.details.barn },
    });
  });

  it('keeps a whole branch named without a dot, and ignores names of other files', () => {
    const services = { meta: { title: 'S' }, cards: { a: { title: 'A' } }, cta: 'Ask' };
    expect(keepBranches(services, 'services', ['services:cards', 'venue-list:heading'])).toEqual({
      cards: services.cards,
    });
  });
});

describe('Locale.texts(keep:)', () => {
  const data = JSON.stringify(venues);

  it('gives the stored JSON itself when the page keeps nothing of that file', () => {
    expect(localeTexts({ ns: 'common', data }, ['venue-list:details.barn'])).toBe(data);
    expect(localeTexts({ ns: 'venue-list', data }, null)).toBe(data);
  });

  it('gives the reduced JSON when it does', () => {
    const texts = JSON.parse(
      localeTexts({ ns: 'venue-list', data }, ['venue-list:details.barn']),
    ) as {
      details: Record<string, unknown>;
    };
    expect(Object.keys(texts.details)).toEqual(['barn']);
  });
});
