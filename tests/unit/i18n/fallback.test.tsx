/**
 * A text missing from the Spanish or Italian files must show in English,
 * never as a raw key: both in the page (through the site's page wrapper,
 * exactly as Gatsby wraps each page) and in the head (translateFromNodes).
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PageIntro } from '../../../src/components/PageIntro/PageIntro';
import type { LocaleNode } from '../../../src/i18n/locale-data';
import { withPageTranslations } from '../../../src/i18n/page-translations';
import { translateFromNodes } from '../../../src/i18n/translator';
import { contextFor } from '../../../src/config/page-contexts';

const english = { heading: 'Music, musicians & DJs', intro: 'Seasoned DJs and live musicians.' };
// The Spanish file lacks "intro": it must fall back to English.
const spanish = { heading: 'Música, músicos y DJs' };

const nodes: LocaleNode[] = [
  { ns: 'music', language: 'en', data: JSON.stringify(english) },
  { ns: 'music', language: 'es', data: JSON.stringify(spanish) },
];

function renderAsGatsbyPage(language: string, element: ReactElement) {
  const pageContext = contextFor(
    {
      path: '/music/',
      kind: 'service',
      titleKey: 'music:meta.title',
      descriptionKey: 'music:meta.description',
    },
    language,
    ['en', 'es', 'it'],
    'en',
  );
  const props = {
    data: { locales: { edges: nodes.map((node) => ({ node })) } },
    pageContext,
    location: { pathname: pageContext.i18n.path, search: '', hash: '' },
  };
  return render(withPageTranslations(element, props));
}

describe('English fallback for missing translations', () => {
  it('the page context asks for the page language and English', () => {
    const context = contextFor(
      {
        path: '/music/',
        kind: 'service',
        titleKey: 'music:meta.title',
        descriptionKey: 'music:meta.description',
      },
      'es',
      ['en', 'es', 'it'],
      'en',
    );
    expect(context.localeLanguages).toEqual(['es', 'en']);
  });

  it('renders the Spanish text where it exists and English where it is missing', () => {
    renderAsGatsbyPage('es', <PageIntro namespace="music" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(spanish.heading);
    expect(screen.getByText(english.intro)).toBeInTheDocument();
    expect(screen.queryByText(/music:intro|^intro$/)).not.toBeInTheDocument();
  });

  it('uses the same fallback for head texts', () => {
    const t = translateFromNodes(nodes, 'es', 'en');
    expect(t('music:heading')).toBe(spanish.heading);
    expect(t('music:intro')).toBe(english.intro);
  });
});
