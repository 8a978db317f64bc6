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
import type { TranslationValue } from '../../../src/i18n/translate';
import {
  englishWords,
  infinitiveLabel,
  isLabel,
  ITALIAN_LEI,
  ITALIAN_TU_LABEL,
  ITALIAN_TU_WORDS,
  SPANISH_TU_LABEL,
  SPANISH_TU_WORDS,
  titleCaseWords,
  typographyProblems,
  unpairedSpanishMarks,
  type Language,
} from './native-language-rules';

const LOCALES = readProjectLocales();

interface Text {
  where: string;
  text: string;
}

function textsOf(node: TranslationValue, where: string): Text[] {
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

/** Texts that are not sentences: search keywords, and the names of the states (proper names). */
function isProse(where: string): boolean {
  return !/→ (meta\.keywords|states\.)/.test(where) && !NAMES.includes(where.slice(3));
}

/** The English words the glossary keeps on purpose, from its line "English kept: a, b, c". */
function keptEnglishOf(language: string): Set<string> {
  const file = fs.readFileSync(path.join('src', 'locales', language, 'GLOSSARY.md'), 'utf8');
  const line = /^\*\*English kept:\*\*(.*)$/m.exec(file)?.[1] ?? '';
  return new Set(
    line
      .split(',')
      .flatMap((term) => term.trim().toLowerCase().split(/\s+/))
      .filter(Boolean),
  );
}

function report(texts: Text[], problemsOf: (text: string) => string[], advice: string): string[] {
  return texts.flatMap(({ where, text }) => {
    const problems = problemsOf(text);
    return problems.length === 0
      ? []
      : [`${where}: "${text.slice(0, 60)}" — ${problems.join(', ')}: ${advice}`];
  });
}

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

  const lang = language as Language;
  const prose = texts.filter(({ where }) => isProse(where));

  // Italian only: the site's Italian speaks to the reader in voi, buttons
  // included. In Spanish an infinitive is the native way to name a control
  // (Abrir el menú, Descargar PNG) and has no register, so it is allowed.
  if (language === 'it') {
    it('speak to the reader in buttons and headings, not in infinitives', () => {
      const problems = report(
        prose,
        (text) => {
          const verb = infinitiveLabel(text, lang);
          return verb === undefined ? [] : [`"${verb}"`];
        },
        'write it with voi (Scaricate, Scoprite)',
      );
      expect(problems).toEqual([]);
    });
  }

  it('have no tú/tu or Lei form anywhere, labels included', () => {
    const pattern = (text: string): boolean =>
      lang === 'it'
        ? ITALIAN_LEI.test(text) ||
          ITALIAN_TU_WORDS.test(text) ||
          (isLabel(text) && ITALIAN_TU_LABEL.test(text))
        : SPANISH_TU_WORDS.test(text) || (isLabel(text) && SPANISH_TU_LABEL.test(text));
    const problems = report(
      prose,
      (text) => (pattern(text) ? ['another register'] : []),
      language === 'it' ? 'write it with voi' : 'write it with usted',
    );
    expect(problems).toEqual([]);
  });

  it('do not use English Title Case', () => {
    const problems = report(
      prose,
      titleCaseWords,
      'only the first word and names take a capital (see GLOSSARY.md, or add a name to PROPER_NAMES)',
    );
    expect(problems).toEqual([]);
  });

  it('follow the glossary’s typography (« », …, apostrophes, spaces, ¿? ¡!)', () => {
    const problems = report(
      texts,
      (text) => [
        ...typographyProblems(text, lang),
        ...(lang === 'es' ? unpairedSpanishMarks(text).map((pair) => `unpaired ${pair}`) : []),
      ],
      'see the typography in GLOSSARY.md',
    );
    expect(problems).toEqual([]);
  });

  it('write the months in lowercase', () => {
    const months = texts.filter(({ where }) => /contact\.json → months\./.test(where));
    expect(months).toHaveLength(12);
    const problems = months
      .filter(({ text }) => text !== text.toLowerCase())
      .map(({ where }) => where);
    expect(problems).toEqual([]);
  });

  it('leave no English word in, except the trade words the glossary keeps', () => {
    const kept = keptEnglishOf(language);
    expect(kept.size).toBeGreaterThan(0);
    const problems = report(
      prose,
      (text) => englishWords(text, kept),
      'translate it, or add it to the line "English kept" of GLOSSARY.md if the trade really says it',
    );
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

  it('sees an infinitive button, but not a noun that ends like one nor a sentence', () => {
    expect(infinitiveLabel('Ver todos los servicios', 'es')).toBe('Ver');
    expect(infinitiveLabel('Vea todos los servicios', 'es')).toBeUndefined();
    expect(infinitiveLabel('Alquiler de escenarios', 'es')).toBeUndefined();
    expect(infinitiveLabel('Enviar su mensaje ahora mismo, por favor.', 'es')).toBeUndefined();
    expect(infinitiveLabel('Scaricare il PNG', 'it')).toBe('Scaricare');
    expect(infinitiveLabel('Scaricate il PNG', 'it')).toBeUndefined();
    expect(infinitiveLabel('Carattere', 'it')).toBeUndefined();
  });

  it('sees tu, tú and Lei where the site says voi and usted', () => {
    expect(ITALIAN_TU_LABEL.test('Filtra per categoria')).toBe(true);
    expect(ITALIAN_TU_LABEL.test('Filtrate per categoria')).toBe(false);
    expect(ITALIAN_TU_WORDS.test('Vi aspettiamo con il tuo menu')).toBe(true);
    expect(ITALIAN_TU_WORDS.test('Vi aspettiamo con il vostro menu')).toBe(false);
    expect(ITALIAN_LEI.test('Scopra i nostri servizi')).toBe(true);
    expect(ITALIAN_LEI.test('Grazie, La contatteremo presto')).toBe(true);
    expect(ITALIAN_LEI.test('Scoprite i nostri servizi. La squadra vi contatterà')).toBe(false);
    expect(SPANISH_TU_WORDS.test('Llámanos cuando quieras')).toBe(true);
    expect(SPANISH_TU_WORDS.test('Llámenos cuando quiera')).toBe(false);
    expect(SPANISH_TU_LABEL.test('Descubre los eventos')).toBe(true);
    expect(SPANISH_TU_LABEL.test('Descubra los eventos')).toBe(false);
  });

  it('sees English Title Case, but not names', () => {
    expect(titleCaseWords('Cabinas De Fotos')).toEqual(['De', 'Fotos']);
    expect(titleCaseWords('Noleggio Palchi')).toEqual(['Palchi']);
    expect(titleCaseWords('Salones recomendados en Nueva Jersey')).toEqual([]);
    expect(titleCaseWords('Sí. Producimos eventos en Connecticut.')).toEqual([]);
  });

  it('sees the wrong quotes, apostrophes, dots, spaces and unpaired ¿? ¡!', () => {
    expect(typographyProblems('Premete “Richiedete questo gobo”', 'it')).toEqual([
      'quotes other than « »',
    ]);
    expect(typographyProblems('Premete «Richiedete questo gobo»', 'it')).toEqual([]);
    expect(typographyProblems('il logo dell’azienda', 'it')).toEqual([
      "a typographic apostrophe (’): write '",
    ]);
    expect(typographyProblems("il logo dell'azienda", 'it')).toEqual([]);
    expect(typographyProblems('Redirigiendo...', 'es')).toEqual(['three dots instead of …']);
    expect(typographyProblems('Sí , claro', 'es')).toEqual(['a space before a mark']);
    expect(typographyProblems('Sí,  claro', 'es')).toEqual(['two spaces in a row']);
    expect(unpairedSpanishMarks('No sabe por dónde empezar?')).toEqual(['¿…?']);
    expect(unpairedSpanishMarks('Gracias!')).toEqual(['¡…!']);
    expect(unpairedSpanishMarks('¿No sabe por dónde empezar? ¡Gracias!')).toEqual([]);
  });

  it('sees English words, except those the glossary keeps', () => {
    expect(englishWords('Reserve el venue para la boda', new Set())).toEqual(['venue']);
    expect(
      englishWords('Il photo booth per il vostro evento', new Set(['photo', 'booth'])),
    ).toEqual([]);
    expect(englishWords('Il photo booth per il vostro evento', new Set())).toEqual([
      'photo',
      'booth',
    ]);
    expect(keptEnglishOf('it').has('booth')).toBe(true);
    expect(keptEnglishOf('es').has('booth')).toBe(false);
  });
});
