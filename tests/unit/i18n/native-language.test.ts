/** @jest-environment node */
/**
 * The mistakes of a translation that a machine can see, in words a
 * translator can act on: a term the language's glossary says to avoid
 * (src/locales/<language>/GLOSSARY.md), the wrong register (tu in Italian
 * copy, tú in Spanish; voi on an Italian control, usted on a Spanish link or
 * submit button, the first person plural on a call to action), decimals
 * with the other language's separator, dates all in digits (read the other
 * way round across the Atlantic), words the glossary keeps for the search
 * keywords (renta), and English left in. The glossary's Avoid column holds
 * what native reviews removed: calques (con sus propias palabras, con le
 * vostre parole), Spain's usage in US Spanish (fin de curso, vosotros), one
 * concept under two names (valoración, gobo su misura) and words that mean
 * two things (equipo de repuesto). Which texts are controls, and of what
 * kind, comes from the code (native-language-controls.ts). Gender agreement
 * and new calques are left to a native reader.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readProjectLocales } from '../../../src/config/project';
import type { TranslationValue } from '../../../src/i18n/translate';
import {
  controlKindOf,
  projectKeyUses,
  shownTexts,
  type ControlKind,
} from './native-language-controls';
import {
  englishWords,
  firstPersonPluralCall,
  infinitiveLabel,
  isLabel,
  italianVoiImperative,
  numericDates,
  ITALIAN_LEI,
  ITALIAN_TU_LABEL,
  ITALIAN_TU_WORDS,
  spanishSubmitProblem,
  spanishUstedImperative,
  SPANISH_TU_LABEL,
  SPANISH_TU_WORDS,
  titleCaseWords,
  typographyProblems,
  unpairedSpanishMarks,
  wrongDecimals,
  type Language,
} from './native-language-rules';

const LOCALES = readProjectLocales();
const SHOWN = shownTexts(projectKeyUses());

interface Text {
  where: string;
  text: string;
}

/** "es/common.json → nav.openMenu" is the key "common:nav.openMenu". */
function keyOf(where: string): string {
  return where.replace(/^\w+\/(.+)\.json → /, '$1:');
}

/** Controls named with an infinitive, a singular imperative or a noun: not persuasive calls to action. */
const NAMED_CONTROLS: ReadonlySet<ControlKind> = new Set(['control', 'submit', 'navigation']);

const KINDS = new Map<string, ControlKind | undefined>();

function kindOf(where: string): ControlKind | undefined {
  const key = keyOf(where);
  if (!KINDS.has(key)) KINDS.set(key, controlKindOf(key, SHOWN));
  return KINDS.get(key);
}

