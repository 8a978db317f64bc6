/**
 * What `npm run develop` serves that the build writes after the pages:
 *   - the browser editor is not built (the build writes it into
 *     public/admin/; `npm run editor` runs it on this working tree, with its
 *     own server to save through). Rather than Gatsby's "page not found",
 *     /admin/ says where the editor is, and so does the develop server when
 *     it starts;
 *   - the contact form's venue list (/venues.json) is answered from
 *     site.yaml as it is at each request, so an edited venue shows at once.
 *     It is set up before Gatsby serves public/ (developMiddleware in
 *     gatsby-config.ts), so the list of an earlier build never answers.
 */
import type { GatsbyNode } from 'gatsby';
import type { Express, NextFunction, Request, Response } from 'express';
import { VENUE_LIST_FILE } from '../src/components/ContactForm/venue-list';
import { validateProjectConfig } from '../src/config/project';
import { EDITOR_PATH, LOCAL_EDITOR_PORT } from '../src/config/editor-path';
import { venueListJson } from './site-files/venue-list';

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

/** /venues.json from site.yaml as it is now; while the file is broken, the develop server's own message stands. */
function venueListOfSiteYaml(request: Request, response: Response, next: NextFunction): void {
  const checked = validateProjectConfig(process.cwd());
  if (!checked.ok) {
    next();
    return;
  }
  response.type('json').send(venueListJson(checked.config.venues));
}

/** gatsby-config's developMiddleware: runs before Gatsby serves the files of public/. */
export function developMiddleware(app: Express): void {
  app.get(`/${VENUE_LIST_FILE}`, venueListOfSiteYaml);
}
