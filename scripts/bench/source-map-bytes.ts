/**
 * Where the bytes of a built script come from: its source map says which
 * module wrote each stretch of the minified file. Used by the benchmark to
 * report what the shared JavaScript is made of.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ, as in the Source Map v3 format). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64.indexOf(character);
    if (digit < 0) throw new Error(`Not a base64 VLQ digit: ${character}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

export interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Characters of the generated code per source file (unmapped stretches under '(unmapped)'). */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, count: number) =>
    totals.set(source, (totals.get(source) ?? 0) + count);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let previous: { column: number; source: string } | null = null;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (previous) add(previous.source, column - previous.column);
      else if (column > 0) add('(unmapped)', column);
      if (sourceDelta === undefined) {
        previous = { column, source: '(unmapped)' };
      } else {
        sourceIndex += sourceDelta;
        previous = { column, source: map.sources[sourceIndex] ?? '(unknown)' };
      }
    }
    if (previous) add(previous.source, lineLength - previous.column);
    else add('(unmapped)', lineLength);
  });
  return totals;
}

/** node_modules/@scope/name/… → "@scope/name"; our own files keep their path. */
export function packageOf(source: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '');
  const inModules = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules?.[1]) return inModules[1];
  return path.replace(/ \+ \d+ modules$/, '');
}
