/** @jest-environment node */
import { figuresOf, median, medianFigures } from '../../../scripts/bench/lighthouse';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([92, 99, 95, 61, 97])).toBe(95);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('figuresOf', () => {
  it('reads scores as 0–100, the four metrics and the network totals of a report', () => {
    const figures = figuresOf({
      categories: {
        performance: { score: 0.96 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.92 },
        seo: { score: null },
      },
      audits: {
        'first-contentful-paint': { numericValue: 702.4 },
        'largest-contentful-paint': { numericValue: 1412.5 },
        'cumulative-layout-shift': { numericValue: 0 },
        'total-blocking-time': { numericValue: 87 },
        'network-requests': {
          details: { items: [{ transferSize: 1000 }, { transferSize: 250 }, {}] },
        },
      },
    });
    expect(figures).toEqual({
      performance: 96,
      accessibility: 100,
      bestPractices: 92,
      seo: 0,
      fcp: 702.4,
      lcp: 1412.5,
      cls: 0,
      tbt: 87,
      transferred: 1250,
      requests: 3,
    });
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const run = (performance: number, lcp: number) => ({
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcp: lcp / 2,
      lcp,
      cls: 0,
      tbt: 50,
      transferred: 1000,
      requests: 10,
    });
    const result = medianFigures([run(90, 900), run(99, 1500), run(95, 1100)]);
    expect(result.performance).toBe(95);
    expect(result.lcp).toBe(1100);
    expect(result.fcp).toBe(550);
  });
});
