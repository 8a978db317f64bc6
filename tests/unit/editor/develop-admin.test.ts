/** @jest-environment node */
/**
 * `npm run develop` at /admin/: it says where the editor is (npm run editor)
 * instead of Gatsby's "page not found", and the develop server says it when
 * it starts.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { CreateDevServerArgs } from 'gatsby';
import { EDITOR_ELSEWHERE, LOCAL_EDITOR_URL, onCreateDevServer } from '../../../gatsby/dev-server';

async function developServer() {
  const app = express();
  const info = jest.fn();
  await onCreateDevServer?.(
    { app, reporter: { info } } as unknown as CreateDevServerArgs,
    { plugins: [] },
    () => undefined,
  );
  app.use((_request, response) => response.status(404).send('Gatsby’s own 404'));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, info, close: () => server.close() };
}

describe('/admin/ in npm run develop', () => {
  it.each(['/admin', '/admin/', '/admin/index.html', '/admin/config.yml'])(
    '%s says where the editor is, with a link to it',
    async (address) => {
      const server = await developServer();
      try {
        const response = await fetch(`${server.base}${address}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain('npm run editor');
        expect(html).toContain(`href="${LOCAL_EDITOR_URL}"`);
      } finally {
        server.close();
      }
    },
  );

  it('leaves every other address to Gatsby', async () => {
    const server = await developServer();
    try {
      expect((await fetch(`${server.base}/administration/`)).status).toBe(404);
      expect((await fetch(`${server.base}/music/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('is said when the develop server starts', async () => {
    const server = await developServer();
    server.close();
    expect(server.info).toHaveBeenCalledWith(EDITOR_ELSEWHERE);
    expect(EDITOR_ELSEWHERE).toContain(LOCAL_EDITOR_URL);
  });
});
