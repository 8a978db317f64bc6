import { useEffect, useState } from 'react';
import type { GoboDesign } from '../../lib/gobo/design';
import type { LogoArt } from '../../lib/gobo/layout';
import { findHairlines, type HairlineMark } from '../../lib/gobo/steel';
import type { TextOutline } from '../../lib/gobo/text-outline';

/**
 * How long typing must pause before hairlines are looked for: marks that
 * came and went with every letter would only distract, and looking costs
 * about as much as planning the bridges (a keystroke's whole budget).
 */
export const HAIRLINE_PAUSE_MS = 250;

const NO_HAIRLINES: HairlineMark[] = [];

interface Found {
  design: GoboDesign;
  outline: (text: string) => TextOutline;
  art: LogoArt | null;
  marks: HairlineMark[];
}

/**
 * A steel design's hairlines, found once the visitor pauses: none while
 * the design differs from the one they were found for.
 */
export function useHairlinesOncePaused(
  design: GoboDesign,
  outline: ((text: string) => TextOutline) | null,
  art: LogoArt | null,
): HairlineMark[] {
  const [found, setFound] = useState<Found | null>(null);
  useEffect(() => {
    if (design.material !== 'steel' || !outline) return undefined;
    const timer = window.setTimeout(() => {
      const marks = findHairlines({ design, outline, logo: art, idPrefix: 'gobo-steel' });
      setFound({ design, outline, art, marks });
    }, HAIRLINE_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [design, outline, art]);
  const current =
    found && found.design === design && found.outline === outline && found.art === art;
  return current ? found.marks : NO_HAIRLINES;
}
