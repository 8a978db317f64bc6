/**
 * The page's language facts (src/i18n/use-page-language.ts), given by the
 * site's page wrapper from the page context gatsby-node sets.
 */
import { render, screen } from '@testing-library/react';
import { contextFor } from '../../../src/config/page-contexts';
import { withPageTranslations } from '../../../src/i18n/page-translations';
import { usePageLanguage } from '../../../src/i18n/use-page-language';

function LanguageFacts() {
  const page = usePageLanguage();
  return (
    <p>
      {[page.language, page.defaultLanguage, page.languages.join('+'), page.originalPath].join(
        ' | ',
      )}
    </p>
  );
}

function pageContextIn(language: string) {
  return contextFor(
    {
      path: '/venues/',
      kind: 'venues',
      titleKey: 'venue-list:meta.title',
      descriptionKey: 'venue-list:meta.description',
    },
    language,
    ['en', 'es', 'it'],
    'en',
  );
}

describe('usePageLanguage', () => {
  it.each([
    ['es', 'es | en | en+es+it | /venues/'],
    ['en', 'en | en | en+es+it | /venues/'],
  ])('gives a %s page its language facts', (language, shown) => {
    const element = withPageTranslations(<LanguageFacts />, {
      data: { locales: { edges: [] } },
      pageContext: pageContextIn(language),
    });
    render(element);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('says what is missing when used outside a page', () => {
    // React logs the error it rethrows; keep the test output clean.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<LanguageFacts />)).toThrow(
      'usePageLanguage needs a page rendered through withPageTranslations.',
    );
    logged.mockRestore();
  });

  it('leaves a page without language facts (one Gatsby makes itself) unwrapped', () => {
    const element = <LanguageFacts />;
    expect(withPageTranslations(element, { pageContext: {} })).toBe(element);
  });
});
