/** @jest-environment node */
/**
 * `npm run new:service -- <id>` (scripts/new-service/): on a copy of the
 * project made of the frozen site.yaml and data/ (tests/fixtures/) and the
 * real translations and pictures, it adds a service page the build accepts,
 * keeps every comment and line of the files it edits, lists what is left to
 * write, and refuses a bad id in words, writing nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import {
  describePlan,
  scaffoldService,
  ServiceRefused,
  TO_WRITE,
  type ServicePlan,
} from '../../../scripts/new-service/scaffold';
import { checkProject } from '../../../src/config/check-project';
import { formatProblems } from '../../../src/config/problems';
import { readProjectFiles } from '../../../src/config/read-files';
import type { SiteConfig } from '../../../src/config/schema';
import { specSiteData, specYamlFiles } from '../../support/spec-site';

const PROJECT = process.cwd();
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A project to scaffold in: the frozen YAML files, a copy of the translations and pictures. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-service-'));
  roots.push(root);
  for (const folder of ['src/locales', 'data/images']) {
    fs.cpSync(path.join(PROJECT, folder), path.join(root, folder), { recursive: true });
  }
  for (const [file, text] of specYamlFiles()) fs.writeFileSync(path.join(root, file), text);
  return root;
}

function read(root: string, file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

/** Every file of a folder with its text, to tell whether anything was written. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else files.set(relative, fs.readFileSync(path.join(root, relative)).toString('base64'));
    }
  };
  walk('.');
  return files;
}

/** The lines of `after` that are not in `before`, when every line of `before` is still there in order. */
function addedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const added: string[] = [];
  let next = 0;
  for (const line of after.split('\n')) {
    if (next < old.length && line === old[next]) next += 1;
    else added.push(line);
  }
  if (next !== old.length) throw new Error(`A line was changed or removed: "${old[next]}"`);
  return added;
}

type Tree = { [key: string]: unknown };

/** Every text of a translation file, by its path. */
function leaves(tree: unknown, at = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null) return [[at, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, at ? `${at}.${key}` : key));
}

describe('a new service page', () => {
  let root: string;
  let plan: ServicePlan;

  beforeAll(async () => {
    root = project();
    plan = await scaffoldService(root, 'uplighting');
  }, 60_000);

  it('gets its route, after the other service pages, and a place in the menus', () => {
    const before = specYamlFiles().get('site.yaml')!;
    expect(addedLines(before, read(root, 'site.yaml'))).toEqual([
      '  - path: /uplighting/',
      '    kind: service',
      '    title: uplighting:meta.title',
      '    description: uplighting:meta.description',
      '      - { label: common:nav.uplighting, to: /uplighting/ }',
      '        - { label: common:nav.uplighting, to: /uplighting/ }',
    ]);
    const site = parse(read(root, 'site.yaml')) as SiteConfig;
    const kinds = site.routes.map((route) => route.kind);
    expect(kinds.indexOf('contact')).toBe(kinds.lastIndexOf('service') + 1);
    // Before "View All Services", in the drop-down and in the footer's column of services.
    const services = site.nav.services.items.map((item) => item.to);
    expect(services.slice(-2)).toEqual(['/uplighting/', '/services/']);
    const column = site.nav.footer.find((group) =>
      group.items.some((i) => i.to === '/uplighting/'),
    );
    expect(column?.items.map((item) => item.to).slice(-2)).toEqual(['/uplighting/', '/services/']);
  });

  it('gets its entry in data/services.yaml, last, every comment kept', () => {
    const before = specYamlFiles().get('data/services.yaml')!;
    expect(read(root, 'data/services.yaml')).toBe(
      `${before}\n` +
        '  - id: uplighting\n' +
        '    path: /uplighting/\n' +
        '    label: common:nav.uplighting\n' +
        '    image: images/services/uplighting.jpg\n' +
        '    related: [corporate-events, private-events, music]\n',
    );
  });

  it('gets its texts in every language: English to write, the others empty', () => {
    const model = JSON.parse(read(root, 'src/locales/en/private-events.json')) as Tree;
    const english = leaves(JSON.parse(read(root, 'src/locales/en/uplighting.json')));
    expect(english.map(([key]) => key)).toEqual(leaves(model).map(([key]) => key));
    for (const [key, text] of english)
      expect([key, text]).toEqual([key, expect.stringMatching(/^TO WRITE: /)]);
    for (const language of ['es', 'it']) {
      const texts = leaves(JSON.parse(read(root, `src/locales/${language}/uplighting.json`)));
      expect(texts).toEqual(english.map(([key]) => [key, '']));
    }
    const card = (language: string) =>
      (JSON.parse(read(root, `src/locales/${language}/services.json`)) as { cards: Tree }).cards
        .uplighting;
    expect(card('en')).toEqual({
      title: 'Uplighting',
      pitch: expect.stringMatching(/^TO WRITE: /),
      imageAlt: expect.stringMatching(/^TO WRITE: /),
    });
    expect(card('es')).toEqual({ title: '', pitch: '', imageAlt: '' });
    const nav = (language: string) =>
      (JSON.parse(read(root, `src/locales/${language}/common.json`)) as { nav: Tree }).nav;
    expect([nav('en').uplighting, nav('it').uplighting]).toEqual(['Uplighting', '']);
  });

  it('gets a placeholder picture as large as a service picture must be', async () => {
    const picture = await sharp(path.join(root, 'data/images/services/uplighting.jpg')).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: 1600, height: 1000 });
  });

  it('leaves a project the build accepts', () => {
    const result = checkProject(readProjectFiles(root));
    expect(result.ok ? [] : result.files.map((f) => formatProblems(f.file, f.problems))).toEqual(
      [],
    );
  });

  it('writes files Prettier (the lint step) leaves as they are', () => {
    // site.yaml keeps the owner's layout: the lint step leaves it out (.prettierignore).
    const files = [...plan.files.keys()].filter((file) => file !== 'site.yaml');
    const prettier = path.join(PROJECT, 'node_modules', '.bin', 'prettier');
    const config = path.join(PROJECT, '.prettierrc.json');
    expect(() =>
      execFileSync(prettier, ['--check', '--config', config, ...files], {
        cwd: root,
        stdio: 'pipe',
      }),
    ).not.toThrow();
    expect(files.length).toBeGreaterThan(8);
  });

  it('says what is left to write: each English text, the translations, the picture', () => {
    const output = describePlan(plan).join('\n');
    const english = (file: string) => JSON.parse(read(root, `src/locales/en/${file}`)) as Tree;
    const placeholders = [
      ...leaves(english('uplighting.json')),
      ...leaves((english('services.json').cards as Tree).uplighting),
    ].filter(([, text]) => String(text).startsWith(TO_WRITE));
    expect(plan.toWrite).toHaveLength(placeholders.length);
    for (const text of plan.toWrite) expect(output).toContain(text);
    expect(output).toContain('src/locales/en/uplighting.json → faq → items → 1 → question');
    expect(output).toContain('src/locales/en/services.json → cards → uplighting → pitch');
    expect(output).toMatch(/Translate them into es and it/);
    expect(output).toMatch(/Replace data\/images\/services\/uplighting\.jpg with a photo/);
    expect(output).toContain('"Uplighting"');
    expect(output).toContain("Add 'common:nav.uplighting': 'navigation' to CONTROL_KEYS");
  });

  it('is refused a second time, writing nothing', async () => {
    const before = snapshot(root);
    await expect(scaffoldService(root, 'uplighting')).rejects.toThrow(
      'There is already a service "uplighting" in data/services.yaml.',
    );
    expect(snapshot(root)).toEqual(before);
  });
});

