/** @jest-environment node */
import type { Envelope } from '../../../src/lib/forms/encode';
import { SubmissionError, submitForm } from '../../../src/lib/forms/submit';

const ENVELOPE: Envelope = {
  formName: 'quick-question',
  fields: [
    ['name', 'Ana'],
    ['email', 'ana@example.com'],
    ['message', 'Hi'],
  ],
  context: { language: 'it', referrer: '' },
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
