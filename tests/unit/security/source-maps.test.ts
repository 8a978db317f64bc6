/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyScript } from '../../../gatsby/editor/build-editor';
import {
  moveSourceMaps,
  PRODUCTION_DEVTOOL,
  sourceMapCommentOf,
  withoutSourceMapComment,
} from '../../../gatsby/site-files/source-maps';
import { BuiltSite, sourcesOf } from '../../../scripts/bench/measure-bytes';

function inTemporaryFolder(test: (dir: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-maps-'));
  try {
    test(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the production JavaScript’s source maps', () => {
  it('are named by no script (webpack writes no sourceMappingURL comment)', () => {
    expect(PRODUCTION_DEVTOOL).toBe('hidden-source-map');
  });
});

describe('source-map comments', () => {
  it('finds and removes the comment on a script’s last line, keeping the code', () => {
    const code = 'var a=1;\n//# sourceMappingURL=103.decap-cms.js.map';
    expect(sourceMapCommentOf(code)).toBe('103.decap-cms.js.map');
    expect(withoutSourceMapComment(code)).toBe('var a=1;\n');
    expect(sourceMapCommentOf(withoutSourceMapComment(code))).toBeUndefined();
  });

  it('knows the older //@ form, the CSS form and a trailing newline', () => {
    expect(sourceMapCommentOf('a()\n//@ sourceMappingURL=a.js.map\n')).toBe('a.js.map');
    expect(sourceMapCommentOf('a{}\n/*# sourceMappingURL=a.css.map */')).toBe('a.css.map');
    expect(withoutSourceMapComment('a{}\n/*# sourceMappingURL=a.css.map */\n')).toBe('a{}\n');
  });

  it('leaves a script alone when the words are only part of its code', () => {
    const code = 'const s="//# sourceMappingURL=x.map";\nrun(s);';
    expect(sourceMapCommentOf(code)).toBeUndefined();
    expect(withoutSourceMapComment(code)).toBe(code);
  });
});

describe('copying a package’s prebuilt script', () => {
  it('keeps every byte but the source-map comment', () => {
    inTemporaryFolder((dir) => {
      const code = Buffer.concat([
        Buffer.from('var s="caf\u00e9 \u{1F3B5}";', 'utf8'),
        Buffer.from([0xff]), // not UTF-8: copied as it is all the same
        Buffer.from(';\n//# sourceMappingURL=decap-cms.js.map\n'),
      ]);
      fs.writeFileSync(path.join(dir, 'in.js'), code);
      copyScript(path.join(dir, 'in.js'), path.join(dir, 'out.js'));
      const copied = fs.readFileSync(path.join(dir, 'out.js'));
      expect(copied.equals(code.subarray(0, code.indexOf('//#')))).toBe(true);
    });
  });
});

describe('moveSourceMaps', () => {
  it('takes the maps out of the built site, in place of an earlier build’s', () => {
    inTemporaryFolder((dir) => {
      const site = path.join(dir, 'public');
      const maps = path.join(dir, '.cache', 'source-maps');
      fs.mkdirSync(site);
      fs.mkdirSync(maps, { recursive: true });
      fs.writeFileSync(path.join(maps, 'old-1111.js.map'), '{}');
      fs.writeFileSync(path.join(site, 'app-2222.js'), 'a()');
      fs.writeFileSync(
        path.join(site, 'app-2222.js.map'),
        '{"sources":["webpack://x/./src/a.ts"]}',
      );
      expect(moveSourceMaps(site, maps)).toBe(1);
      expect(fs.readdirSync(site)).toEqual(['app-2222.js']);
      expect(fs.readdirSync(maps)).toEqual(['app-2222.js.map']);
      // Where the byte-budget test and the benchmark still find them.
      expect(sourcesOf(new BuiltSite(site), 'app-2222.js')).toEqual(['src/a.ts']);
    });
  });

  it('name packages the same in a worktree whose node_modules is a link to another checkout', () => {
    inTemporaryFolder((dir) => {
      const site = path.join(dir, 'public');
      fs.mkdirSync(site);
      const sources = [
        'webpack://site/../main/node_modules/react-dom/index.js',
        'webpack://site/./node_modules/react/index.js',
        'webpack://site/./src/a.ts',
      ];
      fs.writeFileSync(path.join(site, 'f-1.js.map'), JSON.stringify({ sources }));
      expect(sourcesOf(new BuiltSite(site), 'f-1.js')).toEqual([
        'node_modules/react-dom/index.js',
        'node_modules/react/index.js',
        'src/a.ts',
      ]);
    });
  });
});
