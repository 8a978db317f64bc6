/**
 * What is left to do before the site goes live, in one list: each value
 * that is still an example (must change), and what a real site would have
 * that this one lacks yet (recommended). The one source of that list: the
 * build (which refuses to publish examples in production), `npm run
 * check:launch` and the browser editor's "Before going live" screen all
 * show what this module returns. Pure: it reads texts, not files.
 */
import { LineCounter, parse, parseDocument, type Document } from 'yaml';
import { SITE_CONFIG_FILE } from '../check-project';
import { pictureNeeded, type PictureRule } from '../content/pictures';
import { DATA_DIR, type ContentFileName } from '../content/validate';
import type { YamlPath } from '../problems';
import type { SiteConfig } from '../schema';
import { positionOf } from '../validate';
import { exampleDomainOf, isFictionalPhone, saysExample } from './example-values';

export type LaunchLevel = 'must' | 'recommended';

export interface LaunchItem {
  level: LaunchLevel;
  /** The file to change, as the owner knows it: site.yaml, data/reviews.yaml. */
  file: string;
  /** Where in it: ['business', 'phone']. The editor's screen follows from it. */
  path: YamlPath;
  /** 1-based line in the file, when the setting (or its commented-out example) is there. */
  line?: number;
  problem: string;
  fix: string;
  /**
   * The pictures it is about, as the files name them: for a terminal's list;
   * the editor's screen, which shows each picture, does not name files.
   */
  pictures?: string[];
}

/** A picture of data/ that is still a drawn illustration (content/illustrations.ts), and where it shows. */
export interface IllustrationUse {
  /** The content file that names it: data/venues.yaml */
  source: string;
  /** Where in that file, for people: "bear-brook-valley → image". */
  entry: string;
  /** As the file writes it: images/venues/bear-brook-valley.jpg */
  image: string;
  rule: Omit<PictureRule, 'folder'>;
}

export interface LaunchInput {
  /** site.yaml, validated. */
  site: SiteConfig;
  /** Its text, for the lines. */
  siteYaml: string;
  /** The texts of data/*.yaml by file name. */
  content: Partial<Record<ContentFileName, string>>;
  illustrations: readonly IllustrationUse[];
}

interface Leaf {
  path: YamlPath;
  value: string;
}

function stringLeaves(value: unknown, path: YamlPath = []): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
  }
  return [];
}

function startsWith(path: YamlPath, prefix: YamlPath): boolean {
  return prefix.every((part, index) => path[index] === part);
}

/** Settings that reach no visitor as they are set: an example there publishes nothing. */
function unusedSettings(site: SiteConfig): YamlPath[] {
  return [
    ...(site.voiceAssistant.enabled ? [] : [['voiceAssistant']]),
    ...(site.forms.provider === 'endpoint' ? [] : [['forms', 'endpoint']]),
  ];
}

/** The fix for an example address, by the setting it is in. */
function addressFix(file: string, path: YamlPath): string {
  if (file !== SITE_CONFIG_FILE) return 'Write the real address, or remove the entry.';
  const [section, key] = path;
  switch (section) {
    case 'siteUrl':
      return 'Write the site’s own address, e.g. https://www.yourcompany.com (https://, no slash at the end).';
    case 'business':
      return key === 'email'
        ? 'Write the email address clients should write to.'
        : 'Write the page that really shows this number, or remove the source.';
    case 'links':
      return 'Write the real address of that website (https://…).';
    case 'personalSites':
      return 'Write the performer’s own website, or remove this performer.';
    case 'voiceAssistant':
      return 'Write the provider’s real address, or switch the voice assistant off.';
    case 'forms':
      return 'Write the address your form service gave you, or let Netlify collect the inquiries.';
    case 'security':
      return 'Write the address your report service gave you, or remove the setting.';
    default:
      return 'Write the real address, or remove the setting.';
  }
}

