/** @jest-environment node */
/**
 * The Locale nodes gatsby/locale-nodes.ts makes of the translation files:
 * the shape the page queries read (language, ns, data), the ids the page
 * contexts list (the same in every checkout), and a broken file reported in
 * plain words instead of a node.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import { LOCALE_SOURCE_NAME, onCreateNode, shouldOnCreateNode } from '../../../gatsby/locale-nodes';

const LOCALES = path.join(process.cwd(), 'src', 'locales');

interface FileNodeOptions {
  language: string;
  name: string;
  source?: string;
  mediaType?: string;
  type?: string;
}

/** A File node as gatsby-source-filesystem makes it, with the fields read here. */
function fileNode({
  language,
  name,
  source = LOCALE_SOURCE_NAME,
  mediaType = 'application/json',
  type = 'File',
}: FileNodeOptions): Node {
  return {
    id: `file-${language}-${name}`,
    parent: null,
    children: [],
    internal: { type, mediaType, contentDigest: 'file-digest', owner: 'gatsby-source-filesystem' },
    sourceInstanceName: source,
    absolutePath: path.join(LOCALES, language, `${name}.json`),
    relativePath: `${language}/${name}.json`,
    relativeDirectory: language,
    name,
  };
}

function runOnCreateNode(node: Node, content: string) {
  const createNode = jest.fn();
  const createParentChildLink = jest.fn();
  const panicOnBuild = jest.fn();
  const log = jest.fn();
  const args = {
    node,
    actions: { createNode, createParentChildLink },
    loadNodeContent: () => Promise.resolve(content),
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: (data: string) => `digest of ${data.length} characters`,
    reporter: { panicOnBuild, log },
  } as unknown as CreateNodeArgs;
  return { run: () => onCreateNode(args), createNode, createParentChildLink, panicOnBuild, log };
}

function shippedText(language: string, name: string): string {
  return fs.readFileSync(path.join(LOCALES, language, `${name}.json`), 'utf8');
}

describe('which nodes become Locale nodes', () => {
  it('takes the JSON files of the locale source only', () => {
    expect(shouldOnCreateNode({ node: fileNode({ language: 'es', name: 'home' }) })).toBe(true);
    expect(
      shouldOnCreateNode({ node: fileNode({ language: 'es', name: 'home', source: 'data' }) }),
    ).toBe(false);
    expect(
      shouldOnCreateNode({
        node: fileNode({ language: 'es', name: 'notes', mediaType: 'text/markdown' }),
      }),
    ).toBe(false);
    expect(
      shouldOnCreateNode({ node: fileNode({ language: 'es', name: 'home', type: 'HomeYaml' }) }),
    ).toBe(false);
  });

  it('makes nothing of a file of another source', async () => {
    const call = runOnCreateNode(fileNode({ language: 'es', name: 'home', source: 'data' }), '{}');
    await call.run();
    expect(call.createNode).not.toHaveBeenCalled();
    expect(call.panicOnBuild).not.toHaveBeenCalled();
  });
});

