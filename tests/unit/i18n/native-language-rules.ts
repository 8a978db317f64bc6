/**
 * The typographic and register rules of the Spanish and Italian texts that a
 * machine can check reliably, each as a small function that returns what is
 * wrong (an empty list when the text is right). The conventions they enforce
 * are written down in src/locales/{es,it}/GLOSSARY.md.
 */

export type Language = 'es' | 'it';

const LETTERS = /\p{L}/u;

/** The text without {{placeholders}} and $t(...) references, which are not words. */
export function withoutPlaceholders(text: string): string {
  return text.replace(/{{[^}]*}}/g, ' ').replace(/\$t\([^)]*\)/g, ' ');
}

/**
 * A label is a button, a link, a heading or a field name: short and without
 * a closing full stop. Labels are where a mixed register shows most.
 */
export function isLabel(text: string): boolean {
  const words = withoutPlaceholders(text)
    .split(/\s+/)
    .filter((word) => LETTERS.test(word));
  return words.length > 0 && words.length <= 6 && !/[.…:;]$/.test(text.trim());
}

/** Nouns that end like an infinitive and may open a label. */
const NOUNS_LIKE_INFINITIVES: Record<Language, string[]> = {
  es: [
    'cualquier',
    'alquiler',
    'lugar',
    'bar',
    'hogar',
    'taller',
    'mujer',
    'placer',
    'altar',
    'collar',
    'par',
    'mar',
  ],
  it: ['lettere', 'carattere', 'potere', 'piacere', 'mestiere', 'cantiere'],
};

const INFINITIVE: Record<Language, RegExp> = {
  es: /^\p{L}+(ar|er|ir)(lo|la|los|las|le|les|nos|se)?$/iu,
  it: /^\p{L}+(are|ere|ire)$/iu,
};

/**
 * A label that opens with an infinitive ("Scaricare il file"): the site's
 * Italian labels speak to the reader in voi ("Scaricate"), so an infinitive
 * reads as a second voice. The test applies it to Italian only: Spanish
 * names a control with an infinitive (Abrir el menú), the native convention.
 */