function exampleValueItems(
  file: string,
  data: unknown,
  skipped: readonly YamlPath[],
): LaunchItem[] {
  return stringLeaves(data).flatMap(({ path, value }): LaunchItem[] => {
    if (skipped.some((prefix) => startsWith(path, prefix))) return [];
    const domain = exampleDomainOf(value);
    if (domain) {
      return [
        {
          level: 'must',
          file,
          path,
          problem: `${value} is an example address: ${domain} is not the company’s domain.`,
          fix: addressFix(file, path),
        },
      ];
    }
    if (isFictionalPhone(value)) {
      return [
        {
          level: 'must',
          file,
          path,
          problem: `${value} is a fictional number: 555-0100 to 555-0199 are set aside for examples and reach nobody.`,
          fix: 'Write the company’s real phone number.',
        },
      ];
    }
    return [];
  });
}

/** An id that says "example", or a placeholder that asks for yours ("your-agent-id"). */
function isExampleId(value: string): boolean {
  return saysExample(value) || /^your[^a-z0-9]/i.test(value.trim());
}

function idItems(site: SiteConfig): LaunchItem[] {
  const ids: Array<{ path: YamlPath; value: string | undefined; fix: string }> = [
    ...(site.voiceAssistant.enabled
      ? site.voiceAssistant.attributes.map((attribute, index) => ({
          path: ['voiceAssistant', 'attributes', index, 'value'],
          value: attribute.value,
          fix: 'Write the code your provider gave you, or switch the voice assistant off.',
        }))
      : []),
    {
      path: ['editor', 'repo'],
      value: site.editor.repo,
      fix: 'Write the repository the site’s files are in, as owner/name (the end of its address, as in github.com/owner/name): the editor saves there, and lets in the people allowed to change it.',
    },
    {
      path: ['editor', 'appId'],
      value: site.editor.appId,
      fix: 'A developer writes the code of the sign-in application made for the editor.',
    },
  ];
  return ids.flatMap(({ path, value, fix }): LaunchItem[] =>
    value !== undefined && isExampleId(value)
      ? [
          {
            level: 'must',
            file: SITE_CONFIG_FILE,
            path,
            problem: `“${value}” is an example, not a code a provider gave.`,
            fix,
          },
        ]
      : [],
  );
}

function siteItems(site: SiteConfig): LaunchItem[] {
  const items = [
    ...exampleValueItems(SITE_CONFIG_FILE, site, unusedSettings(site)),
    ...idItems(site),
  ];
  if (saysExample(site.business.name)) {
    items.push({
      level: 'must',
      file: SITE_CONFIG_FILE,
      path: ['business', 'name'],
      problem: `The company name “${site.business.name}” still says “Example”.`,
      fix: 'Write the company’s name as clients know it.',
    });
  }
  if (site.deploy.demo) {
    items.push({
      level: 'must',
      file: SITE_CONFIG_FILE,
      path: ['deploy', 'demo'],
      problem: 'The site is published as a demo: every page asks search engines to leave it out.',
      fix: 'Once the values above are real, switch the demo off.',
    });
  }
  if (site.editor.backend === 'git-gateway') {
    items.push({
      level: 'recommended',
      file: SITE_CONFIG_FILE,
      path: ['editor', 'backend'],
      problem:
        'Editors sign in with Netlify Identity and its Git Gateway, which Netlify has deprecated: they keep working for the sites that already have them, but get no more fixes, and Netlify advises new sites against them.',
      fix: 'Move the editor’s sign-in to GitHub: each person who edits makes a GitHub account and accepts the invitation to the site’s repository; then whoever looks after the site registers a GitHub OAuth app, adds it in Netlify under Access control → OAuth, and switches the editor to sign in with github, naming the repository (the guide “Signing in to the editor”, among the site’s owner guides, walks through each step).',
    });
  }
  if (!site.security?.cspReportUrl) {
    items.push({
      level: 'recommended',
      file: SITE_CONFIG_FILE,
      path: ['security', 'cspReportUrl'],
      problem:
        'Nobody hears about what the site’s security policy blocks: no report address is set.',
      fix: 'Sign up with a report service (e.g. report-uri.com); a developer then writes its address into the site’s security settings.',
    });
  }
  return items;
}

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

