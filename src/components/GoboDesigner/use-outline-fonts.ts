import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { FontId } from '../../lib/gobo/design';
import { outlineText, type OutlineFont, type TextOutline } from '../../lib/gobo/text-outline';
import { loadOutlineFont } from './font-loader';

export interface OutlineState {
  /** The outline of a text (memoized), or null before any face has loaded. */
  outline: ((text: string) => TextOutline) | null;
  /** The face being drawn; may lag behind the choice while the new one loads. */
  shownFont: FontId | null;
  loading: boolean;
  failed: boolean;
}

type Loaded = Partial<Record<string, OutlineFont>>;
type Failed = Partial<Record<string, true>>;

function needsMoreThanLatin(latin: OutlineFont, texts: readonly string[]): boolean {
  return texts.some((text) =>
    Array.from(text).some((char) => char.trim() !== '' && latin.charToGlyphIndex(char) === 0),
  );
}

/**
 * Records a face file once it has loaded (or that it could not be loaded).
 * In a transition: the redraw a face brings (the first one draws the whole
 * designer's artwork) runs in slices the browser can interrupt, so the
 * page's first face does not block it as it becomes interactive.
 */
function track(
  key: string,
  pending: Promise<OutlineFont>,
  setLoaded: Dispatch<SetStateAction<Loaded>>,
  setFailed: Dispatch<SetStateAction<Failed>>,
): void {
  pending.then(
    (face) =>
      startTransition(() =>
        setLoaded((previous) => (previous[key] ? previous : { ...previous, [key]: face })),
      ),
    () => startTransition(() => setFailed((previous) => ({ ...previous, [key]: true }))),
  );
}

/**
 * The chosen face's outlines, with its extended-Latin file added only when a
 * typed character needs it. While a newly chosen face loads, the previous
 * one stays on screen, so the preview never flashes empty.
 */
export function useOutlineFonts(font: FontId, texts: readonly string[]): OutlineState {
  const [loaded, setLoaded] = useState<Loaded>({});
  const [failed, setFailed] = useState<Failed>({});

  useEffect(() => {
    track(`${font}:latin`, loadOutlineFont(font, 'latin'), setLoaded, setFailed);
  }, [font]);

  const latin = loaded[`${font}:latin`];
  const extended = loaded[`${font}:latinExt`];
  const wantsExtended = latin !== undefined && needsMoreThanLatin(latin, texts);

  useEffect(() => {
    if (wantsExtended) {
      track(`${font}:latinExt`, loadOutlineFont(font, 'latinExt'), setLoaded, setFailed);
    }
  }, [font, wantsExtended]);

  const current = useMemo(() => {
    if (!latin) return null;
    const faces = extended ? [latin, extended] : [latin];
    const cache = new Map<string, TextOutline>();
    const outline = (text: string): TextOutline => {
      let shape = cache.get(text);
      if (!shape) {
        // Keeps memory flat however long the visitor types.
        if (cache.size > 300) cache.clear();
        shape = outlineText(text, faces);
        cache.set(text, shape);
      }
      return shape;
    };
    return { outline, font };
  }, [latin, extended, font]);

  const lastShown = useRef<{ outline: (text: string) => TextOutline; font: FontId } | null>(null);
  if (current) lastShown.current = current;
  const shown = current ?? lastShown.current;

  return {
    outline: shown?.outline ?? null,
    shownFont: shown?.font ?? null,
    loading: !latin && !failed[`${font}:latin`],
    failed: failed[`${font}:latin`] === true,
  };
}
