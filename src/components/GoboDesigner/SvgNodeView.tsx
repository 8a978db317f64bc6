import { createElement, memo, type ReactElement } from 'react';
import type { SvgNode } from '../../lib/gobo/svg-tree';

/** Renders an artwork tree; memo skips subtrees (the frame) that did not change. */
export const SvgNodeView = memo(function SvgNodeView({ node }: { node: SvgNode }): ReactElement {
  return createElement(
    node.tag,
    node.attrs,
    node.text,
    ...(node.children ?? []).map((child, index) => <SvgNodeView key={index} node={child} />),
  );
});

/** The artwork's root <svg>, sized by CSS instead of its file size. */
export function ArtworkSvg({ root, className }: { root: SvgNode; className?: string }) {
  const { width: _width, height: _height, ...attrs } = root.attrs;
  return createElement(
    'svg',
    { ...attrs, className, focusable: 'false' },
    ...(root.children ?? []).map((child, index) => <SvgNodeView key={index} node={child} />),
  );
}