function listOf(data: unknown, key: string): unknown[] | undefined {
  const value = (data as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(value) ? value : undefined;
}

function contentItems(input: LaunchInput): LaunchItem[] {
  const items: LaunchItem[] = [];
  for (const [name, text] of Object.entries(input.content)) {
    items.push(...exampleValueItems(`${DATA_DIR}/${name}`, parsed(text), []));
  }
  const reviews = listOf(parsed(input.content['reviews.yaml']), 'reviews');
  if (reviews?.length === 0) {
    items.push({
      level: 'recommended',
      file: `${DATA_DIR}/reviews.yaml`,
      path: ['reviews'],
      problem: 'No reviews yet: no page quotes a client.',
      fix: 'Add reviews clients posted (on Google, The Knot…), each with the link to it.',
    });
  }
  const gallery = listOf(parsed(input.content['gallery.yaml']), 'pictures');
  if (gallery?.length === 0) {
    items.push({
      level: 'recommended',
      file: `${DATA_DIR}/gallery.yaml`,
      path: ['pictures'],
      problem: 'The event gallery is empty: no page shows photos of real events.',
      fix: 'Add photos of events you produced, each with the services and the venue whose pages show it.',
    });
  }
  return [...items, ...illustrationItems(input.illustrations)];
}

/** One item per content file: its pictures that are still drawings. */
function illustrationItems(illustrations: readonly IllustrationUse[]): LaunchItem[] {
  const bySource = new Map<string, IllustrationUse[]>();
  for (const use of illustrations)
    bySource.set(use.source, [...(bySource.get(use.source) ?? []), use]);
  return [...bySource].map(([source, uses]) => {
    const count = uses.length === 1 ? '1 picture is' : `${uses.length} pictures are`;
    const needed = [...new Set(uses.map((use) => pictureNeeded(use.rule)))].join(' or ');
    return {
      level: 'recommended',
      file: source,
      path: [],
      problem: `${count} still the drawn illustration where a photo belongs.`,
      fix: `Put a photo of your own work in each place: ${needed} (JPEG, PNG or WebP).`,
      pictures: uses.map((use) => use.image),
    };
  });
}

/** A file's text, parsed once for the lines of all its items. */
interface LocatableFile {
  doc: Document;
  counter: LineCounter;
  lines: string[];
}

function locatable(text: string): LocatableFile {
  const counter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: counter }), counter, lines: text.split('\n') };
}

/** Where an item is in its file: the setting, its commented-out example, or the picture named. */
function lineOf(
  file: LocatableFile,
  item: LaunchItem,
  images: readonly string[],
): number | undefined {
  if (item.path.length > 0 && file.doc.hasIn(item.path)) {
    return positionOf(file.doc, file.counter, item.path)?.line;
  }
  const lineWith = (test: (line: string) => boolean) => file.lines.findIndex(test) + 1 || undefined;
  const image = images.find((candidate) => file.lines.some((line) => line.includes(candidate)));
  if (image) return lineWith((line) => line.includes(image));
  // A setting left out may still be there as a commented-out example ("# security:").
  const [section] = item.path;
  return typeof section === 'string'
    ? lineWith((line) => new RegExp(`^#\\s*${section}:`).test(line))
    : undefined;
}

const LEVEL_ORDER: Record<LaunchLevel, number> = { must: 0, recommended: 1 };

/** Everything left to do before going live: what must change first, each file in line order. */
export function launchItems(input: LaunchInput): LaunchItem[] {
  const texts: Record<string, string | undefined> = { [SITE_CONFIG_FILE]: input.siteYaml };
  for (const [name, text] of Object.entries(input.content)) texts[`${DATA_DIR}/${name}`] = text;
  const files = Object.keys(texts);
  const parsedFiles = new Map<string, LocatableFile>();
  const fileOf = (name: string): LocatableFile | undefined => {
    const text = texts[name];
    if (text === undefined) return undefined;
    if (!parsedFiles.has(name)) parsedFiles.set(name, locatable(text));
    return parsedFiles.get(name);
  };
  const located = [...siteItems(input.site), ...contentItems(input)].map((item) => {
    const file = fileOf(item.file);
    const images = input.illustrations
      .filter((use) => use.source === item.file)
      .map((use) => use.image);
    const line = file === undefined ? undefined : lineOf(file, item, images);
    return line === undefined ? item : { ...item, line };
  });
  return located.sort(
    (a, b) =>
      LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] ||
      files.indexOf(a.file) - files.indexOf(b.file) ||
      (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER),
  );
}

export function mustChange(items: readonly LaunchItem[]): LaunchItem[] {
  return items.filter((item) => item.level === 'must');
}
