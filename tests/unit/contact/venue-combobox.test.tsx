/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The inquiry's venue choice: a WAI-ARIA combobox that loads /venues.json
 * only when the visitor reaches it, filters as they type (accents and case
 * aside), works with the keyboard and the mouse, says when the list is
 * loading or could not come (with "Other location" still there), and posts
 * the same value as the <select> it replaces. The server render keeps that
 * <select> (a text field for a long list), and hydration upgrades it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { FormFeedbackContext } from '../../../src/components/ContactForm/feedback';
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

/** The field inside a form, as the inquiry holds it. */
function Field({ initial = '' }: { initial?: string }) {
  return (
    <Form<{ venue: string }>
      onSubmit={() => undefined}
      initialValues={{ venue: initial }}
      render={({ handleSubmit }) => (
        <form aria-label="Inquiry" onSubmit={handleSubmit}>
          <FormFeedbackContext.Provider value={{ idPrefix: 'event-inquiry', submitAttempt: 0 }}>
            <VenueCombobox label={text('fields.venue')} />
          </FormFeedbackContext.Provider>
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

    // Words that name no venue: the choice stays, and so does what the field shows.
    fireEvent.focus(combobox);
    fireEvent.change(combobox, { target: { value: 'my backyard' } });
    fireEvent.blur(combobox);
    expect(posted()).toBe('cafe-rose');
    expect(combobox).toHaveValue('Café Rosé (Hoboken, NJ)');
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

  it('is a text field past the longest list a <select> should hold', () => {
    const many = Array.from({ length: MOST_VENUES_IN_SERVER_SELECT + 1 }, (_, index) => ({
      ...VENUES[0]!,
      slug: `venue-${index}`,
    }));
    document.body.innerHTML = serverHtml(many);
    const field = screen.getByRole('textbox', { name: /^Event venue/ });
    expect(field).toHaveAttribute('name', 'venue');
    expect(document.body.innerHTML).not.toContain('venue-0');
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
