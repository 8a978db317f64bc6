import path from 'node:path';
import { contentPath } from '../../support/content-reads';
import { ANY_CONTENT, parseRecord, recordLine, testsReading } from '../../support/content-record';

const record = [
  recordLine('tests/unit/a.test.ts', 'site.yaml'),
  recordLine('tests/unit/a.test.ts', 'src/locales/en/common.json'),
  recordLine('tests/unit/gallery.test.ts', 'data/images/gallery'),
  recordLine('tests/unit/copy.test.ts', 'src'),
  recordLine('tests/unit/whole.test.ts', '.'),
  recordLine('tests/unit/cli.test.ts', ANY_CONTENT),
  recordLine('tests/unit/gobo.test.ts', 'src/locales/en/gobo-designer.json'),
  // The record of an older run: a test file alone, without what it read.
  'tests/unit/old.test.ts',
  '',
].join('\n');

describe('the record of which unit tests read which content', () => {
  const reads = parseRecord(record);

  it('keeps every path each test read, once', () => {
    expect(reads.get('tests/unit/a.test.ts')).toEqual(
      new Set(['site.yaml', 'src/locales/en/common.json']),
    );
    expect(reads.size).toBe(7);
  });

  it('selects the tests that read a changed file, a folder around it, or anything', () => {
    expect(testsReading(reads, ['data/images/gallery/new-photo.jpg'])).toEqual([
      'tests/unit/cli.test.ts',
      'tests/unit/gallery.test.ts',
      'tests/unit/old.test.ts',
      'tests/unit/whole.test.ts',
    ]);
    expect(testsReading(reads, ['src/locales/es/common.json'])).toEqual([
      'tests/unit/cli.test.ts',
      'tests/unit/copy.test.ts',
      'tests/unit/old.test.ts',
      'tests/unit/whole.test.ts',
    ]);
  });

  it('leaves out the tests that read only what did not change', () => {
    const selected = testsReading(reads, ['site.yaml']);
    expect(selected).toContain('tests/unit/a.test.ts');
    expect(selected).not.toContain('tests/unit/gobo.test.ts');
    expect(selected).not.toContain('tests/unit/gallery.test.ts');
  });

  it('does not take a path for a folder of a longer name', () => {
    expect(testsReading(reads, ['data/images/gallery-old/photo.jpg'])).not.toContain(
      'tests/unit/gallery.test.ts',
    );
  });

  it('selects nothing when nothing changed', () => {
    expect(testsReading(reads, [])).toEqual([]);
  });
});

describe('what counts as reading the content', () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const at = (...parts: string[]) => path.join(root, ...parts);

  it('a file or folder of the content, or a folder of the project holding some', () => {
    expect(contentPath(at('site.yaml'))).toBe('site.yaml');
    expect(contentPath(at('data', 'venues.yaml'))).toBe('data/venues.yaml');
    expect(contentPath(at('src', 'locales', 'es'))).toBe('src/locales/es');
    expect(contentPath(at('src'))).toBe('src');
    expect(contentPath(root)).toBe('.');
  });

  it('not the project’s code, nor a folder above the project', () => {
    expect(contentPath(at('src', 'components'))).toBeNull();
    expect(contentPath(at('package.json'))).toBeNull();
    expect(contentPath(path.dirname(root))).toBeNull();
    expect(contentPath(path.parse(root).root)).toBeNull();
  });
});
