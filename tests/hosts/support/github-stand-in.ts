/**
 * A stand-in for GitHub's two sign-in addresses, on this machine: the
 * authorize page (it approves at once, as GitHub does for someone who
 * approved the app before, sending the window back with a code and the
 * state; or, with `approveAtOnce` off, shows its page asking to approve,
 * as GitHub does the first time) and the access_token address (it trades a code it gave, once, for a
 * token, when the app's client id and secret are right). The sign-in handler
 * is pointed at it with GITHUB_URL_FOR_TESTS. Any other address answers an
 * empty page: a page of "another website" for the tests that need one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_APP = { clientId: 'Iv1.stand-in-app', clientSecret: 'stand-in-secret' };
/** A code the stand-in gives out but refuses to trade, as GitHub does with an expired one. */
export const REFUSED_CODE = 'code-github-refuses';

export function tokenFor(code: string): string {
  return `gho_stand_in_${code.replace(/\W/g, '_')}`;
}

export interface GitHubStandIn {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The query of each visit to the authorize page, in order. */
  authorizations: URLSearchParams[];
  /** The form of each request to the access_token address, in order. */
  exchanges: URLSearchParams[];
  /** On (the default): the authorize page sends the window back at once. */
  approveAtOnce: boolean;
  stop(): Promise<void>;
}

function json(response: http.ServerResponse, body: unknown): void {
  // GitHub answers 200 with an "error" field when it refuses a code.
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startGitHubStandIn(): Promise<GitHubStandIn> {
  const authorizations: URLSearchParams[] = [];
  const exchanges: URLSearchParams[] = [];
  const unused = new Set<string>([REFUSED_CODE]);
  let codes = 0;

  const standIn = { approveAtOnce: true };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      authorizations.push(url.searchParams);
      const callback = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== STAND_IN_APP.clientId || !callback) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such application');
        return;
      }
      if (!standIn.approveAtOnce) {
        response
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end('<!DOCTYPE html><html lang="en"><title>Authorize</title><h1>Authorize?</h1>');
        return;
      }
      codes += 1;
      const code = `code-${codes}`;
      unused.add(code);
      const back = new URL(callback);
      back.search = new URLSearchParams({
        code,
        state: url.searchParams.get('state') ?? '',
      }).toString();
      response.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void readBody(request).then((body) => {
        const form = new URLSearchParams(body);
        exchanges.push(form);
        const code = form.get('code') ?? '';
        if (
          form.get('client_id') !== STAND_IN_APP.clientId ||
          form.get('client_secret') !== STAND_IN_APP.clientSecret
        ) {
          json(response, {
            error: 'incorrect_client_credentials',
            error_description: 'The client_id and/or client_secret passed are incorrect.',
          });
        } else if (code === REFUSED_CODE || !unused.delete(code)) {
          json(response, {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          });
        } else {
          json(response, { access_token: tokenFor(code), token_type: 'bearer', scope: 'repo' });
        }
      });
      return;
    }
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end('<!DOCTYPE html><html lang="en"><title>Another website</title><p>Another website</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(standIn, {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authorizations,
    exchanges,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
