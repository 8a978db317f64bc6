/**
 * The designer plans a steel preview's bridges, and looks for hairlines,
 * once typing pauses: a value that keeps changing is not taken up until it
 * has stayed the same long enough, and then it is.
 */
import { act, renderHook } from '@testing-library/react';
import { useOncePaused } from '../../../src/components/GoboDesigner/use-once-paused';
import { useHairlinesOncePaused } from '../../../src/components/GoboDesigner/use-hairlines';
import { design, outlinerFor } from './support';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

it('keeps the value it last paused at while the value changes faster than the pause', () => {
  const { result, rerender } = renderHook(({ value }) => useOncePaused(value, 200), {
    initialProps: { value: 'B' },
  });
  expect(result.current).toBe('B');
  for (const value of ['BO', 'BOO', 'BOOK']) {
    rerender({ value });
    act(() => jest.advanceTimersByTime(150));
    expect(result.current).toBe('B');
  }
  act(() => jest.advanceTimersByTime(60));
  expect(result.current).toBe('BOOK');
});

it('finds a steel design’s hairlines once typing pauses, and shows none for a newer design', () => {
  const outline = outlinerFor('great-vibes');
  const typed = (line: string) =>
    design({
      template: 'framed-line',
      frame: 'none',
      font: 'great-vibes',
      material: 'steel',
      texts: { line } as never,
    });
  const first = typed('Happy Anniversary Rosa & Tom');
  const { result, rerender } = renderHook(
    ({ current }) => useHairlinesOncePaused(current, outline, null),
    { initialProps: { current: first } },
  );
  expect(result.current).toEqual([]);
  act(() => jest.advanceTimersByTime(300));
  expect(result.current.length).toBeGreaterThan(0);
  rerender({ current: typed('Happy Anniversary Rosa & Tom!') });
  expect(result.current).toEqual([]);
  rerender({ current: { ...first, material: 'glass' } });
  act(() => jest.advanceTimersByTime(300));
  expect(result.current).toEqual([]);
});
