/**
 * html-validate (recommended rules, exceptions in .htmlvalidate.cjs) finds
 * no error in any HTML file of public/: pages in every language, not-found
 * pages, redirect and personal pages.
 */
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import { loadSite, ROOT_DIR } from '../support/site';
import { assertBuilt, listHtmlFiles, readPublic } from './public';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS so it can hold comments
const config = require(path.join(ROOT_DIR, '.htmlvalidate.cjs')) as ConfigData;
const validator = new HtmlValidate(new StaticConfigLoader(config));

/** Fragments Gatsby keeps next to the pages for its own use: never served as documents. */
const NOT_DOCUMENTS = /^_gatsby\//;

interface Finding {
  file: string;
  message: Message;
}

function describe_(finding: Finding): string {
  const { file, message } = finding;
  return `public/${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}${
    message.selector ? `\n      at ${message.selector}` : ''
  }`;
}

let findings: Finding[] = [];
let files: string[] = [];

beforeAll(async () => {
  assertBuilt();
  files = listHtmlFiles().filter((file) => !NOT_DOCUMENTS.test(file));
  const reports = await Promise.all(
    files.map(async (file) => ({
      file,
      report: await validator.validateString(readPublic(file), `public/${file}`),
    })),
  );
  findings = reports.flatMap(({ file, report }) =>
    report.results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map((message) => ({ file, message })),
    ),
  );
});

describe('html-validate', () => {
  it('checks every page, redirect page and personal page', () => {
    const site = loadSite();
    expect(files.length).toBeGreaterThanOrEqual(
      site.localizedPages.length + site.legacyRedirects.length + site.personalSites.length,
    );
  });

  it('reports no error in any HTML file', () => {
    const errors = findings;
    if (errors.length > 0) {
      throw new Error(
        `${errors.length} html-validate error(s):\n  ${errors.map(describe_).join('\n  ')}`,
      );
    }
  });

  it('no HTML file holds a NUL character (see gatsby/output-rewrites/nul-bytes.ts)', () => {
    const withNul = listHtmlFiles().filter((file) => readPublic(file).includes('\u0000'));
    expect(withNul).toEqual([]);
  });

  it('the validator itself reports broken markup', async () => {
    const report = await validator.validateString(
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div></div></p><img src="a.png"></body></html>',
    );
    expect(report.valid).toBe(false);
  });
});
