/**
 * The editor's latest view of the repository's files, shared by the backend
 * wrapper (which refreshes it) and the fields (which check an entry against
 * it while the person edits, before any save).
 */
import type { ProjectState } from '../checks/project-state';

type Listener = (state: ProjectState) => void;

let current: ProjectState | undefined;
const listeners = new Set<Listener>();

export function projectState(): ProjectState | undefined {
  return current;
}

export function setProjectState(state: ProjectState): void {
  current = state;
  listeners.forEach((listener) => listener(state));
}

export function onProjectState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
