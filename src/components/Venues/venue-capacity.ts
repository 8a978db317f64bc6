import type { PlannerFactsData } from './PlannerFacts';

/**
 * The most guests a venue holds, for search engines' maximumAttendeeCapacity:
 * the larger of its seated and standing capacities, or nothing when the
 * owner gave neither.
 */
export function maximumCapacityOf(facts: PlannerFactsData): number | undefined {
  const counts = [facts.capacity?.seated, facts.capacity?.standing].filter(
    (count): count is number => typeof count === 'number' && count > 0,
  );
  return counts.length ? Math.max(...counts) : undefined;
}
