/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyScript } from '../../../gatsby/editor/build-editor';
import {
  productionDevtool,
  sourceMapCommentOf,
  SOURCE_MAPS_VARIABLE,
  withoutSourceMapComment,
} from '../../../gatsby/site-files/source-maps';
import { moveSourceMaps } from '../../../scripts/bench/source-map-bytes';

describe('productionDevtool', () => {
  it('writes no source maps for a deploy', () => {
    expect(productionDevtool({})).toBe(false);
    expect(productionDevtool({ [SOURCE_MAPS_VARIABLE]: '1' })).toBe(false);
  });

  it('writes maps no script names for the benchmark, which asks for them', () => {
    expect(productionDevtool({ [SOURCE_MAPS_VARIABLE]: 'hidden' })).toBe('hidden-source-map');
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-script-'));
    try {
      const code = Buffer.concat([
        Buffer.from('var s="caf\u00e9 \u{1F3B5}";', 'utf8'),
        Buffer.from([0xff]), // not UTF-8: copied as it is all the same
        Buffer.from(';\n//# sourceMappingURL=decap-cms.js.map\n'),
      ]);
      fs.writeFileSync(path.join(dir, 'in.js'), code);
      copyScript(path.join(dir, 'in.js'), path.join(dir, 'out.js'));
      const copied = fs.readFileSync(path.join(dir, 'out.js'));
      expect(copied.equals(code.subarray(0, code.indexOf('//#')))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('moveSourceMaps (the benchmark)', () => {
  it('takes the maps out of the built site, in place of an earlier build’s', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-maps-'));
    try {
      const site = path.join(dir, 'public');
      const maps = path.join(dir, 'maps');
      fs.mkdirSync(site);
      fs.mkdirSync(maps);
      fs.writeFileSync(path.join(maps, 'old-1111.js.map'), '{}');
      fs.writeFileSync(path.join(site, 'app-2222.js'), 'a()');
      fs.writeFileSync(path.join(site, 'app-2222.js.map'), '{}');
      expect(moveSourceMaps(site, maps)).toBe(1);
      expect(fs.readdirSync(site)).toEqual(['app-2222.js']);
      expect(fs.readdirSync(maps)).toEqual(['app-2222.js.map']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
