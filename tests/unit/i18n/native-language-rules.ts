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
 * A label that opens with an infinitive ("Scaricare il file"): Italian
 * names a control with the singular imperative or a noun (Scarica PNG) and
 * calls to action in voi, never with an infinitive, which reads as old
 * software. The test applies it to Italian only: Spanish names a control
 * with an infinitive (Abrir el menú), the native convention.
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
 * Typography: an ellipsis is one character (…), and no space comes before a
 * comma, a full stop, a colon or a closing mark, nor two spaces in a row.
 * Quotes: Italian writes « », US Spanish web copy “ ” (« » are Spain's
 * print habit). Italian writes the straight apostrophe (l'evento), as the
 * owner types it in the editor, never ’.
 */
export function typographyProblems(text: string, language: Language): string[] {
  const problems: string[] = [];
  if (language === 'it' && /["“”„]/.test(text)) problems.push('quotes other than « »');
  if (language === 'es' && /["«»„]/.test(text)) problems.push('quotes other than “ ”');
  if (text.includes('...')) problems.push('three dots instead of …');
  if (/\s[,.;:?!»”)]/.test(text) || /[«“¿¡(]\s/.test(text)) problems.push('a space before a mark');
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

/** The first word of a text, without opening marks: "Scaricate" of "«Scaricate il PNG»". */
function firstWord(text: string): string {
  return (
    withoutPlaceholders(text)
      .trim()
      .split(/\s+/)[0]
      ?.replace(/^[¿¡«“(]+/, '')
      .replace(/[.,:;!?»”)…]+$/, '') ?? ''
  );
}

/** Words ending like a voi imperative that are nouns or adjectives and may open a label. */
const ITALIAN_NOUNS_LIKE_VOI = new Set(
  'serate parete rete estate partite entrate uscite giornate date mete sete vite lite private gelate risate insalate tappete abete monete comete'.split(
    ' ',
  ),
);

/**
 * The voi imperative that opens a text (Scaricate, Copiate, Inviatecelo,
 * Godetevi), or undefined. A question (Potete montare su un prato?) is not
 * an order, whatever its verb.
 */
export function italianVoiImperative(text: string): string | undefined {
  if (text.trim().endsWith('?')) return undefined;
  const word = firstWord(text);
  const lower = word.toLowerCase();
  if (ITALIAN_NOUNS_LIKE_VOI.has(lower)) return undefined;
  return /^\p{L}+(ate|ete|ite)(ci|vi|lo|la|li|le|ne|mi|celo|cela|celi|cele|velo|vela|glielo|gliela)?$/u.test(
    lower,
  )
    ? word
    : undefined;
}

function withoutAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Verbs a Spanish label may open with, and their usted imperative where it is not regular. */
const SPANISH_VERBS =
  'abrir agendar agregar aceptar armar arrastrar borrar buscar cambiar cargar cerrar comenzar compartir comprobar conocer conservar consultar contactar contar continuar contratar copiar cotizar crear decir dejar describir descargar descubrir diseñar disfrutar editar elegir eliminar empezar encontrar enviar escoger escribir escuchar explorar filtrar girar guardar hacer imprimir indicar intentar invertir ir leer llamar llenar mantener marcar mirar mostrar mover obtener pagar pedir planear planificar poner preguntar presionar probar proyectar pulsar quitar recibir reservar revisar salir saltar seguir seleccionar solicitar subir tener usar ver visitar volver';
const SPANISH_IRREGULAR_USTED: Readonly<Record<string, string>> = {
  cerrar: 'cierre',
  contar: 'cuente',
  decir: 'diga',
  comenzar: 'comience',
  comprobar: 'compruebe',
  conocer: 'conozca',
  elegir: 'elija',
  empezar: 'empiece',
  encontrar: 'encuentre',
  escoger: 'escoja',
  hacer: 'haga',
  invertir: 'invierta',
  ir: 'vaya',
  mantener: 'mantenga',
  mostrar: 'muestre',
  mover: 'mueva',
  obtener: 'obtenga',
  pedir: 'pida',
  poner: 'ponga',
  probar: 'pruebe',
  salir: 'salga',
  seguir: 'siga',
  tener: 'tenga',
  ver: 'vea',
  volver: 'vuelva',
};

/** The usted imperative of a Spanish verb: solicitar → solicite, leer → lea, buscar → busque. */
function ustedImperativeOf(infinitive: string): string {
  const irregular = SPANISH_IRREGULAR_USTED[infinitive];
  if (irregular) return irregular;
  const stem = infinitive.slice(0, -2);
  if (infinitive.endsWith('car')) return `${stem.slice(0, -1)}que`;
  if (infinitive.endsWith('gar')) return `${stem}ue`;
  if (infinitive.endsWith('zar')) return `${stem.slice(0, -1)}ce`;
  return infinitive.endsWith('ar') ? `${stem}e` : `${stem}a`;
}

const SPANISH_USTED_IMPERATIVES = new Set(
  SPANISH_VERBS.split(' ').map((verb) => withoutAccents(ustedImperativeOf(verb))),
);
const SPANISH_CLITICS = /(me|nos|lo|la|los|las|le|les|se)$/;

/**
 * The usted imperative that opens a text (Envíe, Vea, Llámenos,
 * Compruébelo), or undefined. Spanish names links and submit buttons with
 * the infinitive (Enviar solicitud, Ver todos los servicios) and keeps usted
 * for persuasive calls to action.
 */
export function spanishUstedImperative(text: string): string | undefined {
  const word = firstWord(text);
  let bare = withoutAccents(word);
  for (let clitics = 0; clitics <= 2; clitics += 1) {
    if (SPANISH_USTED_IMPERATIVES.has(bare)) return word;
    if (!SPANISH_CLITICS.test(bare)) break;
    bare = bare.replace(SPANISH_CLITICS, '');
  }
  return undefined;
}

/** A submit button says what it does with an infinitive (Enviar solicitud): its first word if it does not. */
export function spanishSubmitProblem(text: string): string | undefined {
  const word = firstWord(text);
  return INFINITIVE.es.test(word) && !NOUNS_LIKE_INFINITIVES.es.includes(word.toLowerCase())
    ? undefined
    : word;
}

/**
 * Decimal numbers typed with the other language's separator: US Spanish
 * writes 2.6 mm (a comma groups thousands: 10,000), Italian 2,6 mm (a point
 * groups thousands: 10.000). A separator followed by three digits groups
 * thousands and is left alone.
 */
export function wrongDecimals(text: string, language: Language): string[] {
  const pattern = language === 'es' ? /\d+,\d{1,2}(?!\d)/g : /\d+\.\d{1,2}(?!\d)/g;
  return withoutPlaceholders(text).match(pattern) ?? [];
}

/**
 * Dates written all in digits (06 · 14 · 2027, 14/06/2027, 6-14-27): a US
 * reader takes the first number for the month, an Italian or a Latin
 * American one for the day, so one of them misreads it. Examples write the
 * month as a word, through Intl (src/lib/gobo/example-date.ts).
 */
export function numericDates(text: string): string[] {
  const date = /(?<![\d.,])\d{1,2}\s*([./·-])\s*\d{1,2}\s*\1\s*(?:\d{4}|\d{2})(?![\d.,])/g;
  return withoutPlaceholders(text).match(date) ?? [];
}

/**
 * The first person plural that opens a call to action: "Organizziamolo
 * insieme", "Planifiquémoslo". A heading may speak so (Organizziamo il
 * vostro evento); a button or link invites the reader with voi or usted, or
 * is a noun, and a pronoun on it has nothing to refer to.
 */
export function firstPersonPluralCall(text: string, language: Language): string | undefined {
  const word = firstWord(text);
  const pattern =
    language === 'it'
      ? /^\p{L}+iamo(?:lo|la|li|le|ne|ci|vi|celo|cela)?$/iu
      : /^\p{L}+[eé]mos(?:lo|la|los|las|le|les|nos)?$/iu;
  return pattern.test(word) ? word : undefined;
}
