/**
 * Sends a submission to the form host named in site.yaml:
 * - netlify: a URL-encoded POST to the page's own path, as Netlify Forms
 *   expects from JavaScript (the host answers 200);
 * - endpoint: a JSON POST to the configured https address.
 * Anything but a 2xx answer, or no answer at all, is a failure; so is an
 * answer that takes longer than SUBMIT_TIMEOUT_MS, so that the visitor is
 * never left with a busy button.
 */
import { toJson, toUrlEncoded, type Envelope } from './encode';

export type FormProvider = { provider: 'netlify' } | { provider: 'endpoint'; endpoint: string };

export class SubmissionError extends Error {
  override readonly name = 'SubmissionError';
  constructor(
    message: string,
    /** The HTTP status, or null when the request never got an answer. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** How long a submission may wait for the form host before it counts as failed. */
export const SUBMIT_TIMEOUT_MS = 15_000;

export interface SubmitOptions {
  provider: FormProvider;
  /** The path of the page the form is on, e.g. /es/contact/ (Netlify's target). */
  pagePath: string;
  envelope: Envelope;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export async function submitForm({
  provider,
  pagePath,
  envelope,
  fetch: send = fetch,
  timeoutMs = SUBMIT_TIMEOUT_MS,
}: SubmitOptions): Promise<void> {
  // A filled trap means a bot: it is "thanked" without anything being sent
  // (Netlify would quietly drop it too).
  if (provider.provider === 'endpoint' && (envelope.honeypot ?? '') !== '') return;

  const request: [string, RequestInit] =
    provider.provider === 'netlify'
      ? [
          pagePath,
          {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              Accept: 'application/json',
            },
            body: toUrlEncoded(envelope),
          },
        ]
      : [
          provider.endpoint,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: toJson(envelope),
          },
        ];

  let response: Response;
  try {
    response = await withTimeout(timeoutMs, (signal) =>
      send(request[0], { ...request[1], signal }),
    );
  } catch (error) {
    throw new SubmissionError(error instanceof Error ? error.message : String(error), null);
  }
  if (!response.ok) {
    throw new SubmissionError(`The form host answered ${response.status}`, response.status);
  }
}

/**
 * The request, aborted after `timeoutMs`. The timer also settles the race by
 * itself, so a request that ignores the abort cannot hang the form either.
 */
async function withTimeout(
  timeoutMs: number,
  start: (signal: AbortSignal) => Promise<Response>,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`No answer from the form host within ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([start(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
