/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The inquiry's venue choice: a WAI-ARIA combobox that loads /venues.json
 * only when the visitor reaches it, filters as they type (accents and case
 * aside), works with the keyboard and the mouse, says when the list is
 * loading or could not come (with "Other location" still there), and posts
 * the same value as the <select> it replaces, and keeps a place typed that
 * is not on the list as the visitor's own location. The server render keeps
 * that <select> (for a long list, the location's own fields), and hydration
 * upgrades it, keeping what was typed before.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form, FormSpy } from 'react-final-form';
import type { FormSettings } from '../../../src/components/ContactForm/ContactForm';
import { EventInquiryForm } from '../../../src/components/ContactForm/EventInquiryForm';
import { FormFeedbackContext } from '../../../src/components/ContactForm/feedback';
import { inquiryRequirement } from '../../../src/lib/forms/validate';
import { draftKey } from '../../../src/lib/forms/draft';
import { VenueCombobox } from '../../../src/components/ContactForm/VenueCombobox';
import {
  filterVenues,
  forgetVenueList,
  knownVenueLabel,
  MOST_VENUES_IN_SERVER_SELECT,
  ServerVenuesContext,
  VENUE_LIST_URL,
  type VenueChoice,
} from '../../../src/components/ContactForm/venue-list';
import { translation } from '../../support/site';
import { asPage, renderAsPage } from '../support/render-as-page';

const VENUES: VenueChoice[] = [
  { slug: 'bear-brook-valley', name: 'Bear Brook Valley', locality: 'Fredon', region: 'NJ' },
  { slug: 'cafe-rose', name: 'Café Rosé', locality: 'Hoboken', region: 'NJ' },
  { slug: 'lake-valhalla-club', name: 'Lake Valhalla Club', locality: 'Montville', region: 'NJ' },
  { slug: 'mohonk-house', name: 'Mohonk House', locality: 'New Paltz', region: 'NY' },
];
const NAMESPACES = ['common', 'contact'];
const text = (key: string, language = 'en') => translation(language, `contact:${key}`);

type FetchMock = jest.Mock<Promise<Pick<Response, 'ok' | 'status' | 'json'>>, [string]>;
let fetchMock: FetchMock;

function listAnswers(venues: readonly VenueChoice[] = VENUES): FetchMock {
  return jest.fn(async (_url: string) => ({ ok: true, status: 200, json: async () => venues }));
}

