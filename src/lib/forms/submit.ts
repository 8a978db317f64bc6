/**
 * Sends a submission to the form host named in site.yaml:
 * - netlify: a URL-encoded POST to the page's own path, as Netlify Forms
 *   expects from JavaScript (the host answers 200);
 * - endpoint: a JSON POST to the configured https address.
 * Anything but a 2xx answer, or no answer at all, is a failure.
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

export interface SubmitOptions {
  provider: FormProvider;
  /** The path of the page the form is on, e.g. /es/contact/ (Netlify's target). */
  pagePath: string;
  envelope: Envelope;
  fetch?: typeof fetch;
}

export async function submitForm({
  provider,
  pagePath,
  envelope,
  fetch: send = fetch,
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
    response = await send(...request);
  } catch (error) {
    throw new SubmissionError(error instanceof Error ? error.message : String(error), null);
  }
  if (!response.ok) {
    throw new SubmissionError(`The form host answered ${response.status}`, response.status);
  }
}
