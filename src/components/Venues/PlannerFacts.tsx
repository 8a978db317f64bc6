import { graphql } from 'gatsby';
import type { Translate } from '../../i18n/translate';
import { useTranslation } from '../../i18n/use-translation';
import * as styles from './VenuePage.module.css';

type PlannerFactsFragment = Queries.VenuePlannerFactsFragment;

/**
 * A venue's facts for planners as its page queries them from data/venues.yaml
 * (the VenuePlannerFacts fragment below; GraphQL gives null for a fact the
 * owner left out). A fact may also be missing: a venue without an entry in
 * data/venues.yaml passes {}, the editor's preview what the owner has typed.
 */
export type PlannerFactsData = Partial<Omit<PlannerFactsFragment, 'capacity'>> & {
  capacity?: Partial<NonNullable<PlannerFactsFragment['capacity']>> | null;
};

/** @public */
export const plannerFactsFragment = graphql`
  fragment VenuePlannerFacts on ContentVenueExtras {
    capacity {
      seated
      standing
    }
    spaces
    eventsProduced
  }
`;

interface FactRow {
  id: string;
  heading: string;
  /** One paragraph each. */
  texts: string[];
}

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && value > 0;

/** "Up to 250 seated · 400 standing", each number the page's way and each word in its plural. */
function capacityRow(t: Translate, capacity: PlannerFactsData['capacity']): FactRow[] {
  const amounts = [
    positive(capacity?.seated)
      ? t('venue-page:facts.capacity.seated', { count: capacity.seated })
      : '',
    positive(capacity?.standing)
      ? t('venue-page:facts.capacity.standing', { count: capacity.standing })
      : '',
  ].filter(Boolean);
  if (amounts.length === 0) return [];
  return [
    {
      id: 'capacity',
      heading: t('venue-page:facts.capacity.heading'),
      texts: [t('venue-page:facts.capacity.upTo', { amounts: amounts.join(' · ') })],
    },
  ];
}

/** Indoor, outdoor, or both, whatever order the owner listed them in. */
function spacesRow(t: Translate, spaces: PlannerFactsData['spaces']): FactRow[] {
  // A list, except in the editor's preview while the owner is still typing it.
  const listed = Array.isArray(spaces) ? spaces : [];
  const indoor = listed.includes('indoor');
  const outdoor = listed.includes('outdoor');
  if (!indoor && !outdoor) return [];
  const which = indoor && outdoor ? 'indoorAndOutdoor' : indoor ? 'indoor' : 'outdoor';
  return [
    {
      id: 'spaces',
      heading: t('venue-page:facts.spaces.heading'),
      texts: [t(`venue-page:facts.spaces.${which}`)],
    },
  ];
}

/** What we have done there: the number of events, then the owner's words (venue-list.json). */
function ourWorkRow(t: Translate, eventsProduced: number | null | undefined, slug: string) {
  const texts = [
    positive(eventsProduced) ? t('venue-page:facts.ourWork.events', { count: eventsProduced }) : '',
    t(`venue-list:details.${slug}.ourWork`, { defaultValue: '' }),
  ].filter((text) => text.trim() !== '');
  if (texts.length === 0) return [];
  return [{ id: 'our-work', heading: t('venue-page:facts.ourWork.heading'), texts }];
}

/** The rows to show: one per fact given, none for a fact left out. */
export function plannerFactRows(t: Translate, facts: PlannerFactsData, slug: string): FactRow[] {
  return [
    ...capacityRow(t, facts.capacity),
    ...spacesRow(t, facts.spaces),
    ...ourWorkRow(t, facts.eventsProduced, slug),
  ];
}

/**
 * The facts for planners, as rows of the venue page's facts list (<dl>):
 * capacity, indoor/outdoor and our work there, each only when given.
 */
export function PlannerFacts({ facts, slug }: { facts: PlannerFactsData; slug: string }) {
  const { t } = useTranslation();
  return (
    <>
      {plannerFactRows(t, facts, slug).map((row) => (
        <div key={row.id} className={styles.fact} data-fact={row.id}>
          <dt>{row.heading}</dt>
          {row.texts.length === 1 ? (
            <dd>{row.texts[0]}</dd>
          ) : (
            <dd>
              {row.texts.map((text) => (
                <p key={text} className={styles.factParagraph}>
                  {text}
                </p>
              ))}
            </dd>
          )}
        </div>
      ))}
    </>
  );
}
