/**
 * A design in words, in the visitor's language: the message the contact
 * form is prefilled with, so the team can quote without opening the file.
 */
import { FONTS, TEMPLATE_FIELDS, type GoboDesign } from './design';
import { BRIDGE_MM, SMALLEST_SIZE } from './gobo-sizes';
import type { Translate } from '../../i18n/translate';

export interface SummaryExtras {
  /** The address that reopens the design. */
  link?: string;
  /** The uploaded logo's file name (logo template). */
  logoName?: string;
  /** Steel: how many bridges the attached file has, so the crew knows they are there. */
  bridges?: number;
  /** The visitor's BCP 47 locale, for numbers (en-US when not given). */
  locale?: string;
}

const NS = 'gobo-designer';

/** The texts as typed, e.g. "A & M" or "Ana & Marco · 06 · 14 · 2027". */
export function textsLine(design: GoboDesign, t: Translate): string {
  const texts = design.texts;
  const pair = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join(' & ');
  switch (design.template) {
    case 'monogram':
      return pair(texts.initialA, texts.initialB);
    case 'names-date':
      return [pair(texts.nameA, texts.nameB), texts.date.trim()].filter(Boolean).join(' · ');
    case 'framed-line':
      return texts.line.trim();
    case 'logo':
      return t(`${NS}:summary.logoOnly`);
  }
}

export function materialLine(design: GoboDesign, t: Translate): string {
  if (design.material === 'steel') return t(`${NS}:summary.steel`);
  return design.gradient
    ? t(`${NS}:summary.glassGradient`, { from: design.colorA, to: design.colorB })
    : t(`${NS}:summary.glassColour`, { colour: design.colorA });
}

/** One "Label: value" line per choice. */
export function designSummary(
  design: GoboDesign,
  t: Translate,
  extras: SummaryExtras = {},
): string {
  const line = (key: string, value: string) => `${t(`${NS}:summary.${key}`)}: ${value}`;
  const lines = [
    t(`${NS}:summary.heading`),
    line('template', t(`${NS}:templates.${design.template}.label`)),
  ];
  if (TEMPLATE_FIELDS[design.template].length > 0) {
    lines.push(line('texts', textsLine(design, t)));
    lines.push(line('font', FONTS[design.font].name));
  } else if (extras.logoName) {
    lines.push(line('logo', extras.logoName));
  }
  lines.push(
    line('size', `${design.size} %`),
    line('rotation', `${design.rotation}°`),
    line('frame', t(`${NS}:frames.${design.frame}`)),
    line('material', materialLine(design, t)),
  );
  if (design.material === 'steel' && extras.bridges !== undefined) {
    lines.push(
      line(
        'bridges',
        extras.bridges === 0
          ? t(`${NS}:summary.bridgesNone`)
          : t(`${NS}:summary.bridgesValue`, {
              count: extras.bridges,
              width: new Intl.NumberFormat(extras.locale ?? 'en-US').format(BRIDGE_MM),
              size: SMALLEST_SIZE.name,
            }),
      ),
    );
  }
  if (extras.link) lines.push(line('link', extras.link));
  return lines.join('\n');
}
