/** @jest-environment node */
import {
  detectForms,
  handleFormPost,
  registerForms,
  successLocation,
  type FormPost,
  type SuccessPages,
} from '../../../scripts/static-host/forms';

const PAGES: SuccessPages = {
  defaultLanguage: 'en',
  byLanguage: { en: '/thank-you/', es: '/es/thank-you/', it: '/it/thank-you/' },
};

const HTML = `<html><body>
  <form name="event-inquiry" method="post" data-netlify="true" netlify-honeypot="bot-field">
    <input type="hidden" name="form-name" value="event-inquiry">
    <input name="bot-field"><input name="firstName"><select name="state"></select>
    <textarea name="message"></textarea><input type="checkbox" name="smsConsent" value="yes">
  </form>
  <form name="legacy" netlify><input name="q"></form>
  <form name="search" action="/search/"><input name="q"></form>
  <form data-netlify="true"><input name="unnamed"></form>
</body></html>`;

describe('detectForms', () => {
  it('finds the forms Netlify would: named, with data-netlify="true" or netlify', () => {
    const forms = detectForms(HTML);
    expect(forms.map((form) => form.name)).toEqual(['event-inquiry', 'legacy']);
    expect([...(forms[0]?.fields ?? [])].sort()).toEqual(
      ['bot-field', 'firstName', 'form-name', 'message', 'smsConsent', 'state'].sort(),
    );
    expect(forms[0]?.honeypot).toBe('bot-field');
    expect(forms[1]?.honeypot).toBeNull();
  });

  it('adds up the fields of one form found on several pages', () => {
    const registry = registerForms([
      ...detectForms('<form name="f" data-netlify="true"><input name="a"></form>'),
      ...detectForms(
        '<form name="f" data-netlify="true" netlify-honeypot="h"><input name="b"></form>',
      ),
    ]);
    expect([...(registry.get('f')?.fields ?? [])].sort()).toEqual(['a', 'b']);
    expect(registry.get('f')?.honeypot).toBe('h');
  });
});

describe('handleFormPost', () => {
  const forms = registerForms(detectForms(HTML));
  const post = (changes: Partial<FormPost>): FormPost => ({
    path: '/contact/',
    fields: [
      ['form-name', 'event-inquiry'],
      ['firstName', 'Ana'],
      ['message', 'Hi'],
      ['bot-field', ''],
    ],
    isNavigation: false,
    forms,
    successPages: PAGES,
    now: new Date('2026-11-23T12:00:00Z'),
    ...changes,
  });

  it('keeps a submission as a record without the host-only fields', () => {
    expect(handleFormPost(post({}))).toEqual({
      kind: 'accepted',
      record: {
        receivedAt: '2026-11-23T12:00:00.000Z',
        form: 'event-inquiry',
        path: '/contact/',
        fields: { firstName: 'Ana', message: 'Hi' },
      },
      dropped: [],
      response: { status: 200 },
    });
  });

  it('sends a browser navigation on with 303', () => {
    const outcome = handleFormPost(post({ path: '/es/contact/', isNavigation: true }));
    expect(outcome).toMatchObject({ response: { status: 303, location: '/es/thank-you/' } });
  });

  it('drops undeclared fields and reports them', () => {
    const outcome = handleFormPost(
      post({
        fields: [
          ['form-name', 'event-inquiry'],
          ['firstName', 'Ana'],
          ['admin', 'yes'],
        ],
      }),
    );
    expect(outcome).toMatchObject({
      record: { fields: { firstName: 'Ana' } },
      dropped: ['admin'],
    });
  });

  it('accepts a filled honeypot without keeping anything', () => {
    const outcome = handleFormPost(
      post({
        fields: [
          ['form-name', 'event-inquiry'],
          ['bot-field', 'spam'],
        ],
      }),
    );
    expect(outcome).toMatchObject({ kind: 'accepted', record: null, response: { status: 200 } });
  });

  it('tells posts without a form name and unknown forms apart', () => {
    expect(handleFormPost(post({ fields: [['q', 'x']] }))).toEqual({ kind: 'not-a-form' });
    expect(handleFormPost(post({ fields: [['form-name', 'search']] }))).toEqual({
      kind: 'unknown-form',
      name: 'search',
    });
  });
});

describe('successLocation', () => {
  it("keeps a post made to a thank-you page there (the form's action)", () => {
    expect(successLocation('/it/thank-you/', 'es', PAGES)).toBe('/it/thank-you/');
  });

  it('otherwise picks the thank-you page of the language field, then of the path', () => {
    expect(successLocation('/contact/', 'es', PAGES)).toBe('/es/thank-you/');
    expect(successLocation('/it/contact/', undefined, PAGES)).toBe('/it/thank-you/');
    expect(successLocation('/it/contact/', 'xx', PAGES)).toBe('/it/thank-you/');
    expect(successLocation('/contact/', undefined, PAGES)).toBe('/thank-you/');
  });

  it("accepts only the site's languages, not an object's built-in names", () => {
    for (const posted of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(successLocation('/contact/', posted, PAGES)).toBe('/thank-you/');
      expect(successLocation(`/${posted}/contact/`, undefined, PAGES)).toBe('/thank-you/');
    }
  });

  it('goes back to the page posted to when no thank-you pages are known', () => {
    expect(successLocation('/contact/', 'es', null)).toBe('/contact/');
  });
});
