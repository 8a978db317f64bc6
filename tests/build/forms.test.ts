/**
 * The contact page's static HTML, in every language, carries both forms as
 * real HTML: Netlify finds them by name at deploy time and a visitor without
 * JavaScript can post them. Every field the page's script sends is declared
 * there (Netlify drops undeclared fields), the event list's too. The form library stays in the
 * contact page's own chunk.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import {
  CONTEXT_FIELDS,
  FORM_NAME_FIELD,
  HONEYPOT_FIELD,
  INQUIRY_CHECKBOXES,
  INQUIRY_LIST_FIELDS,
  INQUIRY_TEXT_FIELDS,
  QUICK_FIELDS,
} from '../../src/lib/forms/fields';
import {
  CONTACT_PATH_ATTRIBUTE,
  EVENT_LIST_COUNT_SCRIPT,
} from '../../src/lib/event-list/count-script';
import { SENT_ROWS_SCRIPT } from '../../src/lib/forms/sent-summary';
import { loadSite, pageOfKind } from '../support/site';
import { assertBuilt, fileForPath, PUBLIC_DIR, readHtml } from './public';

const site = loadSite();

function formIn(language: string, name: string): HTMLElement {
  const file = fileForPath(pageOfKind('contact', language).path);
  const form = readHtml(file).querySelector(`form[name="${name}"]`);
  if (!form) throw new Error(`No <form name="${name}"> in public/${file}`);
  return form;
}

function fieldNames(form: HTMLElement): Set<string> {
  return new Set(
    form
      .querySelectorAll('input[name], select[name], textarea[name]')
      .map((control) => control.getAttribute('name') ?? ''),
  );
}

const FORMS = {
  'event-inquiry': [...INQUIRY_TEXT_FIELDS, ...INQUIRY_CHECKBOXES, ...INQUIRY_LIST_FIELDS],
  'quick-question': [...QUICK_FIELDS],
} as const;

describe.each(site.languages)('the contact page in "%s"', (language) => {
  beforeAll(assertBuilt);
  const thankYou = pageOfKind('thank-you', language).path;

  it.each(Object.entries(FORMS))(
    'carries the %s form for Netlify and for no-JS posts',
    (name, fields) => {
      const form = formIn(language, name);
      expect({
        method: form.getAttribute('method'),
        action: form.getAttribute('action'),
        netlify: form.getAttribute('data-netlify'),
        honeypot: form.getAttribute('netlify-honeypot'),
      }).toEqual({ method: 'post', action: thankYou, netlify: 'true', honeypot: HONEYPOT_FIELD });

      const formName = form.querySelector(`input[type="hidden"][name="${FORM_NAME_FIELD}"]`);
      expect(formName?.getAttribute('value')).toBe(name);
      const languageField = form.querySelector('input[type="hidden"][name="language"]');
      expect(languageField?.getAttribute('value')).toBe(language);

      const declared = fieldNames(form);
      const sent = [...fields, ...CONTEXT_FIELDS, FORM_NAME_FIELD, HONEYPOT_FIELD];
      expect(sent.filter((field) => !declared.has(field))).toEqual([]);
    },
  );

  it.each(Object.keys(FORMS))('labels every visible control of %s', (name) => {
    const form = formIn(language, name);
    const document = readHtml(fileForPath(pageOfKind('contact', language).path));
    const unlabelled = form
      .querySelectorAll('input:not([type="hidden"]), select, textarea')
      .filter((control) => control.getAttribute('name') !== HONEYPOT_FIELD)
      .filter((control) => {
        const id = control.getAttribute('id');
        return !id || document.querySelector(`label[for="${id}"]`) === null;
      })
      .map((control) => control.getAttribute('name'));
    expect(unlabelled).toEqual([]);
  });

  it('marks the required fields for the browser, and never pre-ticks SMS consent', () => {
    const inquiry = formIn(language, 'event-inquiry');
    const required = inquiry
      .querySelectorAll('[required]')
      .map((control) => control.getAttribute('name'));
    // Email or telephone is a choice of two: only the script can ask for one of them.
    expect(required.sort()).toEqual(
      ['eventDay', 'eventMonth', 'eventType', 'eventYear', 'firstName'].sort(),
    );
    expect(inquiry.querySelector('[name="smsConsent"]')?.hasAttribute('checked')).toBe(false);
    const quick = formIn(language, 'quick-question');
    expect(quick.querySelectorAll('[required]').map((c) => c.getAttribute('name'))).toEqual([
      ...QUICK_FIELDS,
    ]);
  });
});

describe('the tab’s event list and summary, before the page runs', () => {
  beforeAll(assertBuilt);

  it.each(site.localizedPages.map((page) => [page.path, page] as const))(
    '%s counts the event list in its header, with the contact page of its language',
    (_path, page) => {
      const scripts = readHtml(fileForPath(page.path)).querySelectorAll(
        `header script[${CONTACT_PATH_ATTRIBUTE}]`,
      );
      expect(scripts).toHaveLength(1);
      expect(scripts[0]?.textContent).toBe(EVENT_LIST_COUNT_SCRIPT);
      expect(scripts[0]?.getAttribute(CONTACT_PATH_ATTRIBUTE)).toBe(
        pageOfKind('contact', page.language).path,
      );
    },
  );

  it.each(site.languages)('the thank-you page keeps room for what was sent (%s)', (language) => {
    const html = readHtml(fileForPath(pageOfKind('thank-you', language).path));
    expect(html.querySelectorAll('main script').map((script) => script.textContent)).toEqual([
      SENT_ROWS_SCRIPT,
    ]);
  });
});

describe('the form library', () => {
  beforeAll(assertBuilt);

  /** Text that only final-form and react-final-form contain. */
  const MARKERS = ['lastSubmittedValues', 'must be used inside of a <Form> component'];

  it('is only in the contact page’s chunk, never in the shared ones', () => {
    const stats = JSON.parse(
      fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8'),
    ) as { assetsByChunkName: Record<string, string[]> };
    // The chunks of this build (public/ may still hold files of earlier builds).
    const scripts = [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((file) =>
      file.endsWith('.js'),
    );
    const withLibrary = scripts.filter((file) => {
      const code = fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8');
      return MARKERS.some((marker) => code.includes(marker));
    });
    expect(withLibrary).toHaveLength(1);
    expect(withLibrary[0]).toMatch(/^component---src-templates-contact-page-tsx-/);

    const shared = stats.assetsByChunkName.app ?? [];
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.some((file) => withLibrary.includes(file))).toBe(false);
  });
});
