/**
 * Cloudflare Pages answers an unknown address with the nearest 404.html up
 * the folder tree. Gatsby writes each language's not-found page as
 * es/404/index.html, so a copy at es/404.html is what makes /es/… answer in
 * Spanish (without it, Cloudflare falls back to the English /404.html).
 */
import fs from 'node:fs';
import path from 'node:path';

/** es/404.html for each language other than the default (which lives at the root). */
export function notFoundCopies(
  languages: readonly string[],
  defaultLanguage: string,
): Array<{ from: string; to: string }> {
  return languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => ({
      from: path.posix.join(language, '404', 'index.html'),
      to: path.posix.join(language, '404.html'),
    }));
}

export function writeNotFoundCopies(
  dir: string,
  copies: ReadonlyArray<{ from: string; to: string }>,
): void {
  for (const { from, to } of copies) {
    const source = path.join(dir, from);
    if (!fs.existsSync(source)) {
      throw new Error(
        `The not-found page ${from} is missing from ${dir}, so it cannot be copied to ${to}.`,
      );
    }
    fs.copyFileSync(source, path.join(dir, to));
  }
}
