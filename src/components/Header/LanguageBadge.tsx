/**
 * A language's badge in the language menu, the phone drawer and the
 * language button: site.yaml's `flag` of the language, a flag emoji or a
 * few letters. Neither relies on the visitor's emoji font (Windows shows a
 * flag emoji as two letters, and each system draws flags its own way): a
 * flag the site knows is drawn here as a small picture, and letters (or a
 * flag the site cannot draw, as its country's two letters) sit in a badge
 * of the same size, so every language's badge looks the same everywhere.
 * Decoration only: the language's name beside it is what is read out.
 */
import type { ReactElement } from 'react';
import * as styles from './LanguageBadge.module.css';

/** The two regional-indicator symbols of a flag emoji: 🇮🇹 is I + T. */
const FLAG_EMOJI = /^[\u{1F1E6}-\u{1F1FF}]{2}$/u;
const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The country code a flag emoji spells (🇮🇹 → IT), or undefined for letters. */
export function countryOfFlag(badge: string): string | undefined {
  if (!FLAG_EMOJI.test(badge)) return undefined;
  return [...badge]
    .map((symbol) => String.fromCharCode((symbol.codePointAt(0) ?? 0) - REGIONAL_INDICATOR_A + 65))
    .join('');
}

/**
 * A coordinate rounded to hundredths of the 30 × 20 drawing, far finer than
 * a pixel of the badge: the language button's flag is in every page's HTML,
 * where 1.5384615384615385 costs bytes that 1.54 does not.
 */
const hundredths = (value: number) => Math.round(value * 100) / 100;

/** Flags of three bands, drawn 3 × 2: the bands' colours, left to right or top to bottom. */
const TRICOLOURS: Readonly<
  Record<string, { bands: 'vertical' | 'horizontal'; colours: readonly [string, string, string] }>
> = {
  IT: { bands: 'vertical', colours: ['#009246', '#ffffff', '#ce2b37'] },
  FR: { bands: 'vertical', colours: ['#002654', '#ffffff', '#ce1126'] },
  IE: { bands: 'vertical', colours: ['#169b62', '#ffffff', '#ff883e'] },
  BE: { bands: 'vertical', colours: ['#000000', '#fdda24', '#ef3340'] },
  DE: { bands: 'horizontal', colours: ['#000000', '#dd0000', '#ffce00'] },
  NL: { bands: 'horizontal', colours: ['#ae1c28', '#ffffff', '#21468b'] },
  AT: { bands: 'horizontal', colours: ['#c8102e', '#ffffff', '#c8102e'] },
};

function Tricolour({ country }: { country: string }): ReactElement | null {
  const flag = TRICOLOURS[country];
  if (!flag) return null;
  const vertical = flag.bands === 'vertical';
  return (
    <>
      {flag.colours.map((colour, index) => (
        <rect
          key={index}
          x={vertical ? index * 10 : 0}
          y={vertical ? 0 : hundredths((index * 20) / 3)}
          width={vertical ? 10 : 30}
          height={vertical ? 20 : hundredths(20 / 3)}
          fill={colour}
        />
      ))}
    </>
  );
}

/** The stars of the canton, as a grid of dots (at badge size, stars read as dots). */
const US_STARS = Array.from({ length: 5 }, (_, row) =>
  Array.from({ length: 6 - (row % 2) }, (__, column) => ({
    cx: hundredths(1.2 + column * 2 + (row % 2)),
    cy: hundredths(1.2 + row * 2.1),
  })),
).flat();

const US_STRIPE = 20 / 13;

function UnitedStates(): ReactElement {
  return (
    <>
      <rect width="30" height="20" fill="#ffffff" />
      {Array.from({ length: 7 }, (_, index) => (
        <rect
          key={index}
          y={hundredths(index * 2 * US_STRIPE)}
          width="30"
          height={hundredths(US_STRIPE)}
          fill="#b22234"
        />
      ))}
      <rect width="12" height={hundredths(US_STRIPE * 7)} fill="#3c3b6e" />
      {US_STARS.map(({ cx, cy }) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="0.45" fill="#ffffff" />
      ))}
    </>
  );
}

/** Whether the site draws this country's flag itself. */
export function drawsFlagOf(country: string): boolean {
  return country === 'US' || TRICOLOURS[country] !== undefined;
}

export function LanguageBadge({ badge, className }: { badge: string; className?: string }) {
  const country = countryOfFlag(badge);
  const classes = (kind: string | undefined) =>
    [styles.badge, kind, className].filter(Boolean).join(' ');
  if (country && drawsFlagOf(country)) {
    return (
      <svg
        className={classes(styles.flag)}
        viewBox="0 0 30 20"
        aria-hidden="true"
        focusable="false"
        data-flag={country}
      >
        {country === 'US' ? <UnitedStates /> : <Tricolour country={country} />}
      </svg>
    );
  }
  return (
    <span className={classes(styles.letters)} aria-hidden="true">
      {country ?? badge}
    </span>
  );
}
