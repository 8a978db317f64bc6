/** @jest-environment node */
import type { Envelope } from '../../../src/lib/forms/encode';
import { unknownVisitSource } from '../../../src/lib/forms/inquiry-source';
import { SUBMIT_TIMEOUT_MS, SubmissionError, submitForm } from '../../../src/lib/forms/submit';

const ENVELOPE: Envelope = {
  formName: 'quick-question',
  fields: [
    ['name', 'Ana'],
    ['email', 'ana@example.com'],
    ['message', 'Hi'],
  ],
  context: { language: 'it', referrer: '', sentFrom: '/it/contact/', ...unknownVisitSource() },
};

function fakeFetch(answer: Response | Error) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('submitForm', () => {
  it('posts URL-encoded to the page itself for Netlify Forms', async () => {
    const send = fakeFetch(new Response('', { status: 200 }));
    await submitForm({
      provider: { provider: 'netlify' },
      pagePath: '/it/contact/',
      envelope: ENVELOPE,
      fetch: send,
    });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('/it/contact/');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toMatchObject({
      'form-name': 'quick-question',
      name: 'Ana',
      language: 'it',
    });
  });

  it('posts JSON to the configured endpoint', async () => {
    const send = fakeFetch(new Response('{"ok":true}', { status: 200 }));
    await submitForm({
      provider: { provider: 'endpoint', endpoint: 'https://forms.example.com/f/abc' },
      pagePath: '/contact/',
      envelope: ENVELOPE,
      fetch: send,
    });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('https://forms.example.com/f/abc');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ form: 'quick-question', name: 'Ana' });
  });

  it('fails with the status when the host answers anything but 2xx', async () => {
    const send = fakeFetch(new Response('oops', { status: 500 }));
    const sending = submitForm({
      provider: { provider: 'netlify' },
      pagePath: '/contact/',
      envelope: ENVELOPE,
      fetch: send,
    });
    await expect(sending).rejects.toBeInstanceOf(SubmissionError);
    await expect(sending).rejects.toMatchObject({ status: 500 });
  });

  it('fails without a status when the request never gets an answer', async () => {
    const sending = submitForm({
      provider: { provider: 'netlify' },
      pagePath: '/contact/',
      envelope: ENVELOPE,
      fetch: fakeFetch(new TypeError('Failed to fetch')),
    });
    await expect(sending).rejects.toMatchObject({ status: null, message: 'Failed to fetch' });
  });

  describe('a host that never answers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('fails without a status after SUBMIT_TIMEOUT_MS, and aborts the request', async () => {
      let signal: AbortSignal | undefined;
      // Ignores the abort on purpose: the form must not hang even then.
      const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>((_, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      });
      const outcome = submitForm({
        provider: { provider: 'netlify' },
        pagePath: '/contact/',
        envelope: ENVELOPE,
        fetch: send,
      }).catch((error: unknown) => error);

      await jest.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);

      const error = await outcome;
      expect(error).toBeInstanceOf(SubmissionError);
      expect((error as SubmissionError).status).toBeNull();
      expect(signal?.aborted).toBe(true);
      expect(SUBMIT_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
      expect(SUBMIT_TIMEOUT_MS).toBeLessThanOrEqual(20_000);
    });

    it('leaves no timer behind when the host answers in time', async () => {
      await submitForm({
        provider: { provider: 'netlify' },
        pagePath: '/contact/',
        envelope: ENVELOPE,
        fetch: fakeFetch(new Response('', { status: 200 })),
      });
      expect(jest.getTimerCount()).toBe(0);
    });
  });

  it('sends nothing to an endpoint when a bot filled in the trap', async () => {
    const send = fakeFetch(new Response('', { status: 200 }));
    await submitForm({
      provider: { provider: 'endpoint', endpoint: 'https://forms.example.com/f/abc' },
      pagePath: '/contact/',
      envelope: { ...ENVELOPE, honeypot: 'http://spam.example' },
      fetch: send,
    });
    expect(send).not.toHaveBeenCalled();
  });
});
