import fs from 'node:fs';
import path from 'node:path';

/** Writes `file` (a path inside `dir`, folders made as needed) with `bytes` bytes of filler. */
export function writeSizedFile(dir: string, file: string, bytes: number): void {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
}
