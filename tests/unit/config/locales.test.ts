/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  flattenKeys,
  formatCoverage,
  keyExistsIn,
  translationCoverage,
  type LocaleFiles,
} from '../../../src/config/locales';
import { readProjectLocales } from '../../../src/config/project';
import { readLocaleFiles, readProjectFiles } from '../../../src/config/read-files';
import { isOwnerEntryText } from '../../support/owner-texts';

const IN_MEMORY: LocaleFiles = {
  en: {
    common: { nav: { music: 'Music', lighting: 'Lighting + FX' }, home: 'Home' },
    music: { meta: { title: 'Music' } },
  },
  es: {
    common: { nav: { music: 'Música' }, home: 'Inicio' },
    music: { meta: { title: 'Música' } },
  },
  it: {
    common: { nav: { music: 'Musica', lighting: 'Luci + FX' }, home: 'Home' },
    music: { meta: { title: 'Musica' } },
  },
};

describe('translationCoverage', () => {
  it('counts the default language’s keys each other language has, and lists the missing ones', () => {
    expect(translationCoverage(IN_MEMORY, 'en', ['en', 'es', 'it'])).toEqual([
      { language: 'es', total: 4, translated: 3, missing: ['common:nav.lighting'] },
      { language: 'it', total: 4, translated: 4, missing: [] },
    ]);
  });

  it('treats a language with no files as fully untranslated', () => {
    const [fr] = translationCoverage(IN_MEMORY, 'en', ['en', 'fr']);
    expect(fr).toMatchObject({ language: 'fr', total: 4, translated: 0 });
    expect(fr?.missing).toHaveLength(4);
  });

  it('ignores keys that exist only in a translation', () => {
    const extra: LocaleFiles = {
      ...IN_MEMORY,
      it: { ...IN_MEMORY.it, common: { ...IN_MEMORY.it?.common, onlyItalian: 'Solo' } },
    };
    const [it] = translationCoverage(extra, 'en', ['it']);
    expect(it).toMatchObject({ total: 4, translated: 4, missing: [] });
  });

  it('counts an empty text as missing: visitors see the default language’s', () => {
    const empty: LocaleFiles = {
      ...IN_MEMORY,
      it: { ...IN_MEMORY.it, music: { meta: { title: '' } } },
    };
    const [it] = translationCoverage(empty, 'en', ['it']);
    expect(it).toMatchObject({ total: 4, translated: 3, missing: ['music:meta.title'] });
  });
});

describe('formatCoverage', () => {
  it('says which language is incomplete, by how much, and which keys fall back to English', () => {
    const lines = formatCoverage(translationCoverage(IN_MEMORY, 'en', ['en', 'es', 'it']));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Translations es: 3\/4 keys \(75%\)/);
    expect(lines[0]).toContain('missing, shown in English: common:nav.lighting');
    expect(lines[1]).toBe('Translations it: 4/4 keys (100%), complete.');
  });
});

describe('flattenKeys and keyExistsIn', () => {
  it('names each leaf as namespace:a.b', () => {
    expect(flattenKeys(IN_MEMORY.en ?? {}).sort()).toEqual([
      'common:home',
      'common:nav.lighting',
      'common:nav.music',
      'music:meta.title',
    ]);
  });

  it('finds leaves only, in the given language', () => {
    const inSpanish = keyExistsIn(IN_MEMORY, 'es');
    expect(inSpanish('common:nav.music')).toBe(true);
    expect(inSpanish('common:nav.lighting')).toBe(false);
    expect(inSpanish('common:nav')).toBe(false); // a group, not a text
    expect(keyExistsIn(IN_MEMORY, 'fr')('common:nav.music')).toBe(false);
  });
});

describe('readLocaleFiles', () => {
  it('reads language folders of JSON files and skips everything else', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    try {
      fs.mkdirSync(path.join(dir, 'en'));
      fs.writeFileSync(path.join(dir, 'en', 'common.json'), '{"nav":{"music":"Music"}}');
      fs.writeFileSync(path.join(dir, 'en', 'notes.txt'), 'not a translation');
      fs.writeFileSync(path.join(dir, 'README.md'), 'not a language');
      expect(readLocaleFiles(dir)).toEqual({ en: { common: { nav: { music: 'Music' } } } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives no languages for a missing folder', () => {
    expect(readLocaleFiles(path.join(os.tmpdir(), 'no-such-locales-folder'))).toEqual({});
  });
});

describe('the real src/locales', () => {
  const files = readProjectLocales(process.cwd());

  it('has English, Spanish and Italian translations', () => {
    expect(Object.keys(files).sort()).toEqual(['en', 'es', 'it']);
    expect(flattenKeys(files.en ?? {}).length).toBeGreaterThan(0);
  });

  // The texts the owner writes for the entries of their data show in English until translated.
  it.each(['es', 'it'])(
    'translates every English key into %s but the owner’s entries (100% coverage)',
    (language) => {
      const [all] = translationCoverage(files, 'en', [language]);
      const ownerText = isOwnerEntryText(readProjectFiles(process.cwd()));
      const total = (all?.total ?? 0) - (all?.missing ?? []).filter(ownerText).length;
      const missing = (all?.missing ?? []).filter((key) => !ownerText(key));
      const coverage = { language, total, translated: total - missing.length, missing };
      // On failure the message is the line the build prints, naming the missing keys.
      expect(formatCoverage([coverage])).toEqual([
        `Translations ${language}: ${total}/${total} keys (100%), complete.`,
      ]);
    },
  );

  it('has the same translation files in every language', () => {
    const namespaces = (language: string) => Object.keys(files[language] ?? {}).sort();
    expect(namespaces('es')).toEqual(namespaces('en'));
    expect(namespaces('it')).toEqual(namespaces('en'));
  });
});
