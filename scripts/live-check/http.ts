// Plain HTTP for the live checks: one request, no redirect followed, no browser.
// A server that cannot be reached (no DNS name, refused, timed out) is told
// apart from one that answers, so that an outside service out of reach is
// "not checked" rather than a failure.

export interface Answer {
  /** The address asked. */
  url: string;
  status: number;
  /** The Location header, made absolute; null when there is none. */
  location: string | null;
  headers: Headers;
  body: string;
}

/** The server did not answer at all. */
export class Unreachable extends Error {
  constructor(
    readonly url: string,
    /** What went wrong, e.g. ENOTFOUND (no such name) or ECONNREFUSED. */
    readonly reason: string,
  ) {
    super(`${url} could not be reached (${reason})`);
  }
}

const TIMEOUT_MS = 15_000;

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer within 15 s';
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export interface Request {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function ask(url: string, request: Request = {}): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: { 'User-Agent': 'check-live (npm run check:live)', ...request.headers },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new Unreachable(url, reasonOf(error));
  }
  const location = response.headers.get('location');
  return {
    url,
    status: response.status,
    location: location === null ? null : new URL(location, url).href,
    headers: response.headers,
    body: await response.text(),
  };
}

/** The bytes of a file, for its fingerprint. */
export async function download(url: string): Promise<{ status: number; bytes: Buffer }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Unreachable(url, reasonOf(error));
  }
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

export const PERMANENT = new Set([301, 308]);

/** "301 → /music/" or "200", for the problems. */
export function describeAnswer(answer: Answer, origin: string): string {
  if (answer.location === null) return `${answer.status}`;
  const location = new URL(answer.location);
  const shown =
    location.origin === origin ? `${location.pathname}${location.search}` : answer.location;
  return `${answer.status} → ${shown}`;
}
