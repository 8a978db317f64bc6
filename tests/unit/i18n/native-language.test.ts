/** @jest-environment node */
/**
 * The mistakes of a translation that a machine can see, in words a
 * translator can act on: a term the language's glossary says to avoid
 * (src/locales/<language>/GLOSSARY.md), the wrong register (tu in Italian,
 * tú in Spanish, where the site says voi and usted), and English left in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readProjectLocales } from '../../../src/config/project';
import type { TranslationTree } from '../../../src/config/locales';

const LOCALES = readProjectLocales();

interface Text {
  where: string;
  text: string;
}

function textsOf(node: TranslationTree | string, where: string): Text[] {
  if (typeof node === 'string') return [{ where, text: node }];
  return Object.entries(node).flatMap(([key, child]) => textsOf(child, `${where}.${key}`));
}

function textsIn(language: string): Text[] {
  return Object.entries(LOCALES[language] ?? {}).flatMap(([file, tree]) =>
    textsOf(tree, `${language}/${file}.json →`).map(({ where, text }) => ({
      where: where.replace('→.', '→ '),
      text,
    })),
  );
}

/** The glossary's table rows as [use, avoid terms]. */
function glossaryOf(language: string): Array<{ use: string; avoid: string[] }> {
  const file = path.join('src', 'locales', language, 'GLOSSARY.md');
  const rows = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header row
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.map(([, , use = '', avoid = '']) => ({
    use,
    avoid: avoid
      .split(',')
      .map((term) => term.trim().toLowerCase())
      .filter(Boolean),
  }));
}

function containsWord(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'iu').test(text);
}

/** Imperatives in tu that open a button, a link or a sentence (Italian's voi form differs). */
const ITALIAN_TU_IMPERATIVES =
  'Scopri|Ricevi|Richiedi|Prenota|Chiama|Chiamaci|Scrivi|Scrivici|Scarica|Vai|Apri|Chiudi|Chiedi|Guarda|Crea|Invia|Contattaci|Esplora|Sfoglia|Progetta|Inizia|Personalizza|Trova|Leggi|Torna|Aggiungi|Rimuovi|Riprova|Cerca|Scegli|Seleziona|Inserisci|Compila|Indica|Copia|Condividi|Carica|Raccontaci|Dicci|Goditi|Immagina|Visita';
const SENTENCE_START = '(?:^|[.!?:]\\s+|[«(“]\\s*)';
const ITALIAN_TU = new RegExp(`${SENTENCE_START}(${ITALIAN_TU_IMPERATIVES})(?![\\p{L}])`, 'u');
/** Spanish: tú shows in its possessives and pronouns (its imperatives look like él's present). */
const SPANISH_TU = /(^|[^\p{L}])(tu|tus|contigo|tuyo|tuya)(?![\p{L}])/iu;

/** Texts that are names, the same in every language. */
const NAMES = ['common.json → siteName'];

describe.each(['es', 'it'])('the %s texts', (language) => {
  const texts = textsIn(language);

  it('have texts to check', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('use the glossary’s words', () => {
    const problems = glossaryOf(language).flatMap(({ use, avoid }) =>
      avoid.flatMap((term) =>
        texts
          .filter(({ text }) => containsWord(text, term))
          .map(({ where }) => `${where}: "${term}" — write "${use}" (see GLOSSARY.md)`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('keep one register, buttons and headings included', () => {
    const pattern = language === 'it' ? ITALIAN_TU : SPANISH_TU;
    const register = language === 'it' ? 'voi (e.g. Scoprite)' : 'usted (e.g. su evento)';
    const problems = texts
      .filter(({ text }) => pattern.test(text))
      .map(({ where, text }) => `${where}: "${text.slice(0, 60)}" — write it with ${register}`);
    expect(problems).toEqual([]);
  });

  it('leave no English sentence untranslated', () => {
    const english = new Map(textsIn('en').map(({ where, text }) => [where.slice(3), text]));
    const problems = texts
      .filter(({ where, text }) => {
        if (NAMES.includes(where.slice(3))) return false;
        const words = text
          .replace(/{{[^}]*}}/g, ' ')
          .split(/\s+/)
          .filter((word) => /\p{L}{2,}/u.test(word));
        // Three words or more: names, brands and units are shorter.
        return words.length >= 3 && english.get(where.slice(3)) === text;
      })
      .map(({ where, text }) => `${where}: "${text.slice(0, 60)}" is the English text`);
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  it('sees a tu imperative, a tú possessive and a glossary word', () => {
    expect(ITALIAN_TU.test('Scopri di più')).toBe(true);
    expect(ITALIAN_TU.test('Scoprite di più')).toBe(false);
    expect(ITALIAN_TU.test('Premete «Richiedi questo gobo»')).toBe(true);
    expect(SPANISH_TU.test('Planee tu evento')).toBe(true);
    expect(SPANISH_TU.test('Planee su evento')).toBe(false);
    expect(containsWord('DJs que llenan el dancefloor', 'dancefloor')).toBe(true);
    expect(containsWord('la camera gira intorno', 'la camera gira')).toBe(true);
  });
});