function isNamedControl(where: string): boolean {
  const kind = kindOf(where);
  return kind !== undefined && NAMED_CONTROLS.has(kind);
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

/** Words the glossary allows in search keywords only, from its line "Search keywords only: a, b". */
function keywordsOnlyOf(language: string): string[] {
  const file = fs.readFileSync(path.join('src', 'locales', language, 'GLOSSARY.md'), 'utf8');
  const line = /^\*\*Search keywords only:\*\*(.*)$/m.exec(file)?.[1] ?? '';
  return line
    .split(',')
    .map((term) => term.trim().toLowerCase())
    .filter(Boolean);
}

function isSearchKeywords(where: string): boolean {
  return /→ meta\.(keywords|placeKeywords)/.test(where);
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
  const lang = language as Language;

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

  it('keep one register in copy, headings and calls to action', () => {
    // Italian controls take the singular imperative (Scarica PNG): not this rule's business.
    const pattern = language === 'it' ? ITALIAN_TU : SPANISH_TU;
    const register = language === 'it' ? 'voi (e.g. Scoprite)' : 'usted (e.g. su evento)';
    const problems = texts
      .filter(({ where }) => language === 'es' || !isNamedControl(where))
      .filter(({ text }) => pattern.test(text))
      .map(({ where, text }) => `${where}: "${text.slice(0, 60)}" — write it with ${register}`);
    expect(problems).toEqual([]);
  });

  if (language === 'it') {
    it('name controls, links and submit buttons without voi (Scarica PNG, Invia richiesta)', () => {
      const problems = report(
        texts.filter(({ where }) => isNamedControl(where)),
        (text) => {
          const verb = italianVoiImperative(text);
          return verb === undefined ? [] : [`"${verb}"`];
        },
        'a control takes the singular imperative or a noun (Scarica PNG, Copia link, Riprova, Vai al contenuto); voi stays in copy and calls to action (see GLOSSARY.md)',
      );
      expect(problems).toEqual([]);
    });
  } else {
    it('name submit buttons with the infinitive (Enviar solicitud)', () => {
      const problems = report(
        texts.filter(({ where }) => kindOf(where) === 'submit'),
        (text) => {
          const word = spanishSubmitProblem(text);
          return word === undefined ? [] : [`"${word}" is not an infinitive`];
        },
        'a submit button says what it does with the infinitive: Enviar solicitud (see GLOSSARY.md)',
      );
      expect(problems).toEqual([]);
    });

    it('name links and controls with the infinitive or a noun, never an usted imperative', () => {
      const problems = report(
        texts.filter(({ where }) => isNamedControl(where)),
        (text) => {
          const verb = spanishUstedImperative(text);
          return verb === undefined ? [] : [`"${verb}"`];
        },
        'links and controls take the infinitive or a noun (Ver todos los servicios, Abrir el menú); usted is for persuasive calls to action (Solicite una cotización)',
      );
      expect(problems).toEqual([]);
    });
  }

  it('keep the words for search engines out of the copy (the glossary’s “Search keywords only”)', () => {
    const keywordsOnly = keywordsOnlyOf(language);
    const problems = texts
      .filter(({ where }) => !isSearchKeywords(where))
      .flatMap(({ where, text }) =>
        keywordsOnly
          .filter((term) => containsWord(text, term))
          .map(
            (term) => `${where}: "${term}" belongs in the search keywords only (see GLOSSARY.md)`,
          ),
      );
    expect(problems).toEqual([]);
  });

  it('write no date all in digits, which US and European readers read differently', () => {
    const problems = report(
      texts,
      (text) => numericDates(text).map((date) => `"${date}"`),
      'write the month as a word (14 de junio de 2027, 14 giugno 2027), or let Intl write the date',
    );
    expect(problems).toEqual([]);
  });

  it('never put the first person plural on a call to action (Organizziamolo insieme)', () => {
    const problems = report(
      texts.filter(({ where }) => kindOf(where) === 'cta'),
      (text) => {
        const verb = firstPersonPluralCall(text, lang);
        return verb === undefined ? [] : [`"${verb}"`];
      },
      language === 'es'
        ? 'a call to action speaks in usted (Planifique aquí su evento) or is a noun; headings may say Planifiquemos'
        : 'a call to action speaks in voi (Organizzate il vostro evento) or is a noun; headings may say Organizziamo',
    );
    expect(problems).toEqual([]);
  });

  it('write decimals the language’s way, in every text (catalog names included)', () => {
    const problems = report(
      texts,
      (text) => wrongDecimals(text, lang).map((number) => `"${number}"`),
      language === 'es'
        ? 'US Spanish writes a decimal point (2.6 mm); the comma groups thousands (10,000)'
        : 'Italian writes a decimal comma (2,6 mm); the point groups thousands (10.000)',
    );
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

  const prose = texts.filter(({ where }) => isProse(where));

  // Italian only: an Italian label is a noun, a singular imperative on a
  // control or voi in a call to action, never an infinitive. In Spanish an
  // infinitive is the native way to name a control (Abrir el menú,
  // Descargar PNG) and has no register, so it is allowed.
  if (language === 'it') {
    it('speak to the reader in buttons and headings, not in infinitives', () => {
      const problems = report(
        prose,
        (text) => {
          const verb = infinitiveLabel(text, lang);
          return verb === undefined ? [] : [`"${verb}"`];
        },
        'write a noun, a singular imperative on a control (Scarica) or voi in copy (Scoprite)',
      );
      expect(problems).toEqual([]);
    });
  }

  it('have no tú/tu or Lei form, apart from the singular imperative of Italian controls', () => {
    const pattern = (text: string, where: string): boolean =>
      lang === 'it'
        ? ITALIAN_LEI.test(text) ||
          ITALIAN_TU_WORDS.test(text) ||
          (isLabel(text) && !isNamedControl(where) && ITALIAN_TU_LABEL.test(text))
        : SPANISH_TU_WORDS.test(text) || (isLabel(text) && SPANISH_TU_LABEL.test(text));
    const problems = prose.flatMap(({ where, text }) =>
      pattern(text, where)
        ? [
            `${where}: "${text.slice(0, 60)}" — another register: ${
              language === 'it' ? 'write it with voi' : 'write it with usted'
            }`,
          ]
        : [],
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

  it('follow the glossary’s typography (quotes, …, apostrophes, spaces, ¿? ¡!)', () => {
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
    expect(typographyProblems('Haga clic en «Solicite este gobo»', 'es')).toEqual([
      'quotes other than “ ”',
    ]);
    expect(typographyProblems('Haga clic en "Solicite este gobo"', 'es')).toEqual([
      'quotes other than “ ”',
    ]);
    expect(typographyProblems('Haga clic en “Solicite este gobo”', 'es')).toEqual([]);
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

  it('sees voi on an Italian control, but not a singular imperative, a noun or a question', () => {
    expect(italianVoiImperative('Scaricate il PNG')).toBe('Scaricate');
    expect(italianVoiImperative('Copiate il link')).toBe('Copiate');
    expect(italianVoiImperative('Inviate la richiesta')).toBe('Inviate');
    expect(italianVoiImperative('Passate al contenuto principale')).toBe('Passate');
    expect(italianVoiImperative('Chiamateci')).toBe('Chiamateci');
    expect(italianVoiImperative('Scarica PNG')).toBeUndefined();
    expect(italianVoiImperative('Invia richiesta')).toBeUndefined();
    expect(italianVoiImperative('Vai al contenuto')).toBeUndefined();
    expect(italianVoiImperative('Serate di gala')).toBeUndefined();
    expect(italianVoiImperative('Potete montare su un prato?')).toBeUndefined();
  });

  it('sees usted on a Spanish link or submit button, and a submit button without an infinitive', () => {
    expect(spanishUstedImperative('Vea todos los servicios')).toBe('Vea');
    expect(spanishUstedImperative('Envíe su solicitud')).toBe('Envíe');
    expect(spanishUstedImperative('Llámenos')).toBe('Llámenos');
    expect(spanishUstedImperative('Compruébelo en Google')).toBe('Compruébelo');
    expect(spanishUstedImperative('Elija…')).toBe('Elija');
    expect(spanishUstedImperative('Ver todos los servicios')).toBeUndefined();
    expect(spanishUstedImperative('Enviar solicitud')).toBeUndefined();
    expect(spanishUstedImperative('Salones recomendados')).toBeUndefined();
    expect(spanishSubmitProblem('Envíe su solicitud')).toBe('Envíe');
    expect(spanishSubmitProblem('Su solicitud')).toBe('Su');
    expect(spanishSubmitProblem('Enviar solicitud')).toBeUndefined();
  });

  it('knows the site’s controls from its code, a key written in full before a pattern', () => {
    const kind = (key: string) => controlKindOf(key, SHOWN);
    expect(kind('contact:inquiry.submit')).toBe('submit');
    expect(kind('common:skipToContent')).toBe('control');
    expect(kind('common:nav.allServices')).toBe('navigation');
    expect(kind('common:nav.callUs')).toBe('cta');
    expect(kind('gobo-designer:fields.nameA')).toBe('control');
    // fields.${field} is a label, but fields.dateHint is written in full, in a paragraph.
    expect(kind('gobo-designer:fields.dateHint')).toBeUndefined();
    expect(kind('music:faq.items.0.question')).toBe('control');
    expect(kind('music:faq.items.0.answer')).toBeUndefined();
    expect(kind('home:intro')).toBeUndefined();
  });

  it('sees decimals with the other language’s separator, thousands apart', () => {
    expect(wrongDecimals('Pantalla LED de interior (2,6 mm)', 'es')).toEqual(['2,6']);
    expect(wrongDecimals('Pantalla LED de interior (2.6 mm)', 'es')).toEqual([]);
    expect(wrongDecimals('Más de 10,000 eventos', 'es')).toEqual([]);
    expect(wrongDecimals('Ledwall da interno (2.6 mm)', 'it')).toEqual(['2.6']);
    expect(wrongDecimals('Ledwall da interno (2,6 mm)', 'it')).toEqual([]);
    expect(wrongDecimals('Oltre 10.000 eventi', 'it')).toEqual([]);
  });

  it('sees one concept under two names, as the glossary’s Avoid column says', () => {
    const avoided = (language: string, text: string) =>
      glossaryOf(language).flatMap(({ use, avoid }) =>
        avoid.filter((term) => containsWord(text, term)).map((term) => `${term} → ${use}`),
      );
    expect(avoided('es', 'Le enviamos un presupuesto')).toEqual(['presupuesto → cotización']);
    expect(avoided('es', 'Le enviamos una cotización')).toEqual([]);
    expect(avoided('es', 'Sin cables por el suelo')).toEqual(['suelo → piso']);
    expect(avoided('es', 'Pulse el botón')).toEqual(['pulse → haga clic']);
    expect(avoided('it', 'Con il designer di gobo del nostro sito')).toEqual([
      'designer di gobo → configuratore gobo',
    ]);
    // The crew is the team or the squadra: both allowed.
    expect(avoided('it', 'Il nostro team e la nostra squadra')).toEqual([]);
  });

  it('sees the calques, Spain’s usage and the second names a native review removed', () => {
    const avoided = (language: string, text: string) =>
      glossaryOf(language).flatMap(({ use, avoid }) =>
        avoid.filter((term) => containsWord(text, term)).map((term) => `${term} → ${use}`),
      );
    expect(avoided('es', 'Monogramas hechos con sus propias palabras')).toEqual([
      expect.stringMatching(/^con sus propias palabras → /),
    ]);
    expect(avoided('it', 'Monogrammi con le vostre parole')).toEqual([
      expect.stringMatching(/^con le vostre parole → /),
    ]);
    expect(avoided('es', 'Pantallas LED para transmisiones en vivo')).toEqual([
      'transmisiones en vivo → cámara en vivo, imagen de una cámara en vivo',
    ]);
    expect(avoided('es', 'Bailes de fin de curso y graduaciones')).toEqual(['fin de curso → prom']);
    expect(avoided('es', 'Cada camioneta lleva equipo de repuesto')).toEqual([
      expect.stringMatching(/^equipo de repuesto → /),
    ]);
    expect(avoided('es', 'Nuestro equipo de foto y video cubre la fiesta')).toEqual([
      'equipo de foto y video → nuestros fotógrafos y videógrafos',
    ]);
    expect(avoided('es', 'Todos los salones recomendados')).toEqual([
      'salones recomendados → lugar recomendado',
    ]);
    expect(avoided('es', 'Valoración de nuestros clientes')).toEqual(['valoración → calificación']);
    expect(avoided('es', 'Iluminación ambiental en sus colores')).toEqual([
      'iluminación ambiental → uplighting, uplights',
    ]);
    expect(avoided('it', 'Ledwall per una diretta')).toEqual(['una diretta → riprese dal vivo']);
    expect(avoided('it', 'Gobo su misura')).toEqual(['gobo su misura → gobo personalizzato']);
    expect(avoided('it', 'Pianificate ogni dettaglio online')).toEqual([
      'pianificate → organizzare online',
    ]);
    // What the pass wrote instead passes.
    expect(avoided('es', 'Nuestros fotógrafos y videógrafos cubren la fiesta')).toEqual([]);
    expect(avoided('es', 'En el salón de baile de un hotel')).toEqual([]);
    expect(avoided('it', 'Organizzate ogni dettaglio online, con riprese dal vivo')).toEqual([]);
  });

  it('keeps renta to the search keywords', () => {
    expect(keywordsOnlyOf('es')).toContain('renta');
    expect(isSearchKeywords('es/catalog.json → meta.keywords')).toBe(true);
    expect(isSearchKeywords('es/catalog.json → meta.description')).toBe(false);
    expect(containsWord('Renta de pantallas LED', 'renta')).toBe(true);
    expect(containsWord('Rentabilidad', 'renta')).toBe(false);
  });

  it('sees a date all in digits, but not a size, a range, a phone number or a ZIP code', () => {
    expect(numericDates('p. ej. 14 · 06 · 2027')).toEqual(['14 · 06 · 2027']);
    expect(numericDates('e.g. 06 · 14 · 2027 or June 14, 2027')).toEqual(['06 · 14 · 2027']);
    expect(numericDates('il 14/06/2027')).toEqual(['14/06/2027']);
    expect(numericDates('el 6-14-27')).toEqual(['6-14-27']);
    expect(numericDates('14 de junio de 2027')).toEqual([]);
    expect(numericDates('4 × 8 ft (1.2 × 2.4 m)')).toEqual([]);
    expect(numericDates('(201) 555-0147, ZIP+4 07866-1234')).toEqual([]);
  });

  it('sees the first person plural opening a call to action, not voi, usted or a noun', () => {
    expect(firstPersonPluralCall('Organizziamolo insieme', 'it')).toBe('Organizziamolo');
    expect(firstPersonPluralCall('Progettiamo il palco', 'it')).toBe('Progettiamo');
    expect(firstPersonPluralCall('Organizzate qui il vostro evento', 'it')).toBeUndefined();
    expect(firstPersonPluralCall('Preventivo immediato', 'it')).toBeUndefined();
    expect(firstPersonPluralCall('Planifiquémoslo juntos', 'es')).toBe('Planifiquémoslo');
    expect(firstPersonPluralCall('Hablemos', 'es')).toBe('Hablemos');
    expect(firstPersonPluralCall('Planifique aquí su evento', 'es')).toBeUndefined();
    expect(firstPersonPluralCall('Llámenos', 'es')).toBeUndefined();
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
