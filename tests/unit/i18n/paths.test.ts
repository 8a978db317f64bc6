/** @jest-environment node */
import {
  absoluteUrl,
  languageOfPath,
  localizedPath,
  unlocalizedPath,
  type LanguageSettings,
} from '../../../src/i18n/paths';

const SETTINGS: LanguageSettings = { defaultLanguage: 'en', languages: ['en', 'es', 'it'] };

describe('localizedPath', () => {
  it.each([
    ['/music/', 'en', '/music/'],
    ['/music/', 'es', '/es/music/'],
    ['/venues/bear-brook-valley/', 'it', '/it/venues/bear-brook-valley/'],
    ['/', 'en', '/'],
    ['/', 'es', '/es/'],
  ])('puts %s in %s at %s', (path, language, expected) => {
    expect(localizedPath(path, language, 'en')).toBe(expected);
  });

  it('puts the default language at the root, whichever it is', () => {
    expect(localizedPath('/music/', 'es', 'es')).toBe('/music/');
    expect(localizedPath('/music/', 'en', 'es')).toBe('/en/music/');
  });
});

describe('languageOfPath', () => {
  it.each([
    ['/music/', 'en'],
    ['/', 'en'],
    ['/es/', 'es'],
    ['/es/music/', 'es'],
    ['/it/venues/lake-valhalla-club/', 'it'],
    ['/estate/', 'en'], // starts with "es" but is not under /es/
    ['/fr/music/', 'en'], // not a supported language
    ['/en/music/', 'en'],
  ])('reads %s as %s', (path, language) => {
    expect(languageOfPath(path, SETTINGS)).toBe(language);
  });
});

describe('unlocalizedPath', () => {
  it.each([
    ['/es/music/', '/music/'],
    ['/it/venues/lake-valhalla-club/', '/venues/lake-valhalla-club/'],
    ['/es/', '/'],
    ['/es', '/'],
    ['/music/', '/music/'],
    ['/', '/'],
    ['/estate/', '/estate/'],
  ])('turns %s into %s', (path, expected) => {
    expect(unlocalizedPath(path, SETTINGS)).toBe(expected);
  });

  it('undoes localizedPath for every language', () => {
    for (const language of SETTINGS.languages) {
      for (const path of ['/', '/music/', '/venues/new-hall/']) {
        expect(unlocalizedPath(localizedPath(path, language, 'en'), SETTINGS)).toBe(path);
      }
    }
  });
});

describe('absoluteUrl', () => {
  it('joins the site address and a path with exactly one slash', () => {
    expect(absoluteUrl('https://www.example-events.com', '/music/')).toBe(
      'https://www.example-events.com/music/',
    );
    expect(absoluteUrl('https://www.example-events.com/', '/es/music/')).toBe(
      'https://www.example-events.com/es/music/',
    );
    expect(absoluteUrl('https://www.example-events.com', '/')).toBe(
      'https://www.example-events.com/',
    );
  });
});
