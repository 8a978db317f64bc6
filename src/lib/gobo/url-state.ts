/**
 * A design in the page's address, so that a link reopens it. Short keys keep
 * shared links readable; anything missing, unknown or out of range falls
 * back to the default, so an edited or truncated link still opens a design.
 * (An uploaded logo is not in the address: it never leaves the browser.)
 */
import {
  clampNumber,
  cleanText,
  DEFAULT_DESIGN,
  isFont,
  isFrame,
  isMaterial,
  isTemplate,
  normalizeColor,
  ROTATION,
  SIZE,
  TEMPLATE_FIELDS,
  type GoboDesign,
  type TextField,
} from './design';

const TEXT_KEYS: Record<TextField, string> = {
  initialA: 'ia',
  initialB: 'ib',
  nameA: 'na',
  nameB: 'nb',
  date: 'd',
  line: 'l',
};

/** The query string (without "?") holding `design`. */
export function designToSearch(design: GoboDesign): string {
  const params = new URLSearchParams();
  params.set('t', design.template);
  for (const field of TEMPLATE_FIELDS[design.template]) {
    params.set(TEXT_KEYS[field], design.texts[field]);
  }
  params.set('f', design.font);
  params.set('s', String(design.size));
  params.set('r', String(design.rotation));
  params.set('fr', design.frame);
  params.set('m', design.material);
  if (design.material === 'glass') {
    params.set('c1', design.colorA.slice(1));
    params.set('c2', design.colorB.slice(1));
    params.set('g', design.gradient ? '1' : '0');
  }
  return params.toString();
}

function numberParam(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** The design a query string describes, completed with `defaults`. */
export function designFromSearch(
  search: string,
  defaults: GoboDesign = DEFAULT_DESIGN,
): GoboDesign {
  const params = new URLSearchParams(search);
  const pick = <T>(key: string, guard: (value: unknown) => value is T, fallback: T): T => {
    const value = params.get(key);
    return guard(value) ? value : fallback;
  };

  const texts = { ...defaults.texts };
  for (const [field, key] of Object.entries(TEXT_KEYS) as Array<[TextField, string]>) {
    const value = params.get(key);
    if (value !== null) texts[field] = cleanText(field, value);
  }

  const size = numberParam(params, 's');
  const rotation = numberParam(params, 'r');
  const material = pick('m', isMaterial, defaults.material);
  const colorA = normalizeColor(params.get('c1'));
  const colorB = normalizeColor(params.get('c2'));
  const gradientFlag = params.get('g');
  const gradient =
    gradientFlag === '1' || gradientFlag === '0' ? gradientFlag === '1' : defaults.gradient;

  return {
    template: pick('t', isTemplate, defaults.template),
    texts,
    font: pick('f', isFont, defaults.font),
    size: size === undefined ? defaults.size : clampNumber(size, SIZE.min, SIZE.max, SIZE.step),
    rotation:
      rotation === undefined
        ? defaults.rotation
        : clampNumber(rotation, ROTATION.min, ROTATION.max, ROTATION.step),
    frame: pick('fr', isFrame, defaults.frame),
    material,
    colorA: colorA ?? defaults.colorA,
    colorB: colorB ?? defaults.colorB,
    gradient,
  };
}
