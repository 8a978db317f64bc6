// Minimal SVG markup helpers. Numbers are rounded to three decimals, so the output is stable
// byte for byte whatever floating-point noise the geometry carries.

export type Point = readonly [number, number];
export type Attrs = Readonly<Record<string, string | number | undefined>>;

export function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrText(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner === ''
    ? `<${tag}${attrText(attrs)}/>`
    : `<${tag}${attrText(attrs)}>${inner}</${tag}>`;
}

export function group(attrs: Attrs, ...children: string[]): string {
  return el('g', attrs, ...children);
}

/** Children drawn with additive-looking "screen" blending, as light adds up in haze. */
export function screen(...children: string[]): string {
  return el('g', { style: 'mix-blend-mode:screen' }, ...children);
}

export function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

export function polygon(list: readonly Point[], attrs: Attrs = {}): string {
  return el('polygon', { points: points(list), ...attrs });
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attrs = {}) {
  return el('rect', { x, y, width, height, ...attrs });
}

export function circle(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  return el('circle', { cx, cy, r, ...attrs });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}) {
  return el('ellipse', { cx, cy, rx, ry, ...attrs });
}

export function line(from: Point, to: Point, attrs: Attrs = {}): string {
  return el('line', { x1: from[0], y1: from[1], x2: to[0], y2: to[1], ...attrs });
}

/** Path data from a tagged template: numbers are rounded like every other attribute. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce(
    (text, part, index) => text + part + (index < values.length ? num(values[index] ?? 0) : ''),
    '',
  );
}

export function lerp(from: number, to: number, amount: number): number {
  return from + (to - from) * amount;
}

export function lerpPoint(from: Point, to: Point, amount: number): Point {
  return [lerp(from[0], to[0], amount), lerp(from[1], to[1], amount)];
}

/** Point on a quadratic Bézier curve. */
export function quadPoint(from: Point, control: Point, to: Point, t: number): Point {
  const a = lerpPoint(from, control, t);
  const b = lerpPoint(control, to, t);
  return lerpPoint(a, b, t);
}