describe('the Locale node of a translation file', () => {
  it('holds its language, namespace and compact texts, with the id page contexts list', async () => {
    const file = fileNode({ language: 'it', name: 'music' });
    const text = '{\n  "meta": { "title": "Musica" },\n  "points": ["Uno", "Due"]\n}\n';
    const call = runOnCreateNode(file, text);

    await call.run();

    const data = '{"meta":{"title":"Musica"},"points":["Uno","Due"]}';
    const expectedNode = {
      id: 'id(src/locales/it/music.json >>> Locale)',
      parent: 'file-it-music',
      children: [],
      language: 'it',
      ns: 'music',
      data,
      fileAbsolutePath: path.join(LOCALES, 'it', 'music.json'),
      internal: { type: 'Locale', contentDigest: `digest of ${data.length} characters` },
    };
    expect(call.createNode.mock.calls).toEqual([[expectedNode]]);
    expect(call.createParentChildLink.mock.calls).toEqual([
      [{ parent: file, child: expectedNode }],
    ]);
    expect(call.panicOnBuild).not.toHaveBeenCalled();
  });

  it('has the same id in every checkout: page data must not change with the folder built in', async () => {
    const idIn = async (folder: string) => {
      const file = {
        ...fileNode({ language: 'es', name: 'home' }),
        // gatsby-source-filesystem makes a File node's id from its absolute path.
        id: `file at ${folder}/src/locales/es/home.json`,
        absolutePath: path.join(folder, 'src', 'locales', 'es', 'home.json'),
      };
      const call = runOnCreateNode(file, '{"heading":"Hola"}');
      await call.run();
      return (call.createNode.mock.calls as [[{ id: string }]])[0][0].id;
    };
    expect(await idIn('/srv/checkout-a/site')).toBe(await idIn('/srv/builds/site-2'));
  });

  it.each(['en', 'es', 'it'])(
    'gives every shipped %s file the same data as JSON.stringify(JSON.parse(file)), key order included',
    async (language) => {
      const names = fs
        .readdirSync(path.join(LOCALES, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''));
      expect(names.length).toBeGreaterThanOrEqual(19);
      for (const name of names) {
        const text = shippedText(language, name);
        const call = runOnCreateNode(fileNode({ language, name }), text);
        await call.run();
        const [[created]] = call.createNode.mock.calls as [[{ data: string }]];
        expect({ name, data: created.data }).toEqual({
          name,
          data: JSON.stringify(JSON.parse(text)),
        });
      }
    },
  );

  it('reads a file saved with a byte-order mark', async () => {
    const call = runOnCreateNode(fileNode({ language: 'es', name: 'x' }), '\uFEFF{"a":"b"}');
    await call.run();
    expect(call.createNode).toHaveBeenCalledWith(expect.objectContaining({ data: '{"a":"b"}' }));
  });
});

describe('a broken translation file', () => {
  it('is reported at its line, with the fix, and gets no node', async () => {
    const text = '{\n  "heading": "Hola",\n  "intro": "Bienvenidos",\n}\n';
    const call = runOnCreateNode(fileNode({ language: 'es', name: 'home' }), text);

    await call.run();

    expect(call.createNode).not.toHaveBeenCalled();
    expect(call.createParentChildLink).not.toHaveBeenCalled();
    expect(call.panicOnBuild).toHaveBeenCalledTimes(1);
    const [message] = call.panicOnBuild.mock.calls[0] as [string];
    expect(message).toContain('✖ src/locales/es/home.json has 1 problem. Nothing was built.');
    expect(message).toMatch(/src\/locales\/es\/home\.json:3:\d+/);
    expect(message).toContain('Fix:     Remove the comma at the end of line 3');
    expect(message).not.toMatch(/SyntaxError|JSON\.parse|Unexpected token/);
  });

  it('is reported in the build’s words while gatsby develop runs, which goes on without it', async () => {
    const text = '{\n  "heading": "Hola",\n  "intro": "Bienvenidos",\n}\n';
    const built = runOnCreateNode(fileNode({ language: 'es', name: 'home' }), text);
    await built.run();
    const [buildMessage] = built.panicOnBuild.mock.calls[0] as [string];

    const previous = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = 'develop';
    try {
      const call = runOnCreateNode(fileNode({ language: 'es', name: 'home' }), text);
      await call.run();
      expect(call.createNode).not.toHaveBeenCalled();
      expect(call.panicOnBuild).not.toHaveBeenCalled();
      const [message] = call.log.mock.calls[0] as [string];
      expect(message).toContain(
        '✖ src/locales/es/home.json has 1 problem. npm run develop leaves it out until it is fixed',
      );
      expect(message).not.toContain('Nothing was built');
      // Everything after the first line is the build's report, word for word.
      const rest = (report: string) => report.trim().split('\n').slice(1).join('\n');
      expect(rest(message)).toBe(rest(buildMessage));
    } finally {
      if (previous === undefined) delete process.env.gatsby_executing_command;
      else process.env.gatsby_executing_command = previous;
    }
  });

  it('is reported when it holds something other than texts', async () => {
    const call = runOnCreateNode(fileNode({ language: 'it', name: 'home' }), '{ "count": 5 }');
    await call.run();
    expect(call.createNode).not.toHaveBeenCalled();
    expect(call.panicOnBuild.mock.calls[0]?.[0]).toMatch(/the number 5, not a text/);
  });
});