describe('an id that cannot be a service', () => {
  const site = specSiteData();
  const redirect = site.redirects[0]!.from.replace(/\//g, '');
  const person = site.personalSites[0]!.name;
  const root = project();
  const before = snapshot(root);

  it.each([
    [undefined, /^Give the new service's id: npm run new:service -- uplighting\./],
    ['Up Lighting', /"Up Lighting" cannot be a service id: .*, for example up-lighting\.$/],
    ['uplighting/', /cannot be a service id: .*, for example uplighting\.$/],
    [
      '3d-mapping',
      /cannot be a service id: use lowercase letters, digits and single dashes, starting with a letter/,
    ],
    ['music', /There is already a service "music" in data\/services\.yaml/],
    ['catalog', /\/catalog\/ is already a page of site\.yaml/],
    [redirect, new RegExp(`/${redirect}/ is an old address that site\\.yaml moves on`)],
    [person, new RegExp(`/${person}/ leads to a performer's own site`)],
    ['es', /\/es\/ is an address the site uses for itself/],
    ['admin', /\/admin\/ is an address the site uses for itself/],
    ['home', /src\/locales\/en\/home\.json already exists/],
  ])('refuses %s with the reason, writing nothing', async (id, reason) => {
    const refusal = await scaffoldService(root, id).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ServiceRefused);
    expect((refusal as Error).message).toMatch(reason);
    expect(snapshot(root)).toEqual(before);
  });
});

describe('npm run new:service', () => {
  /** A dashed id no translation file of the project uses yet (a developer may add dance-floors). */
  function unusedId(): string {
    const taken = (id: string) => fs.existsSync(path.join(PROJECT, 'src/locales/en', `${id}.json`));
    let id = 'dance-floors';
    for (let n = 2; taken(id); n += 1) id = `dance-floors-${n}`;
    return id;
  }

  function run(root: string, ...args: string[]) {
    return spawnSync(
      path.join(PROJECT, 'node_modules', '.bin', 'tsx'),
      [path.join(PROJECT, 'scripts', 'new-service', 'cli.ts'), ...args],
      { cwd: root, encoding: 'utf8', timeout: 25_000 },
    );
  }

  it('prints what it made and what is left, or refuses with exit code 1 and the reason', () => {
    const root = project();
    const id = unusedId();
    const refused = run(root, 'Dance Floors');
    expect({ status: refused.status, stdout: refused.stdout }).toEqual({ status: 1, stdout: '' });
    expect(refused.stderr).toMatch(/^✖ "Dance Floors" cannot be a service id: .*dance-floors\.\n$/);
    const made = run(root, id);
    expect({ status: made.status, stderr: made.stderr }).toEqual({ status: 0, stderr: '' });
    expect(made.stdout).toContain(`✔ New service page "${id}" at /${id}/, /es/${id}/, /it/${id}/`);
    expect(made.stdout).toContain('Left to do (the steps of docs/dev/new-service.md):');
    expect(fs.existsSync(path.join(root, `src/locales/it/${id}.json`))).toBe(true);
  }, 60_000);
});
