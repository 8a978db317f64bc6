import {
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type { OnDemand } from './on-demand';

/**
 * How the real trigger opens its popup, as Radix does it: a drop-down menu
 * on a primary-button press or Enter / Space / ArrowDown, a dialog on click.
 */
export type OpensOn = 'menu' | 'dialog';

/** A key press, as much of it as menus read (type-ahead ignores modified keys). */
interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** The gesture that asked for the popup before its code had arrived. */
type Gesture = ({ type: 'keydown' } & KeyPress) | { type: 'pointerdown' } | { type: 'click' };

/** What happened on the stand-in while the code was on its way. */
interface Pending {
  opening: Gesture;
  /** Keys pressed after the opening one (type-ahead, arrows, Escape), in order. */
  keys: KeyPress[];
}

const MENU_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'ArrowDown']);

export interface DeferredTriggerProps<M> {
  module: OnDemand<M>;
  opensOn: OpensOn;
  /** The stand-in button: the same class, content and name as the real trigger. */
  standIn: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { children: ReactNode };
  /** Renders the real component; it must put `triggerRef` on its trigger button. */
  render: (module: M, triggerRef: RefObject<HTMLButtonElement>) => ReactNode;
}

function keyPressOf(event: KeyboardEvent<HTMLButtonElement>): KeyPress {
  const { key, shiftKey, ctrlKey, altKey, metaKey } = event;
  return { key, shiftKey, ctrlKey, altKey, metaKey };
}

function press(target: Element, key: KeyPress): void {
  target.dispatchEvent(
    new window.KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }),
  );
}

/** Plays the recorded gesture again on the real trigger, which then opens as if it got it first. */
function replay(trigger: HTMLButtonElement, gesture: Gesture): void {
  if (gesture.type === 'click') {
    trigger.click();
  } else if (gesture.type === 'keydown') {
    const { type: _type, ...key } = gesture;
    press(trigger, key);
  } else {
    trigger.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        cancelable: true,
        button: 0,
        isPrimary: true,
        pointerType: 'mouse',
      }),
    );
  }
}

/**
 * A popup trigger whose popup code loads on demand. Until then a plain
 * button stands in, with the same look, name and ARIA state (so the HTML
 * before hydration is the same as now). Pointing at it, touching or
 * focusing it starts the download; a press that comes before the code is
 * recorded and replayed on the real trigger (with any keys typed meanwhile,
 * such as type-ahead letters), and focus moves over with it, so keyboard,
 * pointer and screen-reader behaviour stay Radix's.
 */
export function DeferredTrigger<M>({ module, opensOn, standIn, render }: DeferredTriggerProps<M>) {
  // On a later page of the visit the code is already here: no stand-in then.
  const [loaded, setLoaded] = useState<{ module: M } | undefined>(() => {
    const arrived = module.loaded();
    return arrived === undefined ? undefined : { module: arrived };
  });
  const standInRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const requested = useRef(false);
  const arrived = useRef<M | undefined>(undefined);
  const pending = useRef<Pending | null>(null);
  const moveFocus = useRef(false);
  // A click in progress on the stand-in (by mouse, touch, pen or Space):
  // swapping the button between its press and its release would lose the
  // click, so the swap waits for it.
  const pressing = useRef<string | null>(null);

  function swapIn(): void {
    if (arrived.current === undefined || pressing.current !== null) return;
    moveFocus.current =
      standInRef.current !== null && document.activeElement === standInRef.current;
    setLoaded({ module: arrived.current });
  }

  function fetchCode(): void {
    if (requested.current) return;
    requested.current = true;
    module.load().then(
      (module) => {
        arrived.current = module;
        swapIn();
      },
      () => {
        // Nothing opens this time; the next gesture tries again.
        requested.current = false;
        pending.current = null;
      },
    );
  }

  function record(opening: Gesture): void {
    pending.current ??= { opening, keys: [] };
    fetchCode();
  }

  function release(): void {
    pressing.current = null;
    swapIn();
  }

  useEffect(() => {
    const trigger = triggerRef.current;
    if (!loaded || !trigger) return;
    if (moveFocus.current) trigger.focus();
    moveFocus.current = false;
    const recorded = pending.current;
    pending.current = null;
    if (!recorded) return;
    // After this effect, outside React's commit: flushSync can then open the
    // popup at once, so the keys typed meanwhile reach its focused entry.
    queueMicrotask(() => {
      flushSync(() => replay(trigger, recorded.opening));
      for (const key of recorded.keys) press(document.activeElement ?? trigger, key);
    });
  }, [loaded]);

  if (loaded) return <>{render(loaded.module, triggerRef)}</>;

  const opening =
    opensOn === 'menu'
      ? {
          onPointerDown(event: ReactPointerEvent<HTMLButtonElement>) {
            if (event.button !== 0 || event.ctrlKey) return;
            // As Radix does: the popup, not the button, takes focus.
            event.preventDefault();
            record({ type: 'pointerdown' });
          },
          onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
            if (pending.current) {
              // The menu is as good as open: its keys wait for it.
              event.preventDefault();
              pending.current.keys.push(keyPressOf(event));
            } else if (MENU_KEYS.has(event.key)) {
              event.preventDefault();
              record({ type: 'keydown', ...keyPressOf(event) });
            }
          },
        }
      : {
          onPointerDown(event: ReactPointerEvent<HTMLButtonElement>) {
            if (event.button === 0) pressing.current = event.pointerType;
          },
          onPointerLeave(event: ReactPointerEvent<HTMLButtonElement>) {
            // A mouse dragged away cancels its click. A finger "leaves" between
            // lifting and its click, so it must not end the press here.
            if (event.pointerType !== 'touch') release();
          },
          onPointerCancel: release,
          onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
            // Space clicks a button when it is released.
            if (event.key === ' ') pressing.current = 'keyboard';
          },
          onBlur: release,
          onClick() {
            record({ type: 'click' });
            release();
          },
        };

  return (
    <button
      {...standIn}
      ref={standInRef}
      type="button"
      aria-haspopup={opensOn}
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={fetchCode}
      onTouchStart={fetchCode}
      onFocus={fetchCode}
      {...opening}
    />
  );
}
