/**
 * The site's own translate function (src/i18n/translate.ts): each rule it
 * keeps from i18next, then every text of every shipped translation file
 * compared with what i18next itself gives for it, so replacing i18next on
 * the pages changed no text.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';
import {
  createTranslator,
  type TranslationResources,
  type TranslationTree,
} from '../../../src/i18n/translate';

const RESOURCES: TranslationResources = {
  en: {
    common: {
      greeting: 'Hello, {{name}}!',
      nested: { deep: { text: 'Deep {{place.town}}' } },
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      events: '{{count, number}} events',
      untranslated: 'English only',
      emptyInSpanish: 'English text',
      steps: [
        { title: 'Plan', text: 'Plan in {{town}}' },
        { title: 'Play', text: 'Enjoy' },
      ],
    },
    extra: { onlyHere: 'From the extra file', greeting: 'Extra greeting' },
  },
  es: {
    common: {
      greeting: '¡Hola, {{name}}!',
      items_one: '{{count}} artículo',
      items_other: '{{count}} artículos',
      events: '{{count, number}} eventos',
      emptyInSpanish: '',
      // Laid out, not yet translated (as npm run new:service writes it).
      steps: [
        { title: '', text: '' },
        { title: '', text: '' },
      ],
    },
  },
};

function translator(language = 'en', fallbackNamespaces: string[] = ['extra']) {
  return createTranslator({
    resources: RESOURCES,
    language,
    fallbackLanguage: 'en',
    defaultNamespace: 'common',
    fallbackNamespaces,
  });
}

describe('looking a key up', () => {
  it('reads "namespace:path" and fills in values', () => {
    expect(translator().fixedT()('common:greeting', { name: 'Ana' })).toBe('Hello, Ana!');
  });

  it('reads keys without a namespace from the default one, then the fallback ones', () => {
    const t = translator().fixedT();
    expect(t('greeting', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(t('onlyHere')).toBe('From the extra file');
  });

  it('binds a namespace for keys without one', () => {
    expect(translator().fixedT('extra')('greeting')).toBe('Extra greeting');
  });

  it('follows dotted paths and dotted values', () => {
    const t = translator().fixedT();
    expect(t('common:nested.deep.text', { place: { town: 'Cranford' } })).toBe('Deep Cranford');
  });

  it('falls back to the default language for a missing or empty text', () => {
    const t = translator('es').fixedT();
    expect(t('common:greeting', { name: 'Ana' })).toBe('¡Hola, Ana!');
    expect(t('common:untranslated')).toBe('English only');
    expect(t('common:emptyInSpanish')).toBe('English text');
  });

  it('shows the key, or the default value, when no language has it', () => {
    const t = translator().fixedT();
    expect(t('common:nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(t('common:nowhere', { defaultValue: 'Plan B for {{name}}', name: 'Ana' })).toBe(
      'Plan B for Ana',
    );
    expect(t('common:nowhere', { defaultValue: '' })).toBe('');
  });

  it('leaves the placeholder of a value not given', () => {
    expect(translator().fixedT()('common:greeting')).toBe('Hello, {{name}}!');
  });
});

describe('plurals and numbers', () => {
  it("picks the language's plural form for count", () => {
    const en = translator('en').fixedT();
    const es = translator('es').fixedT();
    expect(en('common:items', { count: 1 })).toBe('1 item');
    expect(en('common:items', { count: 3 })).toBe('3 items');
    expect(es('common:items', { count: 1 })).toBe('1 artículo');
    expect(es('common:items', { count: 0 })).toBe('0 artículos');
  });

  it('formats {{count, number}} the language’s way', () => {
    expect(translator('en').fixedT()('common:events', { count: 10000 })).toBe('10,000 events');
    expect(translator('es').fixedT()('common:events', { count: 10000 })).toMatch(
      /^10\.000 eventos$/,
    );
  });
});

describe('lists and groups', () => {
  it('hands a list out whole, with its texts filled in, only when asked', () => {
    const t = translator().fixedT();
    expect(t('common:steps', { returnObjects: true, town: 'Trenton' })).toEqual([
      { title: 'Plan', text: 'Plan in Trenton' },
      { title: 'Play', text: 'Enjoy' },
    ]);
    expect(t('common:steps')).toBe('steps');
  });

  it('falls back to the default language for a list whose texts are all empty', () => {
    const t = translator('es').fixedT();
    expect(t('common:steps', { returnObjects: true, town: 'Trenton' })).toEqual([
      { title: 'Plan', text: 'Plan in Trenton' },
      { title: 'Play', text: 'Enjoy' },
    ]);
  });

  it('says whether a key exists in the page or default language', () => {
    const es = translator('es');
    expect(es.exists('common:untranslated')).toBe(true);
    expect(es.exists('common:nowhere')).toBe(false);
  });
});

describe('the shipped translation files', () => {
  const LOCALES_DIR = path.join(__dirname, '..', '..', '..', 'src', 'locales');
  const languages = fs.readdirSync(LOCALES_DIR);

  function readAll(): TranslationResources {
    const resources: TranslationResources = {};
    for (const language of languages) {
      for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
        if (!file.endsWith('.json')) continue;
        const text = fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8');
        (resources[language] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(
          text,
        ) as TranslationTree;
      }
    }
    return resources;
  }

  /** Every key of the default language, with plural forms reduced to their base key. */
  function keysOf(tree: TranslationTree, prefix = ''): string[] {
    return Object.entries(tree).flatMap(([name, value]) => {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') return [key.replace(/_(zero|one|two|few|many|other)$/, '')];
      return [key, ...(Array.isArray(value) ? [] : keysOf(value, key))];
    });
  }

  const resources = readAll();
  const values = { name: 'N', count: 1, hours: 4, year: 2026, value: 7, area: 'NJ' };

  it.each(languages)('gives the same texts as i18next in %s', (language) => {
    const ours = createTranslator({
      resources,
      language,
      fallbackLanguage: 'en',
      defaultNamespace: 'translation',
    }).fixedT();
    const reference = i18next.createInstance();
    void reference.init({
      resources: resources as Resource,
      lng: language,
      fallbackLng: 'en',
      initImmediate: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      returnEmptyString: false,
    });

    const differences: string[] = [];
    for (const [namespace, tree] of Object.entries(resources.en ?? {})) {
      for (const key of new Set(keysOf(tree))) {
        for (const count of [0, 1, 2, 10000]) {
          const options = { ...values, count, returnObjects: true };
          const expected: unknown = reference.t(`${namespace}:${key}`, options);
          const actual: unknown = ours(`${namespace}:${key}`, options);
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            differences.push(`${namespace}:${key} (count ${count})`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
