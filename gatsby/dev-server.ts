/**
 * `npm run develop` does not build the browser editor (the build writes it
 * into public/admin/ after the pages; `npm run editor` runs it on this
 * working tree, with its own server to save through). Rather than Gatsby's
 * "page not found", /admin/ says where the editor is, and so does the
 * develop server when it starts.
 */
import type { GatsbyNode } from 'gatsby';
import type { Express, Request, Response } from 'express';
import { EDITOR_PATH, LOCAL_EDITOR_PORT } from './editor/editor-path';

/** The editor's address when `npm run editor` runs with its default port. */
export const LOCAL_EDITOR_URL = `http://127.0.0.1:${LOCAL_EDITOR_PORT}${EDITOR_PATH}`;

export const EDITOR_ELSEWHERE = `The browser editor is not part of npm run develop: run npm run editor in another terminal and open ${LOCAL_EDITOR_URL} (it edits this working tree).`;

function editorElsewherePage(_request: Request, response: Response): void {
  response
    .status(200)
    .type('html')
    .send(
      [
        '<!doctype html>',
        '<html lang="en">',
        '<meta charset="utf-8">',
        '<title>The editor runs with npm run editor</title>',
        '<h1>The editor runs with <code>npm run editor</code></h1>',
        `<p>${EDITOR_ELSEWHERE.replace(LOCAL_EDITOR_URL, `<a href="${LOCAL_EDITOR_URL}">${LOCAL_EDITOR_URL}</a>`)}</p>`,
        '',
      ].join('\n'),
    );
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }) => {
  const base = EDITOR_PATH.replace(/\/$/, '');
  (app as Express).get([base, `${base}/`, `${base}/*`], editorElsewherePage);
  reporter.info(EDITOR_ELSEWHERE);
};
