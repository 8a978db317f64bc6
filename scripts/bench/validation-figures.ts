/**
 * What the validation timings (validation.ts) measure, apart from that
 * module: the report (report.ts) prints them, and validation.ts prints the
 * report's section when run alone, so neither imports the other's types.
 */
export interface TimedCase {
  /** Milliseconds of each timed run, in the order they ran (the warm-up left out). */
  runsMs: number[];
  /** The target, when it sets one. */
  targetMs?: number;
}

export interface ValidationFigures {
  /** validateSiteConfigText on the shipped site.yaml, with the translations. */
  shippedFile: TimedCase;
  /** checkProject on the files as read from disk, the reading included. */
  projectCheck: TimedCase;
  /** validateSiteConfigText on the shipped site.yaml with `venues` venues added. */
  manyVenues: TimedCase & { venues: number };
}
