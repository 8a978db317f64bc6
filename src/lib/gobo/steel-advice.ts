/**
 * What a steel design asks of the visitor, in the visitor's language: a
 * logo steel cannot hold cleanly (too many islands, or one no bridge can
 * reach) is better on glass or simplified; hairlines are better in a
 * bolder face, larger, or on glass.
 */
import { FONT_IDS, FONTS } from './design';
import { MIN_CUT_MM, SMALLEST_SIZE } from './gobo-sizes';
import { MAX_LOGO_ISLANDS, type SteelPlan } from './steel';
import type { Translate } from '../../i18n/translate';

const NS = 'gobo-designer';

export interface AdviceInput {
  /** The steel design's plan (none on glass: no advice). */
  plan: SteelPlan | undefined;
  /** How many hairlines the preview circles. */
  hairlines: number;
  isLogo: boolean;
  /** The visitor's locale, for numbers and lists. */
  locale: string;
}

/** Whether steel cannot hold a logo cleanly: too many islands, or one left loose. */
export function logoTooFine(plan: SteelPlan): boolean {
  return plan.loose > 0 || plan.islandsFound > MAX_LOGO_ISLANDS;
}

export function steelAdvice(
  { plan, hairlines, isLogo, locale }: AdviceInput,
  translate: Translate,
): string[] {
  if (!plan) return [];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const advice: string[] = [];
  if (isLogo && logoTooFine(plan)) {
    advice.push(
      translate(`${NS}:material.logoTooFine`, { pieces: number.format(plan.islandsFound) }),
    );
  }
  if (hairlines > 0) {
    const values = { width: number.format(MIN_CUT_MM), size: SMALLEST_SIZE.name };
    if (isLogo) {
      advice.push(translate(`${NS}:material.hairlinesLogo`, values));
    } else {
      const bold = FONT_IDS.filter((font) => FONTS[font].style === 'sans').map(
        (font) => FONTS[font].name,
      );
      const fonts = new Intl.ListFormat(locale, { type: 'disjunction' }).format(bold);
      advice.push(translate(`${NS}:material.hairlines`, { ...values, fonts }));
    }
  }
  return advice;
}
