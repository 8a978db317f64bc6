/** @jest-environment node */
/**
 * The hosts' settings written in the repository agree with the project: the
 * Node.js version (.nvmrc, package.json engines, netlify.toml) and Netlify's
 * build command and folder.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const netlifyToml = read('netlify.toml');

/** A `key = "value"` setting of netlify.toml's [section]. */
function tomlSetting(section: string, key: string): string | undefined {
  const body = netlifyToml.split(/^\[/m).find((part) => part.startsWith(`${section}]`));
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(body ?? '')?.[1];
}

const lts = read('.nvmrc').trim();

describe('the Node.js version', () => {
  it('is one LTS major in .nvmrc', () => {
    expect(lts).toMatch(/^\d+$/);
    expect(Number(lts) % 2).toBe(0); // even majors become LTS
  });

  it('is the one Netlify builds with', () => {
    expect(tomlSetting('build.environment', 'NODE_VERSION')).toBe(lts);
  });

  it('is allowed by package.json engines, as is Node 20', () => {
    const ranges = packageJson.engines.node.split('||').map((range) => range.trim());
    expect(ranges.some((range) => range.startsWith(`^${lts}.`) || range === `^${lts}`)).toBe(true);
    expect(ranges.some((range) => range.startsWith('^20.'))).toBe(true);
  });
});

describe('netlify.toml', () => {
  it('builds with an npm script of this project and publishes public/', () => {
    const command = tomlSetting('build', 'command');
    expect(command).toMatch(/^npm run [\w:-]+$/);
    expect(Object.keys(packageJson.scripts)).toContain(command?.replace('npm run ', ''));
    expect(tomlSetting('build', 'publish')).toBe('public');
  });

  it('has no redirect or header rules of its own: the build writes them from site.yaml', () => {
    expect(netlifyToml).not.toMatch(/^\s*\[\[(redirects|headers)\]\]/m);
  });
});
