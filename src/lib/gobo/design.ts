/**
 * What a gobo design is: the visitor's choices, their limits and defaults.
 * Everything else (the URL, the artwork, the summary) is derived from a
 * `GoboDesign`, so this file is the one place that says what can be chosen.
 */

export const TEMPLATES = ['monogram', 'names-date', 'framed-line', 'logo'] as const;
export type TemplateId = (typeof TEMPLATES)[number];

export interface FontInfo {
  /** The face's own name, shown as is in every language. */
  name: string;
  /** Script faces connect their letters: they are grouped apart in the picker. */
  style: 'script' | 'serif' | 'sans';
}

/** The self-hosted faces offered; their files are mapped in the designer's font loader. */
export const FONTS = {
  'great-vibes': { name: 'Great Vibes', style: 'script' },
  parisienne: { name: 'Parisienne', style: 'script' },
  'playfair-display': { name: 'Playfair Display', style: 'serif' },
  cinzel: { name: 'Cinzel', style: 'serif' },
  montserrat: { name: 'Montserrat', style: 'sans' },
  'bebas-neue': { name: 'Bebas Neue', style: 'sans' },
} as const satisfies Record<string, FontInfo>;
export type FontId = keyof typeof FONTS;
export const FONT_IDS = Object.keys(FONTS) as FontId[];

export const FRAMES = ['none', 'ring', 'double-ring', 'laurel', 'stars'] as const;
export type FrameId = (typeof FRAMES)[number];

export const MATERIALS = ['steel', 'glass'] as const;
export type Material = (typeof MATERIALS)[number];

/** The texts of every template; each template uses some of them. */
export interface GoboTexts {
  initialA: string;
  initialB: string;
  nameA: string;
  nameB: string;
  date: string;
  line: string;
}
export type TextField = keyof GoboTexts;

export interface GoboDesign {
  template: TemplateId;
  texts: GoboTexts;
  font: FontId;
  /** Percent of the size that just fits the disc. */
  size: number;
  /** Degrees, clockwise. */
  rotation: number;
  frame: FrameId;
  material: Material;
  /** Glass only: the colour, and the gradient's second colour. */
  colorA: string;
  colorB: string;
  gradient: boolean;
}

/** Which text fields each template shows, in order. */
export const TEMPLATE_FIELDS: Record<TemplateId, readonly TextField[]> = {
  monogram: ['initialA', 'initialB'],
  'names-date': ['nameA', 'nameB', 'date'],
  'framed-line': ['line'],
  logo: [],
};

/** Longest text per field: what still reads on a 5 m wide projection. */
export const MAX_LENGTH: Record<TextField, number> = {
  initialA: 2,
  initialB: 2,
  nameA: 18,
  nameB: 18,
  date: 24,
  line: 28,
};

export const SIZE = { min: 40, max: 130, step: 5, initial: 100 } as const;
export const ROTATION = { min: -180, max: 180, step: 5, initial: 0 } as const;

/** A steel gobo passes the projector's own light: shown as white. */
export const STEEL_LIGHT = '#ffffff';

export const EMPTY_TEXTS: GoboTexts = {
  initialA: '',
  initialB: '',
  nameA: '',
  nameB: '',
  date: '',
  line: '',
};

export const TEXT_FIELDS = Object.keys(EMPTY_TEXTS) as TextField[];

/**
 * The design a visitor starts from. Its texts are empty here: the designer
 * fills them with the example texts of the visitor's language.
 */
export const DEFAULT_DESIGN: GoboDesign = {
  template: 'monogram',
  texts: EMPTY_TEXTS,
  font: 'great-vibes',
  size: SIZE.initial,
  rotation: ROTATION.initial,
  frame: 'laurel',
  material: 'glass',
  colorA: '#ffd36e',
  colorB: '#ff4fa3',
  gradient: true,
};

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** A #rrggbb colour in lower case, or undefined when it is not one. */
export function normalizeColor(value: string | null | undefined): string | undefined {
  const color = value?.trim().toLowerCase();
  if (!color) return undefined;
  const withHash = color.startsWith('#') ? color : `#${color}`;
  return HEX_COLOR.test(withHash) ? withHash : undefined;
}

export function clampNumber(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  const stepped = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

/** Control characters never reach the artwork; length is cut to the field's limit. */
export function cleanText(field: TextField, value: string): string {
  const printable = Array.from(value.replace(/\p{Cc}/gu, ''));
  return printable.slice(0, MAX_LENGTH[field]).join('');
}

export function isTemplate(value: unknown): value is TemplateId {
  return (TEMPLATES as readonly unknown[]).includes(value);
}

export function isFont(value: unknown): value is FontId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FONTS, value);
}

export function isFrame(value: unknown): value is FrameId {
  return (FRAMES as readonly unknown[]).includes(value);
}

export function isMaterial(value: unknown): value is Material {
  return (MATERIALS as readonly unknown[]).includes(value);
}

/** The texts a design shows, in reading order (empty ones left out). */
export function visibleTexts(design: GoboDesign): string[] {
  return TEMPLATE_FIELDS[design.template]
    .map((field) => design.texts[field].trim())
    .filter((text) => text !== '');
}
