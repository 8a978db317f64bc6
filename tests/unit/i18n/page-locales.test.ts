/**
 * The translation files a page carries: its language's file of each of
 * its namespaces, and the default language's file only where a text is
 * still missing (or empty) in its language.
 */
import { localeSelector, type LocaleNodeSummary } from '../../../src/config/page-locales';
import { namespacesNeedingFallback, type LocaleFiles } from '../../../src/config/locales';

const FILES: LocaleFiles = {
  en: {
    common: { nav: { home: 'Home', contact: 'Contact' } },
    music: { title: 'Music', faq: { q: 'Why?' } },
    venue: { title: 'Venue' },
  },
  es: {
    common: { nav: { home: 'Inicio', contact: 'Contacto' } },
    music: { title: 'Música' },
    venue: { title: '' },
  },
  it: {
    common: { nav: { home: 'Home', contact: 'Contatti' } },
    music: { title: 'Musica', faq: { q: 'Perché?' } },
    venue: { title: 'Location' },
  },
};

function nodes(): LocaleNodeSummary[] {
  return Object.entries(FILES).flatMap(([language, namespaces]) =>
    Object.entries(namespaces).map(([ns, tree]) => ({
      id: `${language}/${ns}`,
      ns,
      language,
      data: JSON.stringify(tree),
    })),
  );
}

describe('namespacesNeedingFallback', () => {
  it('names the namespaces with a missing or empty text', () => {
    expect([...namespacesNeedingFallback(FILES, 'en', 'es')].sort()).toEqual(['music', 'venue']);
  });

  it('is empty for a complete language and for the default one', () => {
    expect(namespacesNeedingFallback(FILES, 'en', 'it').size).toBe(0);
    expect(namespacesNeedingFallback(FILES, 'en', 'en').size).toBe(0);
  });
});

describe('localeSelector', () => {
  const idsFor = localeSelector(nodes(), 'en');

  it('gives a default-language page its own files only', () => {
    expect(idsFor(['common', 'music'], 'en')).toEqual(['en/common', 'en/music']);
  });

  it('adds the default language only where the language lacks a text', () => {
    expect(idsFor(['common', 'music', 'venue'], 'es').sort()).toEqual(
      ['en/music', 'en/venue', 'es/common', 'es/music', 'es/venue'].sort(),
    );
    expect(idsFor(['common', 'music'], 'it')).toEqual(['it/common', 'it/music']);
  });
});
