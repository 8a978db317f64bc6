/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The two contact forms as a visitor uses them, rendered through the i18n
 * plugin with the real contact.json: messages on leaving a field and on
 * submit (never while typing), tied to their field, focus on the first
 * problem with a summary, the draft, the marks that the checks decide,
 * the optional answers' group, the event list (from the address and the
 * tab, with a gobo design), and the submission with its busy, failed and
 * sent states, and what the thank-you page will repeat of it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { FormSettings } from '../../../src/components/ContactForm/ContactForm';
import { EventInquiryForm } from '../../../src/components/ContactForm/EventInquiryForm';
import { serviceLabelKeys } from '../../../src/lib/forms/services';
import { services } from '../../support/content';
import { QuickQuestionForm } from '../../../src/components/ContactForm/QuickQuestionForm';
import { EVENT_LIST_KEY } from '../../../src/lib/event-list/entries';
import { INQUIRY_TEXT_FIELDS } from '../../../src/lib/forms/fields';
import { SENT_SUMMARY_KEY } from '../../../src/lib/forms/sent-summary';
import { inquiryRequirement } from '../../../src/lib/forms/validate';
import type { FormProvider } from '../../../src/lib/forms/submit';
import { unknownVisitSource } from '../../../src/lib/forms/inquiry-source';
import { recordVisitSource } from '../../../src/lib/forms/visit-source';
import { CONSENT_CHANGE, SITE_EVENT, type SiteEvent } from '../../../src/analytics/events';
import {
  forgetVenueList,
  loadVenueList,
  VENUE_LIST_URL,
} from '../../../src/components/ContactForm/venue-list';
import { venueListJson } from '../../../gatsby/site-files/venue-list';
import { translation } from '../../support/site';
import { renderAsPage, site } from '../support/render-as-page';

const NAMESPACES = ['common', 'contact', 'catalog-items'];
const NETLIFY: FormProvider = { provider: 'netlify' };

function settings(language: string, provider: FormProvider = NETLIFY): FormSettings {
  const prefix = language === 'en' ? '' : `/${language}`;
  return {
    provider,
    language,
    pagePath: `${prefix}/contact/`,
    successPath: `${prefix}/thank-you/`,
    email: 'hello@example-events.com',
  };
}

const text = (language: string, key: string) => translation(language, `contact:${key}`);

function renderQuick(language = 'en', provider: FormProvider = NETLIFY) {
  renderAsPage(
    <section>
      <h2 id="quick-heading">Quick</h2>
      <QuickQuestionForm settings={settings(language, provider)} labelledBy="quick-heading" />
    </section>,
    language,
    '/contact/',
    NAMESPACES,
  );
  return screen.getByRole('form', { name: 'Quick' });
}

function renderInquiry(language = 'en', search = '') {
  renderAsPage(
    <section>
      <h2 id="inquiry-heading">Inquiry</h2>
      <EventInquiryForm
        settings={settings(language)}
        eventTypes={site.forms.eventTypes}
        referralSources={site.forms.referralSources}
        serviceLabels={serviceLabelKeys(services())}
        search={search}
        labelledBy="inquiry-heading"
      />
    </section>,
    language,
    '/contact/',
    NAMESPACES,
  );
  return screen.getByRole('form', { name: 'Inquiry' });
}

type Answer = Pick<Response, 'ok' | 'status' | 'json'>;
type FetchMock = jest.Mock<Promise<Answer>, Parameters<typeof fetch>>;

function answer(status: number, body: unknown = null): Answer {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

/** The venue field's list, as the build writes it; every other request is a submission. */
const answerVenueListOr = (other: () => Promise<Answer>) => (url: Parameters<typeof fetch>[0]) =>
  url === VENUE_LIST_URL
    ? Promise.resolve(answer(200, JSON.parse(venueListJson(site.venues)) as unknown))
    : other();

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = jest.fn<Promise<Answer>, Parameters<typeof fetch>>(
    answerVenueListOr(async () => answer(200)),
  );
  forgetVenueList();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  window.sessionStorage.clear();
  jest.mocked(navigate).mockReset();
});