export function infinitiveLabel(text: string, language: Language): string | undefined {
  if (!isLabel(text)) return undefined;
  const first =
    withoutPlaceholders(text)
      .trim()
      .split(/\s+/)[0]
      ?.replace(/^[¿¡«(]+/, '') ?? '';
  if (!INFINITIVE[language].test(first)) return undefined;
  if (NOUNS_LIKE_INFINITIVES[language].includes(first.toLowerCase())) return undefined;
  return first;
}

/**
 * Names that keep their capital letters inside a Spanish or Italian
 * sentence: places, venues, brands, holidays, the site's name.
 */
export const PROPER_NAMES = new Set(
  (
    'New Jersey Nueva York Pennsylvania Pensilvania Connecticut Sussex Morris Fredon Andover Montville Sparta ' +
    'Bear Brook Valley Crossed Keys Estate Lake Valhalla Club Rock Island Estados Unidos Stati Uniti EE UU ' +
    'Navidad Natale Año Nuevo Capodanno JavaScript Google Bing Instagram Facebook Example Events Production ' +
    'Ana Marco Columbia Distrito Distretto Carolina Dakota Norte Sur Nord Sud Virginia Occidental ' +
    'Hampshire Island Rhode México Messico Mexico Happy Anniversary'
  ).split(' '),
);

/**
 * Words written with a capital inside a sentence that are not names: the
 * mark of English Title Case ("Cabinas De Fotos", "Noleggio Palchi"), which
 * Spanish and Italian do not use.
 */
export function titleCaseWords(text: string): string[] {
  const sentences = withoutPlaceholders(text).split(/[.!?¿¡«“(]\s*|\s[·|–—]\s/);
  return sentences.flatMap((sentence) =>
    sentence
      .trim()
      .split(/[\s,;:/]+/)
      .slice(1)
      .filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && !PROPER_NAMES.has(word)),
  );
}

/** Spanish asks and exclaims between ¿ ? and ¡ !: each closing mark needs its opening one. */
export function unpairedSpanishMarks(text: string): string[] {
  const count = (mark: string): number => text.split(mark).length - 1;
  const problems: string[] = [];
  if (count('?') !== count('¿')) problems.push('¿…?');
  if (count('!') !== count('¡')) problems.push('¡…!');
  return problems;
}

/**
 * Typography shared by both languages: quotes are «», an ellipsis is one
 * character (…), and no space comes before a comma, a full stop, a colon or
 * a closing mark, nor two spaces in a row. Italian writes the straight
 * apostrophe (l'evento), as the owner types it in the editor, never ’.
 */
export function typographyProblems(text: string, language: Language): string[] {
  const problems: string[] = [];
  if (/["“”„]/.test(text)) problems.push('quotes other than « »');
  if (text.includes('...')) problems.push('three dots instead of …');
  if (/\s[,.;:?!»)]/.test(text) || /[«¿¡(]\s/.test(text)) problems.push('a space before a mark');
  if (/ {2}/.test(text)) problems.push('two spaces in a row');
  if (language === 'it' && /[’‘]/.test(text))
    problems.push("a typographic apostrophe (’): write '");
  return problems;
}

/** Italian in Lei: its imperatives open a sentence, its pronouns take a capital inside one. */
const ITALIAN_LEI_IMPERATIVES =
  'Scopra|Richieda|Prenoti|Ci chiami|Chiami|Ci scriva|Scriva|Scelga|Inserisca|Compili|Indichi|Scarichi|Invii|Guardi|Legga|Torni|Provi|Riprovi|Verifichi|Controlli|Selezioni|Aggiunga|Rimuova|Crei|Esplori|Visiti|Disegni|Ci racconti|Ci dica|Si goda';
export const ITALIAN_LEI = new RegExp(
  `(?:^|[.!?:]\\s+|[«(]\\s*)(${ITALIAN_LEI_IMPERATIVES})(?![\\p{L}])|\\p{Ll},?\\s+(Lei|Suo|Sua|Suoi|Sue|La|Le|Vi)(?![\\p{L}'])`,
  'u',
);
/** Italian in tu: its pronouns and possessives, anywhere in a text. */
export const ITALIAN_TU_WORDS = /(^|[^\p{L}'])(tuo|tua|tuoi|tue|ti|te)(?![\p{L}])/iu;

/**
 * Italian tu imperatives that are also a third person ("Filtra", "Proietta":
 * "the projector projects"), so they only count when they open a label.
 */
export const ITALIAN_TU_LABEL =
  /^(Filtra|Proietta|Sfuma|Salva|Disegna|Blocca|Fissa|Versa|Approva|Conferma|Organizza|Pianifica|Mantieni|Inverti|Componi|Costruisci|Conosci|Descrivi|Lascia|Passa|Usa|Carica)(?![\p{L}])/u;

/** Spanish tú imperatives with a pronoun attached, which usted spells differently (Llámanos / Llámenos). */
export const SPANISH_TU_WORDS =
  /(^|[^\p{L}])(te|ti|Llámanos|Escríbenos|Cuéntanos|Contáctanos|Dinos|Pregúntanos|Descúbrelo|Envíanos|Visítanos|Síguenos)(?![\p{L}])/iu;
/** Spanish tú imperatives that open a label (Descubre / Descubra). */
export const SPANISH_TU_LABEL =
  /^(Descubre|Solicita|Elige|Escoge|Pide|Mira|Diseña|Arma|Envía|Agenda|Planea|Planifica|Conoce|Explora|Haz|Pon|Ve|Pregunta|Descarga|Copia|Quita|Filtra|Reserva tu)(?![\p{L}])/u;

/** English words that have a natural Spanish or Italian one; the glossary lists those kept on purpose. */
export const ENGLISH_WORDS = new Set(
  (
    'the and with your our you we of for from this that will here now get more about book booking booked ' +
    'event events wedding weddings venue venues quote quotes lighting uplighting uplight uplights stage staging ' +
    'dance floor dancefloor setup rental rentals sound screen screens sign signs crew party gallery deposit ' +
    'package learn view request contact email team booth booths live light lights wall walls planner brand ' +
    'slide slides staff link file design online keynote layout overlay guestbook wash spot haze hazer truss ' +
    'gimbal ring mirror magic touch poster stencil pop-up sweet loop videomaker smartphone backdrop props ' +
    'drapes show band set feed mic mics photo film'
  ).split(' '),
);

/** The English words in a text that its language's glossary does not keep. */
export function englishWords(text: string, kept: ReadonlySet<string>): string[] {
  return withoutPlaceholders(text)
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .filter((word) => ENGLISH_WORDS.has(word) && !kept.has(word));
}
