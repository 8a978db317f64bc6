/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * The venue page's facts for planners, rendered with the real venue-page.json of
 * each language and fixture facts (the shipped venues carry none): a row for
 * each fact given, none for a fact left out, numbers and plurals the page's
 * way; and the EventVenue JSON-LD's maximumAttendeeCapacity.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { eventVenueNode } from '../../../src/components/Seo/structured-data';
import { PlannerFacts, type PlannerFactsData } from '../../../src/components/Venues/PlannerFacts';
import { maximumCapacityOf } from '../../../src/components/Venues/venue-capacity';
import { createTranslator, type TranslationTree } from '../../../src/i18n/translate';
import { TranslatorContext } from '../../../src/i18n/use-translation';
import { LOCALES_DIR } from '../../support/site';

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US', it: 'it-IT' };
const SLUG = 'fixture-hall';

function localeFile(language: string, namespace: string): TranslationTree {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationTree;
}

/** The real venue-page.json, and venue-list.json with a fixture venue's "our work" text when given. */
function renderFacts(facts: PlannerFactsData, language = 'en', ourWork?: string) {
  const venues = localeFile(language, 'venue-list');
  const details = (venues.details ?? {}) as TranslationTree;
  const translator = createTranslator({
    resources: {
      [language]: {
        'venue-page': localeFile(language, 'venue-page'),
        'venue-list': { ...venues, details: { ...details, [SLUG]: ourWork ? { ourWork } : {} } },
      },
    },
    language,
    fallbackLanguage: language,
    defaultNamespace: 'venue-page',
    locale: LOCALES[language] ?? language,
  });
  render(
    <TranslatorContext.Provider value={translator}>
      <dl aria-label="Facts">
        <PlannerFacts facts={facts} slug={SLUG} />
      </dl>
    </TranslatorContext.Provider>,
  );
}

/** Each row as [term, description]. */
function rows(): Array<[string, string]> {
  const list = screen.getByLabelText('Facts');
  return within(list)
    .queryAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

const ALL: PlannerFactsData = {
  capacity: { seated: 250, standing: 400 },
  spaces: ['indoor', 'outdoor'],
  eventsProduced: 40,
};

describe('PlannerFacts', () => {
  it('shows nothing when no fact is given: no empty labels', () => {
    render(
      <TranslatorContext.Provider
        value={createTranslator({
          resources: { en: { 'venue-page': localeFile('en', 'venue-page') } },
          language: 'en',
          fallbackLanguage: 'en',
          defaultNamespace: 'venue-page',
        })}
      >
        <dl aria-label="Facts">
          <PlannerFacts facts={{}} slug={SLUG} />
          <PlannerFacts
            facts={{ capacity: { seated: null, standing: null }, spaces: [], eventsProduced: null }}
            slug={SLUG}
          />
        </dl>
      </TranslatorContext.Provider>,
    );
    expect(screen.getByLabelText('Facts')).toBeEmptyDOMElement();
  });

  it.each([
    [{ seated: 250 }, 'Up to 250 seated'],
    [{ standing: 400 }, 'Up to 400 standing'],
    [{ seated: 250, standing: 400 }, 'Up to 250 seated · 400 standing'],
    [{ seated: 1200, standing: 1500 }, 'Up to 1,200 seated · 1,500 standing'],
  ])('shows the capacity %j alone as "%s"', (capacity, text) => {
    renderFacts({ capacity });
    expect(rows()).toEqual([['Capacity', text]]);
  });

  it.each([
    ['es', { seated: 250, standing: 400 }, 'Capacidad', 'Hasta 250 personas sentadas · 400 de pie'],
    ['es', { seated: 1, standing: 1200 }, 'Capacidad', 'Hasta 1 persona sentada · 1,200 de pie'],
    [
      'it',
      { seated: 250, standing: 400 },
      'Capienza',
      'Fino a 250 posti a sedere · 400 persone in piedi',
    ],
    [
      'it',
      // Italian style groups four digits too (1.200), which Intl's default does not.
      { seated: 1, standing: 1200 },
      'Capienza',
      'Fino a 1 posto a sedere · 1.200 persone in piedi',
    ],
  ])('writes the capacity the %s way: %j', (language, capacity, term, text) => {
    renderFacts({ capacity }, language);
    expect(rows()).toEqual([[term, text]]);
  });

  it.each<[Queries.VenueSpace[], string]>([
    [['indoor'], 'Indoor'],
    [['outdoor'], 'Outdoor'],
    [['indoor', 'outdoor'], 'Indoor and outdoor'],
    [['outdoor', 'indoor'], 'Indoor and outdoor'],
  ])('shows the spaces %j alone as "%s"', (spaces, text) => {
    renderFacts({ spaces });
    expect(rows()).toEqual([['Setting', text]]);
  });

  it('shows the number of events alone, in the plural the number needs', () => {
    renderFacts({ eventsProduced: 1 });
    expect(rows()).toEqual([['Our work here', 'We have produced 1 event here.']]);
  });

  it('shows our work in words alone, from venue-list.json', () => {
    renderFacts({}, 'en', 'Twelve weddings on the lawn since 2019.');
    expect(rows()).toEqual([['Our work here', 'Twelve weddings on the lawn since 2019.']]);
  });

  it('shows every fact, in order, the number of events before our words', () => {
    renderFacts(ALL, 'en', 'Weddings and galas.');
    expect(rows()).toEqual([
      ['Capacity', 'Up to 250 seated · 400 standing'],
      ['Setting', 'Indoor and outdoor'],
      ['Our work here', 'We have produced 40 events here.Weddings and galas.'],
    ]);
    const ourWork = screen.getByText('Weddings and galas.');
    expect(ourWork.tagName).toBe('P');
  });

  it.each([
    [
      'es',
      'Espacios',
      'Bajo techo y al aire libre',
      'Hemos producido 1,500 eventos en este lugar.',
    ],
    ['it', 'Spazi', "Al chiuso e all'aperto", 'Qui abbiamo realizzato 1.500 eventi.'],
  ])('writes every fact in %s', (language, spacesTerm, spaces, events) => {
    renderFacts({ ...ALL, eventsProduced: 1500 }, language);
    expect(rows().slice(1)).toEqual([
      [spacesTerm, spaces],
      [expect.any(String), events],
    ]);
  });
});

describe('the EventVenue JSON-LD', () => {
  const venue = {
    name: 'Fixture Hall',
    url: 'https://www.example.com/venues/fixture-hall/',
    locality: 'Hope',
    region: 'NJ',
    country: 'US',
    amenities: ['wedding venue'],
  };

  it.each([
    [{ seated: 250, standing: 400 }, 400],
    [{ seated: 300, standing: 200 }, 300],
    [{ seated: 180 }, 180],
    [{ standing: 90, seated: null }, 90],
  ])('gives maximumAttendeeCapacity for the capacity %j', (capacity, maximum) => {
    const node = eventVenueNode({
      ...venue,
      maximumAttendeeCapacity: maximumCapacityOf({ capacity }),
    });
    expect(node).toMatchObject({ maximumAttendeeCapacity: maximum });
  });

  it('says nothing of capacity when none is given', () => {
    const node = eventVenueNode({ ...venue, maximumAttendeeCapacity: maximumCapacityOf({}) });
    expect(node).not.toHaveProperty('maximumAttendeeCapacity');
  });
});
