import { TITLE_MAX_LENGTH, withSiteName } from '../../../src/components/Seo/PageHead';

describe('withSiteName', () => {
  it('adds the site name when the whole title fits', () => {
    expect(withSiteName('Music', 'Example Events')).toBe('Music | Example Events');
  });

  it('keeps the page title alone when the site name would push it past the limit', () => {
    const long = 'x'.repeat(TITLE_MAX_LENGTH - 5);
    expect(withSiteName(long, 'Example Events')).toBe(long);
    expect(withSiteName('x'.repeat(TITLE_MAX_LENGTH - 3 - 5), 'Event')).toHaveLength(
      TITLE_MAX_LENGTH,
    );
  });
});