beforeEach(() => {
  forgetVenueList();
  fetchMock = listAnswers();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** The form's values as the last render saw them (the custom location's included). */
let formValues: Record<string, unknown> = {};

/** The field inside a form, as the inquiry holds it. */
function Field({ initial = '' }: { initial?: string }) {
  return (
    <Form<{ venue: string }>
      onSubmit={() => undefined}
      initialValues={{ venue: initial }}
      render={({ handleSubmit }) => (
        <form aria-label="Inquiry" onSubmit={handleSubmit}>
          <FormFeedbackContext.Provider
            value={{
              idPrefix: 'event-inquiry',
              submitAttempt: 0,
              requirementOf: inquiryRequirement,
            }}
          >
            <VenueCombobox label={text('fields.venue')} />
          </FormFeedbackContext.Provider>
          <FormSpy
            subscription={{ values: true }}
            onChange={({ values }) => {
              formValues = values;
            }}
          />
        </form>
      )}
    />
  );
}

function renderField(initial = '') {
  renderAsPage(<Field initial={initial} />, 'en', '/contact/', NAMESPACES);
  return screen.getByRole('combobox', { name: /^Event venue/ });
}

const posted = () =>
  document.querySelector<HTMLInputElement>('input[type="hidden"][name="venue"]')?.value;
const optionNames = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
const activeOption = (combobox: HTMLElement) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const press = (combobox: HTMLElement, key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(combobox, { key, ...init });

describe('filterVenues', () => {
  it('finds by name, town or state, whatever the accents and case', () => {
    const slugs = (query: string) => filterVenues(VENUES, query).map((venue) => venue.slug);
    expect(slugs('cafe ROSE')).toEqual(['cafe-rose']);
    expect(slugs('rosé')).toEqual(['cafe-rose']);
    expect(slugs('montville')).toEqual(['lake-valhalla-club']);
    expect(slugs('ny')).toEqual(['mohonk-house']);
    expect(slugs('new paltz mohonk')).toEqual(['mohonk-house']);
    expect(slugs('  ')).toHaveLength(VENUES.length);
    expect(slugs('atlantis')).toEqual([]);
  });
});

describe('the venue combobox', () => {
  it('follows the combobox pattern, closed at first', () => {
    const combobox = renderField();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).not.toHaveAttribute('name');
    expect(posted()).toBe('');
  });

  it('loads the list only when the visitor reaches it, and only once', async () => {
    const combobox = renderField();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(combobox);
    fireEvent.click(combobox);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(VENUE_LIST_URL);
    await waitFor(() => expect(optionNames()).toHaveLength(VENUES.length + 1));
    fireEvent.blur(combobox);
    fireEvent.focus(combobox);
    fireEvent.click(combobox);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows "loading" until the list arrives, then announces how many venues there are', async () => {
    const combobox = renderField();
    fireEvent.click(combobox);
    expect(screen.getByText(text('venueList.loading'))).toBeVisible();
    expect(optionNames()).toEqual(['Other location']);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`${VENUES.length} venues found`),
    );
    expect(screen.queryByText(text('venueList.loading'))).not.toBeInTheDocument();
    expect(optionNames()).toEqual([
      'Bear Brook Valley (Fredon, NJ)',
      'Café Rosé (Hoboken, NJ)',
      'Lake Valhalla Club (Montville, NJ)',
      'Mohonk House (New Paltz, NY)',
      'Other location',
    ]);
  });

  it('filters as the visitor types, keeping "Other location" last', async () => {
    const combobox = renderField();
    fireEvent.focus(combobox);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.change(combobox, { target: { value: 'CAFE' } });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(optionNames()).toEqual(['Café Rosé (Hoboken, NJ)', 'Other location']),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 venue found'));

    fireEvent.change(combobox, { target: { value: 'atlantis' } });
    expect(optionNames()).toEqual(['Other location']);
    expect(screen.getByText(text('venueList.none'))).toBeVisible();
  });

  it('works with the keyboard: arrows, Home, End, Enter and Escape', async () => {
    const combobox = renderField();
    fireEvent.focus(combobox);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The list has arrived (on a busy machine that takes more than one tick).
    const listbox = screen.getByRole('listbox', { hidden: true });
    await waitFor(() => expect(listbox).not.toHaveAttribute('aria-busy'));

    press(combobox, 'ArrowDown');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(optionNames()).toHaveLength(5));
    expect(activeOption(combobox)).toBe('Bear Brook Valley (Fredon, NJ)');
    press(combobox, 'ArrowDown');
    expect(activeOption(combobox)).toBe('Café Rosé (Hoboken, NJ)');
    expect(screen.getByRole('option', { name: 'Café Rosé (Hoboken, NJ)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    press(combobox, 'End');
    expect(activeOption(combobox)).toBe('Other location');
    press(combobox, 'ArrowDown');
    expect(activeOption(combobox)).toBe('Bear Brook Valley (Fredon, NJ)');
    press(combobox, 'ArrowUp');
    expect(activeOption(combobox)).toBe('Other location');
    press(combobox, 'Home');
    expect(activeOption(combobox)).toBe('Bear Brook Valley (Fredon, NJ)');
    press(combobox, 'ArrowDown');
    press(combobox, 'ArrowDown');
    press(combobox, 'Enter');

    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveValue('Lake Valhalla Club (Montville, NJ)');
    expect(posted()).toBe('lake-valhalla-club');
    expect(knownVenueLabel('lake-valhalla-club')).toBe('Lake Valhalla Club (Montville, NJ)');

    press(combobox, 'ArrowDown');
    expect(activeOption(combobox)).toBe('Lake Valhalla Club (Montville, NJ)');
    press(combobox, 'Escape');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(posted()).toBe('lake-valhalla-club');
    press(combobox, 'Escape');
    expect(combobox).toHaveValue('');
    expect(posted()).toBe('');
  });

  it('chooses with the mouse, and keeps a venue written out in full', async () => {
    const combobox = renderField();
    fireEvent.focus(combobox);
    fireEvent.click(combobox);
    fireEvent.click(await screen.findByRole('option', { name: 'Mohonk House (New Paltz, NY)' }));
    expect(posted()).toBe('mohonk-house');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(combobox, { target: { value: 'cafe rose' } });
    fireEvent.blur(combobox);
    expect(posted()).toBe('cafe-rose');
    expect(combobox).toHaveValue('Café Rosé (Hoboken, NJ)');
  });

  it('keeps a place that is not on the list as the visitor’s own location: nothing typed is lost', async () => {
    const combobox = renderField('cafe-rose');
    fireEvent.focus(combobox);
    fireEvent.click(combobox);
    await screen.findByRole('option', { name: 'Mohonk House (New Paltz, NY)' });
    fireEvent.change(combobox, { target: { value: 'Hill Barn, Hope, New Jersey' } });
    fireEvent.blur(combobox);
    expect(posted()).toBe('other');
    expect(combobox).toHaveValue(text('fields.otherVenue'));
    expect(formValues).toMatchObject({
      venue: 'other',
      locationName: 'Hill Barn',
      locationCity: 'Hope',
      locationState: 'NJ',
    });

    // Enter in the open list keeps it the same way; a name alone stays a name.
    fireEvent.change(combobox, { target: { value: 'Grandma’s backyard' } });
    press(combobox, 'Enter');
    expect(formValues).toMatchObject({ venue: 'other', locationName: 'Grandma’s backyard' });
  });

  it('keeps what was typed as the own location when the list could not be loaded', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 503, json: async () => null }));
    const combobox = renderField();
    fireEvent.focus(combobox);
    fireEvent.change(combobox, { target: { value: 'Lake Hall (Sparta, NJ)' } });
    await screen.findByText(text('venueList.failed'));
    fireEvent.blur(combobox);
    expect(formValues).toMatchObject({
      venue: 'other',
      locationName: 'Lake Hall',
      locationCity: 'Sparta',
      locationState: 'NJ',
    });
  });

  it('says when the list could not be loaded, keeps "Other location", and tries again later', async () => {
    fetchMock.mockImplementationOnce(async () => ({
      ok: false,
      status: 503,
      json: async () => null,
    }));
    const combobox = renderField();
    fireEvent.focus(combobox);
    fireEvent.click(combobox);
    expect(await screen.findByText(text('venueList.failed'))).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(text('venueList.failed')),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Other location' }));
    expect(posted()).toBe('other');
    expect(combobox).toHaveValue('Other location');

    fireEvent.click(combobox);
    await waitFor(() => expect(optionNames()).toHaveLength(VENUES.length + 1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a preselected venue by name once the list arrives, and posts its slug meanwhile', async () => {
    const combobox = renderField('mohonk-house');
    expect(posted()).toBe('mohonk-house');
    await waitFor(() => expect(combobox).toHaveValue('Mohonk House (New Paltz, NY)'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops a preselected venue the list does not have', async () => {
    const combobox = renderField('atlantis');
    await waitFor(() => expect(posted()).toBe(''));
    expect(combobox).toHaveValue('');
  });

  it('needs no list for "Other location"', () => {
    const combobox = renderField('other');
    expect(combobox).toHaveValue('Other location');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('without JavaScript, and then with it', () => {
  const serverHtml = (venues: readonly VenueChoice[]) =>
    renderToString(
      <ServerVenuesContext.Provider value={venues}>
        {asPage(<Field />, 'en', '/contact/', NAMESPACES)}
      </ServerVenuesContext.Provider>,
    );

  it('is the <select> of today in the server HTML, posting the same values', () => {
    document.body.innerHTML = serverHtml(VENUES);
    const select = screen.getByRole('combobox', { name: /^Event venue/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('name', 'venue');
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.value)).toEqual(
      ['', ...VENUES.map((venue) => venue.slug), 'other'],
    );
  });

  it('hydrates without a mismatch, then becomes the combobox, naming a preselection from the HTML', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = serverHtml(VENUES);
    document.body.append(container);
    // The visitor chose before the page's script ran (the inquiry's own effect reads it).
    const select = container.querySelector('select')!;
    select.value = 'cafe-rose';

    await act(async () => {
      hydrateRoot(container, asPage(<Field initial="cafe-rose" />, 'en', '/contact/', NAMESPACES));
    });
    const combobox = screen.getByRole('combobox', { name: /^Event venue/ });
    expect(combobox.tagName).toBe('INPUT');
    expect(combobox).toHaveValue('Café Rosé (Hoboken, NJ)');
    expect(posted()).toBe('cafe-rose');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('past the longest list a <select> should hold', () => {
  const MANY: VenueChoice[] = [
    ...VENUES,
    ...Array.from({ length: MOST_VENUES_IN_SERVER_SELECT + 1 - VENUES.length }, (_, index) => ({
      ...VENUES[0]!,
      slug: `venue-${index}`,
      name: `Venue ${index}`,
    })),
  ];
  const INQUIRY_NAMESPACES = ['common', 'contact', 'catalog-items'];
  const SETTINGS: FormSettings = {
    provider: { provider: 'netlify' },
    language: 'en',
    pagePath: '/contact/',
    successPath: '/thank-you/',
    email: 'hello@example-events.com',
  };
  const inquiry = () =>
    asPage(
      <section>
        <h2 id="inquiry-heading">Inquiry</h2>
        <EventInquiryForm
          settings={SETTINGS}
          eventTypes={['wedding']}
          referralSources={['search']}
          serviceLabels={{}}
          search=""
          labelledBy="inquiry-heading"
        />
      </section>,
      'en',
      '/contact/',
      INQUIRY_NAMESPACES,
    );
  const serverHtml = () =>
    renderToString(
      <ServerVenuesContext.Provider value={MANY}>{inquiry()}</ServerVenuesContext.Provider>,
    );
  const control = (name: string) =>
    document.querySelector<HTMLInputElement | HTMLSelectElement>(
      `form [name="${name}"]:not([type="hidden"]), form input[type="hidden"][name="${name}"]`,
    )!;

  /** The page as the server wrote it, then what the visitor does before the script runs. */
  async function hydrated(beforeScript: () => void = () => undefined) {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    beforeScript();
    await act(async () => {
      hydrateRoot(container, inquiry());
    });
  }

  afterEach(() => sessionStorage.clear());

  it('has the visitor write the place in the location’s own fields without JavaScript', () => {
    document.body.innerHTML = serverHtml();
    const form = screen.getByRole('form', { name: 'Inquiry' });
    expect(form.querySelector('select[name="venue"], input[type="text"][name="venue"]')).toBeNull();
    // What posts "other", and what shows the location's fields (ContactForm.module.css).
    expect(form.querySelector('input[type="hidden"][name="venue"][value="other"]')).not.toBeNull();
    for (const name of ['locationName', 'locationCity', 'locationState']) {
      expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    }
    expect(document.body.innerHTML).not.toContain('venue-0');
  });

  it('keeps a location typed before the script ran, as "Other location"', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await hydrated(() => {
      control('locationName').value = 'Hill Barn';
      control('locationCity').value = 'Hope';
      control('locationState').value = 'NJ';
    });
    const combobox = screen.getByRole('combobox', { name: /^Event venue/ });
    expect(combobox).toHaveValue(text('fields.otherVenue'));
    expect(posted()).toBe('other');
    expect(control('locationName')).toHaveValue('Hill Barn');
    expect(control('locationCity')).toHaveValue('Hope');
    expect(control('locationState')).toHaveValue('NJ');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('chooses nothing for a visitor who typed no location: the draft’s venue stays', async () => {
    sessionStorage.setItem(
      draftKey('event-inquiry'),
      JSON.stringify({ version: 1, values: { venue: 'mohonk-house' } }),
    );
    await hydrated();
    const combobox = screen.getByRole('combobox', { name: /^Event venue/ });
    expect(posted()).toBe('mohonk-house');
    await waitFor(() => expect(combobox).toHaveValue('Mohonk House (New Paltz, NY)'));
  });

  it('chooses nothing on an untouched page', async () => {
    await hydrated();
    expect(posted()).toBe('');
    expect(screen.getByRole('combobox', { name: /^Event venue/ })).toHaveValue('');
  });
});
