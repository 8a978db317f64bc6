/** @jest-environment node */
/**
 * The nodes gatsby/yaml-nodes.ts makes of site.yaml and data/*.yaml: each
 * typed after its file, holding the data exactly as the validation reads it
 * (one parser, YAML 1.2), and a file with a slip reported in plain words
 * instead of a node.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { onCreateNode, shouldOnCreateNode } from '../../../gatsby/yaml-nodes';
import { onCreateNode as onCreateAnyNode } from '../../../gatsby/file-nodes';
import { readYamlData } from '../../../src/config/validate';

const ROOT = process.cwd();

/** A File node as gatsby-source-filesystem makes it, with the fields read here. */
function fileNode(source: 'config' | 'data', relativePath: string, mediaType = 'text/yaml'): Node {
  return {
    id: `file ${source} ${relativePath}`,
    parent: null,
    children: [],
    internal: { type: 'File', mediaType, contentDigest: 'file-digest', owner: 'source' },
    sourceInstanceName: source,
    relativePath,
    name: relativePath.replace(/\.ya?ml$/, ''),
  };
}

function run(node: Node, content: string, make = onCreateNode) {
  const createNode = jest.fn();
  const createParentChildLink = jest.fn();
  const panicOnBuild = jest.fn();
  const args = {
    node,
    actions: { createNode, createParentChildLink },
    loadNodeContent: () => Promise.resolve(content),
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: () => 'digest',
    reporter: { panicOnBuild },
  } as unknown as CreateNodeArgs;
  return make(args).then(() => ({ createNode, createParentChildLink, panicOnBuild }));
}

const SHIPPED = [
  ['config', 'site.yaml', 'SiteYaml'],
  ...fs
    .readdirSync(path.join(ROOT, 'data'))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => [
      'data',
      name,
      `${name.charAt(0).toUpperCase()}${name.slice(1).replace(/\.yaml$/, '')}Yaml`,
    ]),
] as Array<['config' | 'data', string, string]>;

describe('which files become YAML nodes', () => {
  it('takes the YAML files of site.yaml’s and data/’s sources only', () => {
    expect(shouldOnCreateNode({ node: fileNode('config', 'site.yaml') })).toBe(true);
    expect(shouldOnCreateNode({ node: fileNode('data', 'venues.yaml') })).toBe(true);
    expect(
      shouldOnCreateNode({ node: fileNode('data', 'images/venues/x.jpg', 'image/jpeg') }),
    ).toBe(false);
    const elsewhere = { ...fileNode('data', 'x.yaml'), sourceInstanceName: 'locale' };
    expect(shouldOnCreateNode({ node: elsewhere })).toBe(false);
  });
});

describe('the node of a YAML file', () => {
  it.each(SHIPPED)(
    '%s/%s becomes %s, holding the data the validation reads',
    async (source, file, type) => {
      const text = fs.readFileSync(path.join(ROOT, source === 'data' ? 'data' : '', file), 'utf8');
      const read = readYamlData(text);
      if (!read.ok) throw new Error(`${file} does not read`);
      const made = await run(fileNode(source, file), text, onCreateAnyNode);
      expect(made.panicOnBuild).not.toHaveBeenCalled();
      const [[node]] = made.createNode.mock.calls as [[Record<string, unknown>]];
      const { id, parent, children, internal, ...data } = node;
      expect(data).toEqual(read.data);
      expect(internal).toEqual({ type, contentDigest: 'digest' });
      expect({ id, parent, children }).toEqual({
        id: `id(${source === 'data' ? 'data/' : ''}${file} >>> YAML)`,
        parent: `file ${source} ${file}`,
        children: [],
      });
      expect(made.createParentChildLink).toHaveBeenCalledWith({
        parent: expect.objectContaining({ id: `file ${source} ${file}` }),
        child: node,
      });
    },
  );

  it('reads an unquoted date as the validation does: as text (YAML 1.2), not as a Date', async () => {
    const text = 'reviews:\n  - id: a\n    date: 2024-06-15\n';
    const made = await run(fileNode('data', 'reviews.yaml'), text);
    const [[node]] = made.createNode.mock.calls as [[{ reviews: Array<{ date: unknown }> }]];
    expect(node.reviews[0]?.date).toBe('2024-06-15');
  });
});

describe('a YAML file with a slip (saved while `gatsby develop` runs)', () => {
  it('is reported in the build’s words, at its line, and gets no node', async () => {
    const text = 'business:\n  name: Example\n\tphone: (201) 555-0147\n';
    const made = await run(fileNode('config', 'site.yaml'), text);
    expect(made.createNode).not.toHaveBeenCalled();
    expect(made.panicOnBuild).toHaveBeenCalledTimes(1);
    const [message] = made.panicOnBuild.mock.calls[0] as [string];
    expect(message).toMatch(/^✖ site\.yaml has \d+ problems?\./);
    expect(message).toMatch(/site\.yaml:3:\d+/);
    expect(message).toContain('Fix:');
    expect(message).not.toMatch(/YAMLParseError|at .*\.js:\d+/);
  });

  it('names a data file by its path in the project', async () => {
    const made = await run(fileNode('data', 'venues.yaml'), 'venues:\n  - slug: a\n  slug: b\n');
    const [message] = made.panicOnBuild.mock.calls[0] as [string];
    expect(message).toMatch(/^✖ data\/venues\.yaml has/);
  });
});
