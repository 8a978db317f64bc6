// One picture being drawn: its size, its seeded randomness, and the <defs> (gradients, filters,
// masks) its primitives ask for. Ids are numbered in drawing order, so output is stable.

import { createRandom, type Random } from './random';
import { el, num, type Attrs, type Point } from './svg';

export interface Stop {
  readonly offset: number;
  readonly color: string;
  readonly opacity?: number;
}

export class Canvas {
  readonly rng: Random;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    seed: string,
  ) {
    this.rng = createRandom(seed);
  }

  add(...markup: string[]): void {
    this.body.push(...markup);
  }

  /** Runs drawing code that adds to the canvas, and returns what it drew instead of keeping it. */
  capture(draw: () => void): string {
    const start = this.body.length;
    draw();
    return this.body.splice(start).join('');
  }

  newId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Registers a definition once per distinct key and returns its url(#id). */
  private define(key: string, prefix: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.newId(prefix);
    this.defs.push(build(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  /** A gradient along a line in picture coordinates. */
  linear(from: Point, to: Point, stops: readonly Stop[]): string {
    const coords = { x1: from[0], y1: from[1], x2: to[0], y2: to[1] };
    return this.define(`lin${JSON.stringify([coords, stops])}`, 'l', (id) =>
      el(
        'linearGradient',
        { id, gradientUnits: 'userSpaceOnUse', ...coords },
        ...stops.map(stopMarkup),
      ),
    );
  }

  /** A gradient across the shape it fills (0..1 box units): vertical by default. */
  linearBox(stops: readonly Stop[], direction: 'down' | 'right' = 'down'): string {
    const coords = direction === 'down' ? { x2: 0, y2: 1 } : { x2: 1, y2: 0 };
    return this.define(`box${direction}${JSON.stringify(stops)}`, 'b', (id) =>
      el('linearGradient', { id, x1: 0, y1: 0, ...coords }, ...stops.map(stopMarkup)),
    );
  }

  /** A radial gradient that stretches with the shape it fills (ellipses get elliptic light). */
  radialBox(stops: readonly Stop[], focus: Point = [0.5, 0.5]): string {
    return this.define(`rad${JSON.stringify([stops, focus])}`, 'r', (id) =>
      el(
        'radialGradient',
        { id, cx: 0.5, cy: 0.5, r: 0.5, fx: focus[0], fy: focus[1] },
        ...stops.map(stopMarkup),
      ),
    );
  }

  blur(deviation: number): string {
    const key = num(deviation);
    return this.define(`blur${key}`, 'f', (id) =>
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: key }),
      ),
    );
  }

  /** A mask from white-on-black markup (white keeps, black hides). */
  mask(markup: string, attrs: Attrs = {}): string {
    const id = this.newId('m');
    this.defs.push(
      el(
        'mask',
        {
          id,
          maskUnits: 'userSpaceOnUse',
          x: 0,
          y: 0,
          width: this.width,
          height: this.height,
          ...attrs,
        },
        markup,
      ),
    );
    return `url(#${id})`;
  }

  clip(markup: string): string {
    const id = this.newId('c');
    this.defs.push(el('clipPath', { id }, markup));
    return `url(#${id})`;
  }

  /** A tile repeated across whatever it fills, in picture coordinates. */
  pattern(width: number, height: number, markup: string): string {
    return this.define(`pat${width}x${height}${markup}`, 'p', (id) =>
      el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, markup),
    );
  }

  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopMarkup(stop: Stop): string {
  return el('stop', {
    offset: stop.offset,
    'stop-color': stop.color,
    'stop-opacity': stop.opacity,
  });
}