function sentBody(call = 0): Record<string, string> {
  const init = fetchMock.mock.calls[call]?.[1];
  return Object.fromEntries(new URLSearchParams(String(init?.body)));
}

/** The site's events (src/analytics/events.ts) dispatched from now on, as the analytics module hears them. */
function listenForSiteEvents(): SiteEvent[] {
  const heard: SiteEvent[] = [];
  window.addEventListener(SITE_EVENT, (event) =>
    heard.push((event as CustomEvent<SiteEvent>).detail),
  );
  return heard;
}

function fillQuick(
  form: HTMLElement,
  values = { name: 'Ana', email: 'ana@example.com' },
  language = 'en',
) {
  const field = (key: string) =>
    within(form).getByLabelText(new RegExp(`^${text(language, `fields.${key}`)}`));
  fireEvent.change(field('name'), { target: { value: values.name } });
  fireEvent.change(field('email'), { target: { value: values.email } });
  fireEvent.change(field('message'), { target: { value: 'Do you have a DJ on June 13?' } });
}

describe('the quick question', () => {
  it('is a plain HTML form that Netlify can find and post without JavaScript', () => {
    const form = renderQuick();
    expect(form).toHaveAttribute('name', 'quick-question');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/thank-you/');
    expect(form).toHaveAttribute('data-netlify', 'true');
    expect(form).toHaveAttribute('netlify-honeypot', 'bot-field');
    const hidden = Object.fromEntries(
      Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toMatchObject({
      'form-name': 'quick-question',
      language: 'en',
      sentFrom: '/contact/',
      // Nothing noted in this tab: the source goes empty.
      source: '',
      landingPage: '',
    });
  });

  it.each(['en', 'es', 'it'])(
    'says, by the button, what is sent besides the answers (%s)',
    (language) => {
      const form = renderQuick(language);
      expect(within(form).getByText(text(language, 'privacy.sent'))).toBeInTheDocument();
    },
  );

  it('shows the three specified messages on submit, each tied to its field', () => {
    const form = renderQuick();
    fireEvent.click(within(form).getByRole('button', { name: text('en', 'quick.submit') }));

    const expected = {
      Name: 'Please enter your name',
      Email: 'Please enter your email address',
      Message: 'Please enter your message',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = within(form).getByLabelText(new RegExp(`^${label}`));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field and announces a summary', () => {
    const form = renderQuick();
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Ana' } });
    fireEvent.click(within(form).getByRole('button', { name: text('en', 'quick.submit') }));

    expect(within(form).getByLabelText(/^Email/)).toHaveFocus();
    const summary = within(form).getByRole('alert');
    expect(summary).toHaveTextContent('2 fields need your attention');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter your email address', 'Please enter your message']);
    expect(within(summary).getAllByRole('link')[1]).toHaveAttribute(
      'href',
      '#quick-question-message',
    );
  });

  it('shows a message when the visitor leaves the field, not while typing', () => {
    const form = renderQuick();
    const email = within(form).getByLabelText(/^Email/);
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: 'ana@' } });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();

    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription(text('en', 'errors.emailFormat'));

    // Back in the field: the message stays as it was while typing…
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: '' } });
    expect(email).toHaveAccessibleDescription(text('en', 'errors.emailFormat'));
    // …and goes as soon as the value is right.
    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    expect(email).not.toHaveAccessibleDescription();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('speaks Spanish in Spanish', () => {
    const form = renderQuick('es');
    fireEvent.click(within(form).getByRole('button', { name: text('es', 'quick.submit') }));
    expect(within(form).getByLabelText(/^Nombre/)).toHaveAccessibleDescription(
      text('es', 'errors.required.name'),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('3 campos requieren su atención');
  });

  it('posts URL-encoded to the page, then goes to the thank-you page and forgets the draft', async () => {
    // The visit began on a music page, from an ad link tagged by the owner.
    recordVisitSource(
      window.sessionStorage,
      {
        pathname: '/es/music/',
        search: '?utm_source=facebook&utm_medium=paid&utm_campaign=bodas&fbclid=x1',
        host: window.location.host,
      },
      'https://m.facebook.com/',
    );
    const form = renderQuick('es');
    fillQuick(form, undefined, 'es');
    expect(window.sessionStorage.getItem('contact:draft:quick-question')).toContain('Ana');

    fireEvent.click(within(form).getByRole('button', { name: text('es', 'quick.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/es/thank-you/'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/es/contact/');
    expect(sentBody()).toEqual({
      'form-name': 'quick-question',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Do you have a DJ on June 13?',
      language: 'es',
      referrer: '',
      sentFrom: '/es/contact/',
      source: 'facebook',
      landingPage: '/es/music/',
      referringSite: 'm.facebook.com',
      utmSource: 'facebook',
      utmMedium: 'paid',
      utmCampaign: 'bodas',
      adClick: 'Meta Ads',
      'bot-field': '',
    });
    expect(window.sessionStorage.getItem('contact:draft:quick-question')).toBeNull();
  });

  it('posts JSON to the endpoint named in site.yaml', async () => {
    const endpoint = 'https://forms.example.com/f/abc';
    const form = renderQuick('it', { provider: 'endpoint', endpoint });
    expect(form).toHaveAttribute('action', endpoint);
    expect(form).not.toHaveAttribute('data-netlify');
    fillQuick(form, undefined, 'it');
    fireEvent.click(within(form).getByRole('button', { name: text('it', 'quick.submit') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/thank-you/'));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    expect(JSON.parse(String(init?.body))).toEqual({
      form: 'quick-question',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Do you have a DJ on June 13?',
      language: 'it',
      referrer: '',
      sentFrom: '/it/contact/',
      // Nothing noted in this tab: the source is sent empty, never guessed.
      ...unknownVisitSource(),
    });
  });

  it('announces a sent inquiry only once the host took it', async () => {
    fetchMock.mockResolvedValueOnce(answer(500));
    const heard = listenForSiteEvents();
    const form = renderQuick();
    fillQuick(form);
    fireEvent.click(within(form).getByRole('button', { name: text('en', 'quick.submit') }));
    await waitFor(() => expect(within(form).getByRole('alert')).toBeInTheDocument());
    expect(heard).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: text('en', 'status.retry') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you/'));
    expect(heard).toEqual([{ name: 'inquiry_sent', props: { form: 'quick-question' } }]);
  });

  it('names the analytics service in the note, when site.yaml has one', () => {
    renderAsPage(
      <QuickQuestionForm
        settings={{
          ...settings('es'),
          analytics: { name: 'Plausible Analytics', asksConsent: false },
        }}
        labelledBy="quick-heading"
      />,
      'es',
      '/contact/',
      [...NAMESPACES, 'analytics'],
    );
    const note = screen.getByText((content) => content.startsWith(text('es', 'privacy.sent')));
    expect(note).toHaveTextContent(
      translation('es', 'analytics:privacy.cookieless').replace(
        '{{provider}}',
        'Plausible Analytics',
      ),
    );
  });

  it('lets the visitor change their answer about Google Analytics from the note', () => {
    renderAsPage(
      <QuickQuestionForm
        settings={{ ...settings('it'), analytics: { name: 'Google Analytics', asksConsent: true } }}
        labelledBy="quick-heading"
      />,
      'it',
      '/contact/',
      [...NAMESPACES, 'analytics'],
    );
    const asked = jest.fn();
    window.addEventListener(CONSENT_CHANGE, asked);
    fireEvent.click(
      screen.getByRole('button', { name: translation('it', 'analytics:privacy.change') }),
    );
    window.removeEventListener(CONSENT_CHANGE, asked);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText((content) => content.startsWith(text('it', 'privacy.sent'))),
    ).toHaveTextContent(
      translation('it', 'analytics:privacy.withConsent').replace(
        '{{provider}}',
        'Google Analytics',
      ),
    );
  });

  it('is busy while sending: no second submission, the button says so', async () => {
    let finish: (value: Answer) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const form = renderQuick();
    fillQuick(form);
    const button = within(form).getByRole('button', { name: text('en', 'quick.submit') });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(form);

    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent(text('en', 'status.sending'));
    expect(within(form).getByRole('status')).toHaveTextContent(
      text('en', 'status.sendingAnnouncement'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => finish(answer(200)));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('keeps everything on failure, offers Retry and an email with the whole message', async () => {
    fetchMock.mockImplementationOnce(async () => answer(500));
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const form = renderQuick();
    fillQuick(form);
    fireEvent.click(within(form).getByRole('button', { name: text('en', 'quick.submit') }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(text('en', 'status.failed'));
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ana');
    expect(navigate).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('contact:draft:quick-question')).toContain('Ana');

    const mail = within(alert).getByRole('link', { name: text('en', 'status.emailInstead') });
    const href = new URL(mail.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('hello@example-events.com');
    expect(href.searchParams.get('subject')).toBe(text('en', 'quick.mailSubject'));
    expect(href.searchParams.get('body')).toBe(
      'Name: Ana\r\nEmail: ana@example.com\r\nMessage: Do you have a DJ on June 13?',
    );

    // Retry: the network fails this time, the alert comes back.
    fireEvent.click(within(alert).getByRole('button', { name: text('en', 'status.retry') }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Retry again: sent.
    fireEvent.click(within(form).getByRole('button', { name: text('en', 'status.retry') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you/'));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('brings back the draft when the page is opened again', () => {
    const first = renderQuick();
    fillQuick(first, { name: 'Ana Draft', email: 'ana@' });
    document.body.innerHTML = '';

    const again = renderQuick();
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('Ana Draft');
    expect(within(again).getByLabelText(/^Email/)).toHaveValue('ana@');
  });
});

describe('the detailed inquiry', () => {
  const venueValue = (form: HTMLElement) =>
    form.querySelector<HTMLInputElement>('input[type="hidden"][name="venue"]')?.value;
  const submitInquiry = (form: HTMLElement, language = 'en') =>
    fireEvent.click(within(form).getByRole('button', { name: text(language, 'inquiry.submit') }));

  it('shows one message for the date, once focus leaves the whole date', () => {
    const form = renderInquiry();
    const month = within(form).getByLabelText('Month');
    const day = within(form).getByLabelText('Day');
    fireEvent.focus(month);
    fireEvent.change(month, { target: { value: '2' } });
    fireEvent.blur(month, { relatedTarget: day });
    fireEvent.focus(day);
    expect(day).not.toHaveAccessibleDescription(/Please/);

    fireEvent.change(day, { target: { value: '30' } });
    fireEvent.blur(day, { relatedTarget: document.body });
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining(text('en', 'errors.required.eventYear')) as string,
    );
    fireEvent.change(within(form).getByLabelText('Year'), { target: { value: '2031' } });
    expect(day).toHaveAccessibleDescription(
      expect.stringContaining(text('en', 'errors.dateInvalid')) as string,
    );
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(month).not.toHaveAttribute('aria-invalid');
  });

  it('shows the custom location with "Other location", and never requires it', async () => {
    const form = renderInquiry();
    const locationName = within(form).getByLabelText(/^Location name/);
    fireEvent.click(within(form).getByRole('combobox', { name: /^Event venue/ }));
    fireEvent.click(within(form).getByRole('option', { name: 'Other location' }));
    expect(venueValue(form)).toBe('other');
    expect(locationName).not.toBeRequired();
    submitInquiry(form);
    expect(locationName).not.toHaveAttribute('aria-invalid');
    // Opening the list asked for the venues: their answer lands inside the test.
    await act(async () => {
      await loadVenueList();
    });
  });

  it.each([
    ['en', ['eventMonth', 'eventDay', 'eventYear']],
    ['es', ['eventDay', 'eventMonth', 'eventYear']],
    ['it', ['eventDay', 'eventMonth', 'eventYear']],
  ])('asks the date’s parts in the order %s readers write them', (language, order) => {
    const form = renderInquiry(language);
    const parts = [...form.querySelectorAll('[data-group="eventDate"]')].map((control) =>
      control.getAttribute('name'),
    );
    expect(parts).toEqual(order);
  });

  it('lets "not sure yet" stand for the date: the date is then not required', () => {
    const form = renderInquiry();
    const month = within(form).getByLabelText('Month');
    expect(month).toBeRequired();
    fireEvent.click(
      within(form).getByRole('checkbox', { name: text('en', 'fields.dateUndecided') }),
    );
    expect(month).not.toBeRequired();
    submitInquiry(form);
    expect(month).not.toHaveAttribute('aria-invalid');
  });

  const listOf = (form: HTMLElement) =>
    within(form).getByRole('region', { name: text('en', 'eventList.heading') });
  /** Each entry's words as shown: what it is, then its name (its button aside). */
  const entryText = (item: HTMLElement) =>
    (item.textContent ?? '').replace(item.querySelector('button')?.textContent ?? '', '');
  const entriesOf = (form: HTMLElement) =>
    within(listOf(form)).queryAllByRole('listitem').map(entryText);
  const storedList = () => JSON.parse(window.sessionStorage.getItem(EVENT_LIST_KEY) ?? '[]');

  it('fills in the venue and event the link asks for, and lists what it asks about', async () => {
    const search =
      '?venue=lake-valhalla-club&event=wedding&service=music&item=moving-head-wash&x=1';
    window.history.replaceState(null, '', `/contact/${search}#inquiry`);
    const form = renderInquiry('en', search);
    expect(venueValue(form)).toBe('lake-valhalla-club');
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Event venue/ })).toHaveValue(
        'Lake Valhalla Club (Montville, NJ)',
      ),
    );
    expect(within(form).getByLabelText(/^Type of event/)).toHaveValue('wedding');
    // Listed, each named in the page's language, never mixed into the message.
    await waitFor(() =>
      expect(entriesOf(form)).toEqual([
        'Rental itemMoving-head wash light',
        'ServiceMusic',
        'VenueLake Valhalla Club (Montville, NJ)',
      ]),
    );
    expect(within(form).getByLabelText(/^Message/)).toHaveValue('');
    expect(storedList()).toEqual([
      { kind: 'item', id: 'moving-head-wash' },
      { kind: 'service', id: 'music' },
      { kind: 'venue', id: 'lake-valhalla-club' },
    ]);
    // Read once: the address keeps only what the page did not read, and its hash.
    expect(`${window.location.search}${window.location.hash}`).toBe('?x=1#inquiry');
    window.history.replaceState(null, '', '/');
  });

  it('adds a second link’s entry to the list, and names entries in the page’s language', () => {
    window.sessionStorage.setItem(
      EVENT_LIST_KEY,
      JSON.stringify([{ kind: 'item', id: 'moving-head-wash' }]),
    );
    const form = renderInquiry('es', '?service=music&item=nothing&event=gala');
    const list = within(form).getByRole('region', { name: text('es', 'eventList.heading') });
    expect(within(list).getAllByRole('listitem').map(entryText)).toEqual([
      `${text('es', 'eventList.kinds.item')}${translation('es', 'catalog-items:moving-head-wash.name')}`,
      `${text('es', 'eventList.kinds.service')}${translation('es', 'common:nav.music')}`,
    ]);
    expect(within(form).getByLabelText(/^Tipo de evento/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Mensaje/)).toHaveValue('');
  });

  it('takes out an entry the site no longer has, and a venue not on the list', async () => {
    window.sessionStorage.setItem(
      EVENT_LIST_KEY,
      JSON.stringify([
        { kind: 'item', id: 'retired-item' },
        { kind: 'service', id: 'music' },
      ]),
    );
    const form = renderInquiry('en', '?venue=nowhere');
    // Dropped once the venue list shows it does not exist.
    await waitFor(() => expect(venueValue(form)).toBe(''));
    await waitFor(() => expect(entriesOf(form)).toEqual(['ServiceMusic']));
    expect(storedList()).toEqual([{ kind: 'service', id: 'music' }]);
  });

  it('removes an entry with its button, says so, and keeps focus in the list', () => {
    window.sessionStorage.setItem(
      EVENT_LIST_KEY,
      JSON.stringify([
        { kind: 'item', id: 'moving-head-wash' },
        { kind: 'service', id: 'music' },
      ]),
    );
    const form = renderInquiry('en');
    fireEvent.click(
      within(form).getByRole('button', { name: 'Remove Moving-head wash light from your list' }),
    );
    expect(entriesOf(form)).toEqual(['ServiceMusic']);
    expect(storedList()).toEqual([{ kind: 'service', id: 'music' }]);
    expect(within(form).getByRole('button', { name: 'Remove Music from your list' })).toHaveFocus();
    expect(
      screen.getByText(
        text('en', 'eventList.removed').replace('{{name}}', 'Moving-head wash light'),
      ),
    ).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('button', { name: 'Remove Music from your list' }));
    expect(window.sessionStorage.getItem(EVENT_LIST_KEY)).toBeNull();
    expect(listOf(form)).toHaveAttribute('data-state', 'empty');
    expect(within(form).getByLabelText(/^First name/)).toHaveFocus();
  });

  it('shows a gobo design with its preview, sends it as text, and removes it', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    window.sessionStorage.setItem(
      EVENT_LIST_KEY,
      JSON.stringify([
        { kind: 'gobo', fileName: 'gobo-design.svg', summary: 'Gobo: six-point star.', svg },
      ]),
    );
    const form = renderInquiry('en');
    expect(within(form).getByRole('img', { name: 'Preview of gobo-design.svg' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/) as string,
    );
    const hidden = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
    expect(hidden('attachmentName')).toBe('gobo-design.svg');
    expect(hidden('attachmentSvg')).toBe(svg);
    expect(hidden('eventList')).toBe('Custom gobo: Your design\n  Gobo: six-point star.');
    expect(hidden('eventListIds')).toBe('gobo');
    expect(within(form).getByLabelText(/^Message/)).toHaveValue('');

    fireEvent.click(
      within(form).getByRole('button', { name: 'Remove Your design from your list' }),
    );
    expect(within(form).queryByRole('img', { name: /gobo-design/ })).not.toBeInTheDocument();
    expect(hidden('attachmentSvg')).toBe('');
    expect(hidden('eventList')).toBe('');
  });

  it('marks as required exactly what its checks require', () => {
    const form = renderInquiry('en');
    const controls = Array.from(
      form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]'),
    ).filter((control) => (INQUIRY_TEXT_FIELDS as readonly string[]).includes(control.name));
    expect(controls.length).toBeGreaterThan(15);
    for (const control of controls) {
      expect([control.name, control.required]).toEqual([
        control.name,
        inquiryRequirement(control.name) === 'required',
      ]);
    }
    // The pair of which one is required carries the mark once, on its legend.
    const pair = within(form).getByRole('group', { name: /^Email or telephone/ });
    expect(pair.querySelector('legend')?.textContent).toMatch(/\*$/);
  });

  it('keeps the optional answers in a group the visitor opens, without losing them', async () => {
    const form = renderInquiry('en');
    const group = form.querySelector('details');
    expect(group).not.toBeNull();
    expect(group?.open).toBe(false);
    const summary = group?.querySelector('summary') as HTMLElement;
    expect(summary).toHaveTextContent(text('en', 'inquiry.moreDetails'));
    for (const name of ['lastName', 'organization', 'street', 'zip', 'startTime', 'heardAbout']) {
      expect(group?.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
    for (const name of ['firstName', 'email', 'phone', 'eventType', 'eventMonth', 'message']) {
      expect(group?.querySelector(`[name="${name}"]`)).toBeNull();
    }

    // Typed, then closed: counted in the summary, and sent.
    group!.open = true;
    fireEvent.change(within(form).getByLabelText(/^Last name/), { target: { value: 'Rossi' } });
    fireEvent.change(within(form).getByLabelText(/^Organization/), { target: { value: 'ACME' } });
    group!.open = false;
    expect(summary).toHaveTextContent('2 fields filled in');
    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText(/^Email$/), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/^Type of event/), {
      target: { value: 'wedding' },
    });
    fireEvent.click(
      within(form).getByRole('checkbox', { name: text('en', 'fields.dateUndecided') }),
    );
    submitInquiry(form);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you/'));
    expect(sentBody()).toMatchObject({ lastName: 'Rossi', organization: 'ACME' });
  });

  it('opens the group at its first problem when the form is checked', () => {
    const form = renderInquiry('en');
    const group = form.querySelector('details') as HTMLDetailsElement;
    fireEvent.change(within(form).getByLabelText(/^ZIP code/), { target: { value: '0787' } });
    fireEvent.change(within(form).getByLabelText(/^First name/), { target: { value: 'Ana' } });
    fireEvent.change(within(form).getByLabelText(/^Email$/), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/^Type of event/), {
      target: { value: 'wedding' },
    });
    fireEvent.click(
      within(form).getByRole('checkbox', { name: text('en', 'fields.dateUndecided') }),
    );
    expect(group.open).toBe(false);
    submitInquiry(form);
    expect(group.open).toBe(true);
    expect(within(form).getByLabelText(/^ZIP code/)).toHaveFocus();
    expect(within(form).getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(
      expect.stringContaining(text('en', 'errors.zipFormat')) as string,
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/contact/', expect.anything());
  });

  it('sends a complete inquiry with normalized phone and ZIP, and its event list', async () => {
    window.sessionStorage.setItem(
      EVENT_LIST_KEY,
      JSON.stringify([{ kind: 'item', id: 'moving-head-wash' }]),
    );
    const form = renderInquiry('en', '?venue=other&service=music');
    const set = (label: RegExp | string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set('Month', '6');
    set('Day', '13');
    set('Year', '2031');
    set(/^Start time/, '19:00');
    set(/^End time/, '01:00');
    set(/^Type of event/, 'wedding');
    set(/^Location name/, 'The Barn');
    set(/^First name/, 'Ana');
    set(/^Last name/, 'Rossi');
    set(/^Email/, 'ana@example.com');
    set(/^Telephone/, '201.555.0147');
    fireEvent.click(within(form).getByRole('checkbox', { name: text('en', 'fields.smsConsent') }));
    set(/^Street address/, '1 Main St');
    set(/^ZIP code/, '078711234');
    // The location's city and state come first, then the mailing address's.
    const [locationCity, city] = within(form).getAllByLabelText(/^City/);
    const [locationState, state] = within(form).getAllByLabelText(/^State/);
    fireEvent.change(locationCity as HTMLElement, { target: { value: 'Hope' } });
    fireEvent.change(locationState as HTMLElement, { target: { value: 'NJ' } });
    fireEvent.change(city as HTMLElement, { target: { value: 'Sparta' } });
    fireEvent.change(state as HTMLElement, { target: { value: 'NJ' } });

    const heard = listenForSiteEvents();
    submitInquiry(form);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/thank-you/'));
    // Announced for the analytics module: which form, which kind of event, nothing typed.
    expect(heard).toEqual([
      { name: 'inquiry_sent', props: { form: 'event-inquiry', event_type: 'wedding' } },
    ]);
    expect(sentBody()).toMatchObject({
      'form-name': 'event-inquiry',
      eventMonth: '6',
      eventDay: '13',
      eventYear: '2031',
      startTime: '19:00',
      endTime: '01:00',
      venue: 'other',
      locationName: 'The Barn',
      locationCity: 'Hope',
      locationState: 'NJ',
      phone: '(201) 555-0147',
      zip: '07871-1234',
      smsConsent: 'yes',
      city: 'Sparta',
      language: 'en',
      eventList: 'Rental item: Moving-head wash light\nService: Music',
      eventListIds: 'item:moving-head-wash, service:music',
      attachmentName: '',
    });
    // Sent: the list goes, and the thank-you page has what to repeat, the list included.
    expect(window.sessionStorage.getItem(EVENT_LIST_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(SENT_SUMMARY_KEY) ?? 'null')).toEqual({
      form: 'event-inquiry',
      rows: [
        { label: 'Name', value: 'Ana Rossi' },
        { label: 'Email', value: 'ana@example.com' },
        { label: 'Telephone', value: '(201) 555-0147' },
        { label: 'Type of event', value: 'Wedding' },
        { label: 'Date of event', value: 'June 13, 2031' },
        { label: 'Event venue', value: 'The Barn, Hope, New Jersey' },
        { label: 'Rental item', value: 'Moving-head wash light' },
        { label: 'Service', value: 'Music' },
      ],
    });
  });

  it('never ticks the SMS consent in advance', () => {
    const form = renderInquiry();
    const box = within(form).getByRole('checkbox', { name: text('en', 'fields.smsConsent') });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleName(text('en', 'fields.smsConsent'));
  });
});
