/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
/**
 * Where the preferred venues are, as the venue list says it: computed from
 * the venues of site.yaml (fixtures here, and the specification's list), towns joined
 * the language's way by Intl, states spelled out per language; and each card
 * naming its town and state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { VenueCard } from '../../../src/components/Venues/VenueCard';
import {
  placeKeywords,
  townsByState,
  venueStates,
  whereVenuesAre,
  type VenuePlace,
} from '../../../src/components/Venues/venue-places';
import { useSiteConfig } from '../../../src/hooks/use-site-config';
import { createTranslator, type Translate } from '../../../src/i18n/translate';
import { LOCALES_DIR } from '../../support/site';
import { renderAsPage, specShell, site } from '../support/render-as-page';

jest.mock('../../../src/hooks/use-site-config', () => ({ useSiteConfig: jest.fn() }));
beforeEach(() => jest.mocked(useSiteConfig).mockReturnValue(specShell()));

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US', it: 'it-IT' };

/** The real venue-list.json of `language`, as the venue list's translator reads it. */
function translatorOf(language: string): { t: Translate; locale: string } {
  const file = path.join(LOCALES_DIR, language, 'venue-list.json');
  const locale = LOCALES[language] ?? language;
  const translator = createTranslator({
    resources: { [language]: { 'venue-list': JSON.parse(fs.readFileSync(file, 'utf8')) } },
    language,
    fallbackLanguage: language,
    defaultNamespace: 'venue-list',
    locale,
  });
  return { t: translator.fixedT(null), locale };
}

function where(language: string, venues: readonly VenuePlace[]): string[] {
  const { t, locale } = translatorOf(language);
  return whereVenuesAre(t, locale, venues);
}

const NJ_FOUR: VenuePlace[] = [
  { locality: 'Fredon', region: 'NJ' },
  { locality: 'Andover', region: 'NJ' },
  { locality: 'Montville', region: 'NJ' },
  { locality: 'Sparta', region: 'NJ' },
];

const TWO_STATES: VenuePlace[] = [
  { locality: 'Fredon', region: 'NJ' },
  { locality: 'Rye', region: 'NY' },
  { locality: 'Sparta', region: 'NJ' },
  { locality: 'Rye', region: 'NY' },
  { locality: 'Tarrytown', region: 'NY' },
];

describe('where the venues are', () => {
  it.each([
    ['en', 'All in New Jersey: Fredon, Andover, Montville, and Sparta.'],
    ['es', 'Todos están en Nueva Jersey: Fredon, Andover, Montville y Sparta.'],
    ['it', 'Si trovano tutte in New Jersey: Fredon, Andover, Montville e Sparta.'],
  ])('says so in one sentence when all are in one state (%s)', (language, sentence) => {
    expect(where(language, NJ_FOUR)).toEqual([sentence]);
  });

  it.each([
    ['en', ['In New Jersey: Fredon and Sparta.', 'In New York: Rye and Tarrytown.']],
    ['es', ['En Nueva Jersey: Fredon y Sparta.', 'En Nueva York: Rye y Tarrytown.']],
    ['it', ['In New Jersey: Fredon e Sparta.', 'In New York: Rye e Tarrytown.']],
  ])(
    'gives one sentence per state, each town once, in site.yaml order (%s)',
    (language, sentences) => {
      expect(where(language, TWO_STATES)).toEqual(sentences);
    },
  );

  it('does not say "all" of a single venue', () => {
    expect(where('en', [{ locality: 'Hope', region: 'NJ' }])).toEqual(['In New Jersey: Hope.']);
  });

  it('says "all" of two venues in one town', () => {
    const twoInHope = [
      { locality: 'Hope', region: 'NJ' },
      { locality: 'Hope', region: 'NJ' },
    ];
    expect(where('en', twoInHope)).toEqual(['All in New Jersey: Hope.']);
  });

  it('shows the code of a state that has no name in venue-list.json, rather than a key', () => {
    expect(where('en', [{ locality: 'Lewes', region: 'DE' }])).toEqual(['In DE: Lewes.']);
  });

  it('says nothing when there is no venue', () => {
    expect(where('en', [])).toEqual([]);
  });

  it.each(['en', 'es', 'it'])(
    'names every town of the specification’s site.yaml (%s)',
    (language) => {
      const [sentence, ...others] = where(language, site.venues);
      expect(others).toEqual([]);
      for (const venue of site.venues) expect(sentence).toContain(venue.locality);
    },
  );

  it('groups towns by state in the order site.yaml first lists them', () => {
    expect(townsByState(TWO_STATES)).toEqual([
      { region: 'NJ', towns: ['Fredon', 'Sparta'], venueCount: 2 },
      { region: 'NY', towns: ['Rye', 'Tarrytown'], venueCount: 3 },
    ]);
  });

  it.each([
    ['en', 'New Jersey and New York'],
    ['es', 'Nueva Jersey y Nueva York'],
    ['it', 'New Jersey e New York'],
  ])('names the states for the title (%s)', (language, states) => {
    const { t, locale } = translatorOf(language);
    expect(venueStates(t, locale, TWO_STATES)).toBe(states);
    expect(venueStates(t, locale, NJ_FOUR)).toBe(t('venue-list:states.NJ'));
  });
});

describe("the venue list's keywords", () => {
  it.each(['en', 'es', 'it'])(
    'name each state, then each of its towns, from the venues themselves (%s)',
    (language) => {
      const { t } = translatorOf(language);
      const state = (region: string) =>
        t('venue-list:meta.placeKeywords.state', { state: t(`venue-list:states.${region}`) });
      const town = (name: string, region: string) =>
        t('venue-list:meta.placeKeywords.town', { town: name, region });
      expect(placeKeywords(t, TWO_STATES).split(', ')).toEqual([
        state('NJ'),
        town('Fredon', 'NJ'),
        town('Sparta', 'NJ'),
        state('NY'),
        town('Rye', 'NY'),
        town('Tarrytown', 'NY'),
      ]);
    },
  );

  it.each(['en', 'es', 'it'])(
    'are the places of the venues and the fixed words, nothing written for one place (%s)',
    (language) => {
      const { t } = translatorOf(language);
      const keywords = t('venue-list:meta.keywords', { places: placeKeywords(t, NJ_FOUR) });
      expect(keywords).not.toMatch(/{{|}}/);
      for (const { locality } of NJ_FOUR) expect(keywords).toContain(locality);
      // The words around the places name no town, county or state of their own.
      const fixedWords = t('venue-list:meta.keywords', { places: '' });
      expect(fixedWords).not.toMatch(/\b(?:NJ|NY|PA|CT|County|condado|contea)\b/);
      expect(fixedWords).not.toContain(t('venue-list:states.NJ'));
    },
  );
});

describe('VenueCard', () => {
  it.each([
    ['en', 'Fredon, New Jersey'],
    ['es', 'Fredon, Nueva Jersey'],
    ['it', 'Fredon, New Jersey'],
  ])('says its town and state (%s)', (language, place) => {
    const { t } = translatorOf(language);
    renderAsPage(
      <VenueCard
        venue={{
          slug: 'bear-brook-valley',
          name: 'Bear Brook Valley',
          locality: 'Fredon',
          region: 'NJ',
          state: t('venue-list:states.NJ'),
          path: '/venues/bear-brook-valley/',
          image: null,
        }}
      />,
      language,
      '/venues/',
      ['common', 'venue-page', 'venue-list'],
    );
    expect(screen.getByRole('heading', { name: 'Bear Brook Valley' })).toBeInTheDocument();
    expect(screen.getByText(place)).toBeInTheDocument();
  });
});
