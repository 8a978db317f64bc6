/**
 * The artwork as a small tree of SVG elements, built once and shown twice:
 * React renders it in the live preview, `serializeSvg` writes the file the
 * visitor downloads, so the two can never differ. Attribute names are
 * written as React spells them (fillRule); the file gets SVG's (fill-rule).
 */

export type SvgAttributes = Record<string, string | number>;

export interface SvgNode {
  tag: string;
  attrs: SvgAttributes;
  children?: SvgNode[];
  /** Text content (for <title> and <desc>). */
  text?: string;
}

export function svg(
  tag: string,
  attrs: SvgAttributes = {},
  children: SvgNode[] = [],
  text?: string,
): SvgNode {
  return text === undefined ? { tag, attrs, children } : { tag, attrs, children, text };
}

/** SVG attributes that are camelCase in SVG itself, so React and SVG spell them alike. */
const CAMEL_IN_SVG = new Set([
  'viewBox',
  'gradientUnits',
  'gradientTransform',
  'stdDeviation',
  'preserveAspectRatio',
  'maskUnits',
  'maskContentUnits',
  'clipPathUnits',
  'filterUnits',
  'primitiveUnits',
  'tableValues',
]);

/** The name an attribute has in an SVG file. */
export function svgAttributeName(name: string): string {
  if (name === 'href') return 'xlink:href';
  if (CAMEL_IN_SVG.has(name) || name.startsWith('xmlns')) return name;
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function serializeNode(node: SvgNode): string {
  const attributes = Object.entries(node.attrs)
    .map(([name, value]) => ` ${svgAttributeName(name)}="${escapeXml(String(value))}"`)
    .join('');
  const inner =
    (node.text === undefined ? '' : escapeXml(node.text)) +
    (node.children ?? []).map(serializeNode).join('');
  return inner === ''
    ? `<${node.tag}${attributes}/>`
    : `<${node.tag}${attributes}>${inner}</${node.tag}>`;
}

/** A standalone SVG file (XML declaration, namespaces) from a root <svg> node. */
export function serializeSvg(root: SvgNode): string {
  const withNamespaces = svg(
    root.tag,
    {
      xmlns: 'http://www.w3.org/2000/svg',
      'xmlns:xlink': 'http://www.w3.org/1999/xlink',
      ...root.attrs,
    },
    root.children,
    root.text,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializeNode(withNamespaces)}\n`;
}
