/**
 * `npm run new:service -- <id>`: everything a new service page needs, in
 * place, for a developer to write its words:
 *
 * - site.yaml: its route (/<id>/, a page of kind "service" whose texts are
 *   src/locales/<language>/<id>.json), and an entry in the Services menu and
 *   in the footer's column of services, each before the link to all services;
 * - data/services.yaml: its entry (card, picture, related services);
 * - the translations: its own file in every language, its name in the menus
 *   (common.json → nav, under the id in camelCase: dance-floors → danceFloors)
 *   and its card (services.json → cards, under the id); the English texts say
 *   "TO WRITE:" and what each is for, the other languages' are empty (the
 *   built pages show the English until they are written, and the content
 *   tests fail until then);
 * - a placeholder picture at data/images/services/<id>.jpg.
 *
 * The YAML files are edited through the yaml Document API and written back
 * by the editor's writer (src/editor/files/keep-yaml.ts), so every comment,
 * blank line and one-line list stays as it was; the translation files keep
 * their key order and Prettier's layout (keep-json.ts). Nothing is written
 * unless the project, as it would be, passes the build's validation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import sharp from 'sharp';
import { writeJsonKeepingOrder } from '../../src/editor/files/keep-json';
import { writeYamlKeepingLayout } from '../../src/editor/files/keep-yaml';
import {
  checkProject,
  LOCALES_DIR,
  SITE_CONFIG_FILE,
  type FileProblems,
} from '../../src/config/check-project';
import { PICTURE_RULES } from '../../src/config/content/pictures';
import { DATA_DIR, type ContentFileName } from '../../src/config/content/validate';
import type { TranslationTree } from '../../src/config/locales';
import { readProjectFiles } from '../../src/config/read-files';
import { parseTranslationText } from '../../src/config/translation-files';
import { TO_WRITE } from './to-write';

export { TO_WRITE };

const SERVICES_FILE = `${DATA_DIR}/services.yaml`;
const SERVICE_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** First parts of addresses that the site or its host use for themselves. */
const RESERVED = new Set(['admin', 'static', 'page-data', '404', 'dev-404-page']);

/** Where the native-language check learns which texts are shown on controls (a menu entry is a link). */
const CONTROL_KEYS_FILE = 'tests/unit/i18n/native-language-controls.ts';

/** What each text is for, by its key: the words after "TO WRITE:". */
const HINTS: Record<string, string> = {
  // Within the build's checks as they are: a title under 70 characters, three keywords or more.
  'meta.title': 'a title of about 50 characters',
  'meta.description': "the search result's text, about 150 characters",
  'meta.keywords': 'keyword one, keyword two, keyword three',
  heading: 'a heading',
  intro: 'one or two sentences under the heading',
  title: 'a short title',
  text: 'a sentence or two',
  question: 'a question clients ask',
  answer: 'its answer',
  items: 'an item of the list',
  pitch: "one sentence on the service's card",
  imageAlt: 'what the picture shows, read aloud to visitors who cannot see it',
};

/** A service id that cannot be used, with the reason in words. */
export class ServiceRefused extends Error {}

type Text = string | Text[] | { [key: string]: Text };
type Tree = { [key: string]: Text };

export interface ServicePlan {
  id: string;
  /** Its page's address: /uplighting/ */
  address: string;
  /** Its name in the menus, a translation key: common:nav.uplighting */
  label: string;
  /** Its name in the menus as first written, in Title Case as the menus are: "Dance Floors" */
  name: string;
  /** Its card's title as first written, in sentence case as the cards are: "Dance floors" */
  cardTitle: string;
  /** The menus it was added to, in words. */
  menus: string[];
  /** Its picture, from data/: images/services/uplighting.jpg */
  picture: string;
  /** The project's files as they will be, by path: site.yaml, src/locales/en/uplighting.json */
  files: Map<string, string>;
  /** The English texts left to write, each as "file → key (what it is for)". */
  toWrite: string[];
  /** The other languages, whose texts are left empty. */
  translations: string[];
}

