import { startTransition, useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `pauseMs`: until then, the value
 * it last paused at. The change is a transition, so a keystroke that comes
 * while the work it starts renders is not kept waiting.
 */
export function useOncePaused<T>(value: T, pauseMs: number): T {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    if (paused === value) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setPaused(value)), pauseMs);
    return () => window.clearTimeout(timer);
  }, [value, paused, pauseMs]);
  return paused;
}
