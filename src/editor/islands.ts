/**
 * Our own React components inside Decap's page. Decap renders with its own
 * React (19, inside its prebuilt script); ours is the site's React 18, so a
 * component of ours cannot be a child of one of Decap's. Instead, a small
 * Decap component owns an empty element and renders our component into it
 * with our React, on every update of its props.
 */
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { decap } from './decap';

interface IslandHost<Props> {
  props: Props;
  element?: HTMLElement | null;
  root?: Root;
  inner?: unknown;
}

export interface IslandOptions<Props> {
  displayName: string;
  /** Our component for the current props; `host` lets it hand methods back to Decap. */
  render: (props: Props, host: IslandHost<Props>) => ReactElement;
  /** Extra methods on the Decap component (isValid, focus…), called with the host as `this`. */
  methods?: Record<string, (this: IslandHost<Props>, ...args: never[]) => unknown>;
  className?: string;
}

/** A Decap (create-react-class) component that hosts our React 18 component. */
export function island<Props>(options: IslandOptions<Props>): unknown {
  const { h, createClass } = decap();
  return createClass({
    displayName: options.displayName,
    ...options.methods,
    componentDidMount(this: IslandHost<Props>) {
      if (!this.element) return;
      this.root = createRoot(this.element);
      this.root.render(options.render(this.props, this));
    },
    componentDidUpdate(this: IslandHost<Props>) {
      this.root?.render(options.render(this.props, this));
    },
    componentWillUnmount(this: IslandHost<Props>) {
      const root = this.root;
      // Unmounting a root while Decap's React is rendering warns: wait a tick.
      setTimeout(() => root?.unmount(), 0);
    },
    render(this: IslandHost<Props>) {
      return h('div', {
        className: options.className,
        ref: (element: HTMLElement | null) => {
          this.element = element;
        },
      });
    },
  });
}