function readText(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

function readTexts(root: string, file: string): Tree {
  const parsed = parseTranslationText(readText(root, file));
  if (!parsed.ok) throw new ServiceRefused(`${file} has a mistake: run npm run check first.`);
  return parsed.tree as Tree;
}

/** "dance-floors" → "danceFloors" */
function camelCase(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** "dance-floors" → "Dance Floors": a first guess at the menus' name, which the output asks to check. */
function titleCase(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** "dance-floors" → "Dance floors": a first guess at the card's title, which the output asks to check. */
function sentenceCase(id: string): string {
  const words = id.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a person typed, as an id could be: "Up Lighting!" → "up-lighting". */
function asId(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '');
}

function listAt(doc: Document, keys: readonly string[], file: string): YAMLSeq {
  const node = doc.getIn(keys, true);
  if (!isSeq(node)) throw new ServiceRefused(`${file} has no list at ${keys.join(' → ')}.`);
  return node;
}

function textOf(node: unknown, key: string): string | undefined {
  const value: unknown = isMap(node) ? (node as YAMLMap).get(key) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Why `id` cannot be a new service, in words; undefined when it can. */
export function serviceIdProblem(root: string, id: string | undefined): string | undefined {
  if (!id) {
    return "Give the new service's id: npm run new:service -- uplighting. It becomes the page's address (/uplighting/) and the name of its translation files.";
  }
  if (!SERVICE_ID.test(id)) {
    const suggestion = asId(id);
    return `"${id}" cannot be a service id: use lowercase letters, digits and single dashes, starting with a letter${suggestion ? `, for example ${suggestion}` : ''}.`;
  }
  const site = parseDocument(readText(root, SITE_CONFIG_FILE)).toJS() as {
    routes?: Array<{ path?: string }>;
    redirects?: Array<{ from?: string }>;
    personalSites?: Array<{ name?: string }>;
    languages?: { supported?: Array<{ code?: string }> };
  };
  const { services } = parseDocument(readText(root, SERVICES_FILE)).toJS() as {
    services?: Array<{ id?: string }>;
  };
  const address = `/${id}/`;
  if (services?.some((service) => service.id === id)) {
    return `There is already a service "${id}" in ${SERVICES_FILE}. Choose another id, or change that service there.`;
  }
  if (site.routes?.some((route) => route.path === address)) {
    return `${address} is already a page of site.yaml (under routes). Choose another id.`;
  }
  if (site.redirects?.some((redirect) => redirect.from === address)) {
    return `${address} is an old address that site.yaml moves on to another page (under redirects). Choose another id, or remove that redirect first.`;
  }
  if (site.personalSites?.some((person) => person.name === id)) {
    return `${address} leads to a performer's own site (site.yaml, personalSites). Choose another id.`;
  }
  if (site.languages?.supported?.some((language) => language.code === id) || RESERVED.has(id)) {
    return `${address} is an address the site uses for itself. Choose another id.`;
  }
  if (fs.existsSync(path.join(root, LOCALES_DIR, 'en', `${id}.json`))) {
    return `${LOCALES_DIR}/en/${id}.json already exists: another page's texts are named "${id}". Choose another id.`;
  }
  return undefined;
}

/**
 * The texts of `model` with the same keys and lists: in English, "TO WRITE:"
 * and what each text is for (each added to `toWrite`); otherwise empty.
 */
function skeleton(model: Text, keys: string[], english: boolean, toWrite: string[]): Text {
  if (Array.isArray(model)) {
    return model.map((item, index) =>
      skeleton(item, [...keys, String(index + 1)], english, toWrite),
    );
  }
  if (typeof model === 'object') {
    return Object.fromEntries(
      Object.entries(model).map(([key, value]) => [
        key,
        skeleton(value, [...keys, key], english, toWrite),
      ]),
    );
  }
  if (!english) return '';
  const named = keys.filter((key) => !/^\d+$/.test(key));
  const hint = HINTS[named.join('.')] ?? HINTS[named.at(-1) ?? ''];
  const where = keys.join(' → ');
  toWrite.push(hint ? `${where} (${hint})` : where);
  // The head's texts are one each; the page's are told apart by their place, as the
  // build's checks want every landmark's name to be (sections named by their headings).
  const unique = keys[0] === 'meta' ? hint : hint && `${hint} (${where})`;
  return `${TO_WRITE}${unique ?? where}`;
}

/** The translation namespace of each service page of site.yaml, by its address. */
function servicePageNamespaces(siteDoc: Document): Map<string, string> {
  const namespaces = new Map<string, string>();
  for (const route of listAt(siteDoc, ['routes'], SITE_CONFIG_FILE).items) {
    const address = textOf(route, 'path');
    const title = textOf(route, 'title');
    if (address && title && textOf(route, 'kind') === 'service') {
      namespaces.set(address, title.split(':')[0] ?? '');
    }
  }
  return namespaces;
}

/** A service page's own texts in the default language, to model the new one's on: one without extra sections. */
function modelPage(root: string, language: string, siteDoc: Document, services: YAMLSeq): Tree {
  const namespaces = servicePageNamespaces(siteDoc);
  for (const service of services.items) {
    const namespace = namespaces.get(textOf(service, 'path') ?? '');
    if (!namespace || (isMap(service) && service.has('sections'))) continue;
    const { sections: _sections, ...page } = readTexts(
      root,
      `${LOCALES_DIR}/${language}/${namespace}.json`,
    );
    return page;
  }
  throw new ServiceRefused(`${SERVICES_FILE} has no service page to model the new one on.`);
}

/** Adds `entry` to a menu, before its link to `before` (the page of all services), or last. */
function addToMenu(doc: Document, menu: YAMLSeq, entry: object, before: string | undefined): void {
  const index = menu.items.findIndex(
    (item) => before !== undefined && textOf(item, 'to') === before,
  );
  menu.items.splice(
    index < 0 ? menu.items.length : index,
    0,
    doc.createNode(entry, { flow: true }),
  );
}

/** site.yaml with the route and menu entries; returns the menus it was added to. */
function addToSite(doc: Document, address: string, id: string, label: string): string[] {
  const routes = listAt(doc, ['routes'], SITE_CONFIG_FILE);
  const afterServices =
    routes.items.map((route) => textOf(route, 'kind')).lastIndexOf('service') + 1;
  const route = {
    path: address,
    kind: 'service',
    title: `${id}:meta.title`,
    description: `${id}:meta.description`,
  };
  routes.items.splice(afterServices || routes.items.length, 0, doc.createNode(route));

  const allServices = textOf(
    routes.items.find((item) => textOf(item, 'kind') === 'services'),
    'path',
  );
  const entry = { label, to: address };
  addToMenu(doc, listAt(doc, ['nav', 'services', 'items'], SITE_CONFIG_FILE), entry, allServices);
  const menus = ['the Services menu'];
  const servicePages = new Set(servicePageNamespaces(doc).keys());
  const column = listAt(doc, ['nav', 'footer'], SITE_CONFIG_FILE).items.find((group) => {
    const items: unknown = isMap(group) ? group.get('items') : undefined;
    return isSeq(items) && items.items.some((item) => servicePages.has(textOf(item, 'to') ?? ''));
  });
  const columnItems: unknown = isMap(column) ? column.get('items') : undefined;
  if (isSeq(columnItems)) {
    addToMenu(doc, columnItems, entry, allServices);
    menus.push(`the footer's column of services (${textOf(column, 'label')})`);
  }
  return menus;
}

/** The new service's files as they would be; nothing is written. */
export function planService(root: string, id: string): ServicePlan {
  const problem = serviceIdProblem(root, id);
  if (problem) throw new ServiceRefused(problem);

  const siteText = readText(root, SITE_CONFIG_FILE);
  const siteDoc = parseDocument(siteText);
  const servicesText = readText(root, SERVICES_FILE);
  const servicesDoc = parseDocument(servicesText);
  const services = listAt(servicesDoc, ['services'], SERVICES_FILE);
  const defaultLanguage = String(siteDoc.getIn(['languages', 'default']) ?? 'en');
  const languages = listAt(siteDoc, ['languages', 'supported'], SITE_CONFIG_FILE).items.flatMap(
    (language) => textOf(language, 'code') ?? [],
  );
  const inLanguage = (language: string, name: string) => `${LOCALES_DIR}/${language}/${name}.json`;
  const model = modelPage(root, defaultLanguage, siteDoc, services);
  const cardModel = Object.values(
    (readTexts(root, inLanguage(defaultLanguage, 'services')).cards ?? {}) as Tree,
  )[0] ?? { title: '', pitch: '', imageAlt: '' };

  const address = `/${id}/`;
  const nav = (readTexts(root, inLanguage(defaultLanguage, 'common')).nav ?? {}) as Tree;
  let key = camelCase(id);
  while (key in nav) key = `${key}Page`;
  const label = `common:nav.${key}`;
  const name = titleCase(id);
  const cardTitle = sentenceCase(id);
  const menus = addToSite(siteDoc, address, id, label);

  const picture = `images/services/${id}.jpg`;
  const related = services.items
    .filter((service) => textOf(service, 'path'))
    .slice(0, 3)
    .flatMap((service) => textOf(service, 'id') ?? []);
  const entry = servicesDoc.createNode({ id, path: address, label, image: picture, related });
  const relatedList: unknown = entry.get('related', true);
  if (isSeq(relatedList)) relatedList.flow = true;
  entry.spaceBefore = true;
  services.items.push(entry);

  const files = new Map<string, string>([
    [SITE_CONFIG_FILE, writeYamlKeepingLayout(siteText, siteDoc.toJS())],
    [SERVICES_FILE, writeYamlKeepingLayout(servicesText, servicesDoc.toJS())],
  ]);
  const toWrite: string[] = [];
  const cardToWrite: string[] = [];
  for (const language of languages) {
    const english = language === defaultLanguage;
    const written = english ? toWrite : [];
    const reference = (file: string) => readTexts(root, inLanguage(defaultLanguage, file));
    const page = skeleton(model, [], english, written);
    files.set(inLanguage(language, id), writeJsonKeepingOrder(undefined, page));
    const common = readTexts(root, inLanguage(language, 'common'));
    common.nav = { ...((common.nav ?? {}) as Tree), [key]: english ? name : '' };
    files.set(
      inLanguage(language, 'common'),
      writeJsonKeepingOrder(
        readText(root, inLanguage(language, 'common')),
        common,
        reference('common'),
      ),
    );
    const card = skeleton(cardModel, [], english, english ? cardToWrite : []) as Tree;
    if ('title' in card) card.title = english ? cardTitle : '';
    const cards = readTexts(root, inLanguage(language, 'services'));
    cards.cards = { ...((cards.cards ?? {}) as Tree), [id]: card };
    files.set(
      inLanguage(language, 'services'),
      writeJsonKeepingOrder(
        readText(root, inLanguage(language, 'services')),
        cards,
        reference('services'),
      ),
    );
  }
  return {
    id,
    address,
    label,
    name,
    cardTitle,
    menus,
    picture,
    files,
    toWrite: [
      ...toWrite.map((text) => `${inLanguage(defaultLanguage, id)} → ${text}`),
      ...cardToWrite
        .filter((text) => !text.startsWith('title'))
        .map((text) => `${inLanguage(defaultLanguage, 'services')} → cards → ${id} → ${text}`),
    ],
    translations: languages.filter((language) => language !== defaultLanguage),
  };
}

/** The project's problems once the plan is written, as the build would report them. */
export function problemsOfPlan(root: string, plan: ServicePlan): FileProblems[] {
  const project = readProjectFiles(root);
  const content = { ...project.content };
  const locales = structuredClone(project.locales);
  for (const [file, text] of plan.files) {
    if (file === SITE_CONFIG_FILE) project.siteYaml = text;
    else if (file.startsWith(`${DATA_DIR}/`))
      content[file.slice(DATA_DIR.length + 1) as ContentFileName] = text;
    else {
      const [, language = '', name = ''] = /^src\/locales\/([^/]+)\/(.+)\.json$/.exec(file) ?? [];
      (locales[language] ??= {})[name] = JSON.parse(text) as TranslationTree;
    }
  }
  const result = checkProject({
    ...project,
    content,
    locales,
    pictureExists: (image) => image === plan.picture || project.pictureExists(image),
  });
  return result.ok ? [] : result.files;
}

/** A placeholder picture of the size a service's picture must be at least: stage light on a dark room. */
async function placeholderPicture(): Promise<Buffer> {
  const { minWidth: width, minHeight: height } = PICTURE_RULES.service;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="room" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#17122b"/><stop offset="1" stop-color="#2d2150"/>
    </linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f4c47a" stop-opacity="0.55"/><stop offset="1" stop-color="#f4c47a" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#room)"/>
  <polygon points="${width * 0.3},0 ${width * 0.34},0 ${width * 0.5},${height} ${width * 0.2},${height}" fill="url(#beam)"/>
  <polygon points="${width * 0.66},0 ${width * 0.7},0 ${width * 0.8},${height} ${width * 0.5},${height}" fill="url(#beam)"/>
  <rect y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="#0d0a19"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Writes the plan's files and the placeholder picture into the project. */
export async function writePlan(root: string, plan: ServicePlan): Promise<void> {
  const picture = await placeholderPicture();
  for (const [file, text] of plan.files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const pictureFile = path.join(root, DATA_DIR, ...plan.picture.split('/'));
  fs.mkdirSync(path.dirname(pictureFile), { recursive: true });
  fs.writeFileSync(pictureFile, picture);
}

/** Plans, checks and writes a new service page; refuses with the reason when it cannot. */
export async function scaffoldService(root: string, id: string | undefined): Promise<ServicePlan> {
  const problem = serviceIdProblem(root, id);
  if (problem || !id) throw new ServiceRefused(problem);
  const plan = planService(root, id);
  const problems = problemsOfPlan(root, plan);
  if (problems.length > 0) {
    const lines = problems.flatMap(({ file, problems: list }) =>
      list.map((found) => `  ${file}: ${found.problem} ${found.fix}`),
    );
    throw new ServiceRefused(
      `The new service would break the build, so nothing was written:\n${lines.join('\n')}`,
    );
  }
  await writePlan(root, plan);
  return plan;
}

/** What the command prints once the service is in place: what it made, and what is left to do. */
export function describePlan(plan: ServicePlan): string[] {
  const languages = plan.translations;
  return [
    `✔ New service page "${plan.id}" at ${plan.address}${languages.map((language) => `, /${language}${plan.address}`).join('')}:`,
    `  site.yaml            its page, in ${plan.menus.join(' and ')}`,
    `  ${SERVICES_FILE}   its card, picture and related services`,
    `  ${LOCALES_DIR}/*/${plan.id}.json, common.json (nav), services.json (cards)   its texts`,
    `  ${DATA_DIR}/${plan.picture}   a placeholder picture`,
    '',
    'Left to do (the steps of docs/dev/new-service.md):',
    `  2. Write its ${plan.toWrite.length} English texts, each now starting with "${TO_WRITE.trim()}" (the content tests fail while one is left):`,
    ...plan.toWrite.map((text) => `       ${text}`),
    `     Check its name in the menus, "${plan.name}" (${plan.label} in ${LOCALES_DIR}/en/common.json), and its card's title, "${plan.cardTitle}" (services.json → cards → ${plan.id} → title).`,
    `     Add '${plan.label}': 'navigation' to CONTROL_KEYS in ${CONTROL_KEYS_FILE}: its menu entry is a link.`,
    `  3. Translate them into ${languages.join(' and ')}: the same keys in ${languages.map((language) => `${LOCALES_DIR}/${language}/`).join(' and ')}. Until then the built pages show the English, and the unit tests fail, naming each text.`,
    `  4. Replace ${DATA_DIR}/${plan.picture} with a photo: JPEG, landscape, at least ${PICTURE_RULES.service.minWidth} × ${PICTURE_RULES.service.minHeight} px.`,
    `  5. If it belongs elsewhere, move it in the menus (site.yaml → nav) and choose its related services (${SERVICES_FILE}).`,
    `  6. Check it: npm run check, the unit tests the recipe names, and npm run develop to see it at http://localhost:8000${plan.address}`,
  ];
}
