/**
 * A place the visitor wrote in the venue field that is not on the list,
 * read as their own location: its name, and its town and state when they
 * can be told apart. "Hill Barn, Hope, NJ", "Hill Barn (Hope, NJ)" (as the
 * list writes a venue), "Hill Barn, Hope" and "Hill Barn, New Jersey" all
 * work; whatever cannot be read as a town or a state stays in the name, so
 * nothing typed is lost.
 */
import type { Choice } from './Fields';
import { foldForSearch } from './venue-list';

export interface TypedLocation {
  locationName: string;
  locationCity?: string;
  /** A state's code, as the location's state field takes it. */
  locationState?: string;
}

/** "NJ", "nj", "New Jersey" or the state's name in the page's language → its code. */
function stateOf(text: string, states: readonly Choice[]): string | undefined {
  const folded = foldForSearch(text.trim());
  return states.find(
    (state) => foldForSearch(state.value) === folded || foldForSearch(state.label) === folded,
  )?.value;
}

/**
 * The parts of "Name, Town, ST", or of "Name (Town, ST)" and "Name (ST)",
 * each trimmed, empty ones left out. Other brackets belong to the name.
 */
function partsOf(text: string, states: readonly Choice[]): string[] {
  const inBrackets = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(text);
  const inner = inBrackets?.[2] ?? '';
  const parts =
    inBrackets && (inner.includes(',') || stateOf(inner, states))
      ? [inBrackets[1] ?? '', ...inner.split(',')]
      : text.split(',');
  return parts.map((part) => part.trim()).filter(Boolean);
}

export function readTypedLocation(text: string, states: readonly Choice[]): TypedLocation {
  const written = text.trim();
  const parts = partsOf(written, states);
  if (parts.length < 2) return { locationName: written };
  const last = parts[parts.length - 1] ?? '';
  const state = stateOf(last, states);
  const rest = state ? parts.slice(0, -1) : parts;
  // Of what is left, a town only when a name stays before it.
  const city = rest.length >= 2 ? rest[rest.length - 1] : undefined;
  const name = (city ? rest.slice(0, -1) : rest).join(', ');
  return {
    locationName: name,
    ...(city ? { locationCity: city } : {}),
    ...(state ? { locationState: state } : {}),
  };
}
