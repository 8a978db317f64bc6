/**
 * The canvas and its randomness: what makes a run rewrite byte-identical files (seeded
 * numbers, definitions shared and numbered in drawing order, rounded coordinates).
 */
import { Canvas } from '../src/lib/canvas';
import { createRandom, hashSeed } from '../src/lib/random';
import { num } from '../src/lib/svg';

function sequence(seed: string | number, length = 5): number[] {
  const random = createRandom(seed);
  return Array.from({ length }, () => random.next());
}

describe('createRandom', () => {
  it('repeats the same numbers for the same seed, and others for another', () => {
    expect(sequence('images/home/hero-stage.jpg')).toEqual(sequence('images/home/hero-stage.jpg'));
    expect(sequence('images/home/hero-stage.jpg')).not.toEqual(sequence('images/venues/x.jpg'));
    expect(sequence('abc')).toEqual(sequence(hashSeed('abc')));
  });

  it('keeps int() within its bounds, both ends included', () => {
    const random = createRandom(7);
    const drawn = new Set(Array.from({ length: 200 }, () => random.int(2, 4)));
    expect([...drawn].sort()).toEqual([2, 3, 4]);
  });

  it('refuses to pick from nothing', () => {
    expect(() => createRandom(1).pick([])).toThrow('at least one item');
  });
});

describe('Canvas', () => {
  const stops = [
    { offset: 0, color: '#000' },
    { offset: 1, color: '#fff' },
  ];

  it('defines an identical gradient once, and numbers definitions in drawing order', () => {
    const canvas = new Canvas(10, 10, 'seed');
    const first = canvas.linearBox(stops);
    expect(canvas.linearBox(stops)).toBe(first);
    expect(canvas.blur(2)).toBe('url(#f2)');
    expect(first).toBe('url(#b1)');
    expect(canvas.toSvg().match(/<linearGradient/g)).toHaveLength(1);
  });

  it('returns captured drawing instead of keeping it', () => {
    const canvas = new Canvas(10, 10, 'seed');
    const captured = canvas.capture(() => canvas.add('<circle r="1"/>'));
    expect(captured).toBe('<circle r="1"/>');
    expect(canvas.toSvg()).not.toContain('<circle');
  });
});

describe('num', () => {
  it('rounds to three decimals and never writes -0', () => {
    expect(num(0.1 + 0.2)).toBe('0.3');
    expect(num(-0.0001)).toBe('0');
    expect(num(12.34567)).toBe('12.346');
  });
});
