/**
 * The top-level field of each screen checks the whole file with the build's
 * validation, and shows each problem under it in the build's words, before
 * the person saves: Decap refuses a save while a field shows a problem.
 * Each `checked-<widget>` is Decap's own widget with this check around it.
 *
 * The check counts the pictures uploaded in the entry and not saved yet
 * (draft-media.ts). Once a problem shows, the field checks again as the
 * person edits, so the message stays until the problem is fixed, and goes
 * then.
 */
import { entryData, fieldProblemMessages } from '../checks/entry-problems';
import { projectState } from '../backend/project-store';
import { draftPictures } from '../checks/draft-media';
import { withChanges } from '../checks/project-state';
import type { DecapConfig, DecapField } from '../config/decap-types';
import { decap, plain } from '../decap';
import { baseOf } from '../files/formats';
import { screenFilesOf } from '../screens/screen-files';
import { registerWrapper } from './wrapped-control';

export const CHECKED_BASES = [
  'object',
  'list',
  'string',
  'path',
  'select',
  'boolean',
  'number',
  'picture',
  'pick',
];

/** Decap's list and object controls register their children with the parent: the check registers itself instead (wrapped-control.ts). */
const CONTAINERS = new Set(['object', 'list']);

interface ControlProps {
  controlRef?: (control: unknown) => void;
  field: unknown;
  forID: string;
  parentIds?: string[];
  getEntry?: () => unknown;
  entry?: unknown;
  value?: unknown;
  /** Decap's own check of this field (presence, pattern, isValid), for single values. */
  validate?: () => void;
  onValidateObject: (id: string, errors: ValidationError[]) => void;
}

interface ValidationError {
  type: string;
  parentIds: string[];
  message: string;
}

interface InnerControl {
  validate?: () => void;
  /** The list's own check of its number of entries (min, max). */
  validateSize?: () => ValidationError[];
  focus?: (path?: string) => void;
  getValidateValue?: () => unknown;
}

interface CheckedControl {
  props: ControlProps;
  inner?: InnerControl | null;
  /** The field showed a problem of ours the last time it was checked. */
  showsProblem?: boolean;
}

function screenOf(config: DecapConfig, entry: { slug?: string; path?: string }) {
  for (const collection of config.collections) {
    if (!('files' in collection)) continue;
    const screen = collection.files.find(
      (file) => file.name === entry.slug && file.file === entry.path,
    );
    if (screen) return { collection, screen };
  }
  return undefined;
}

function problemMessages(control: CheckedControl, config: DecapConfig): string[] {
  const state = projectState();
  const entry = plain(control.props.getEntry ? control.props.getEntry() : control.props.entry) as
    { slug?: string; path?: string; data?: unknown; mediaFiles?: unknown } | undefined;
  const field = plain(control.props.field) as DecapField;
  if (!state || !entry?.path) return [];
  const found = screenOf(config, entry);
  const screenFields = found?.screen.fields.map((candidate) => candidate.name) ?? [field.name];
  const data = entryData(entry.data);
  return fieldProblemMessages({
    config,
    state: withChanges(state, new Map(), draftPictures(entry)),
    screen: screenFilesOf(entry.path, data, baseOf(entry.data)),
    data,
    field,
    isFirst: screenFields[0] === field.name,
    screenFields,
    screenLabel: found ? `${found.collection.label} → ${found.screen.label}` : '',
    hash: found ? `#/collections/${found.collection.name}/entries/${found.screen.name}` : '',
  });
}

function errorsOf(control: CheckedControl, config: DecapConfig): ValidationError[] {
  return problemMessages(control, config).map((message) => ({
    type: 'CUSTOM',
    parentIds: control.props.parentIds ?? [],
    message,
  }));
}

/** Puts this field's problems (a list's size, then the whole-project check) beside it. */
function showOwnProblems(control: CheckedControl, config: DecapConfig): void {
  const size = control.inner?.validateSize?.() ?? [];
  const problems = errorsOf(control, config);
  control.showsProblem = problems.length > 0;
  control.props.onValidateObject(control.props.forID, [...size, ...problems]);
}

export function registerCheckedWidgets(config: DecapConfig): void {
  const { CMS, h, createClass } = decap();
  for (const base of CHECKED_BASES) {
    const widget = CMS.getWidget(base);
    if (!widget) throw new Error(`Decap has no widget named ${base}.`);
    const control = createClass({
      displayName: `Checked(${base})`,
      // Decap calls this on save: check the children as Decap does, then
      // put the build's problems under this field (replacing stale ones).
      validate(this: CheckedControl) {
        this.inner?.validate?.();
        showOwnProblems(this, config);
      },
      // Decap clears a field's messages on each edit: while a problem of ours
      // showed, check again at once, so it stays until it is fixed.
      componentDidUpdate(this: CheckedControl, previous: ControlProps) {
        if (previous.value === this.props.value || !this.showsProblem) return;
        if (CONTAINERS.has(base)) showOwnProblems(this, config);
        else this.props.validate?.();
      },
      // Called when Decap validates this field alone (e.g. on leaving it).
      isValid(this: CheckedControl) {
        const [first] = errorsOf(this, config);
        this.showsProblem = first !== undefined;
        return first ? { error: first } : true;
      },
      // Decap re-renders a field only when its value changes unless its control says
      // otherwise: the control we wrap decides (the image widget needs its picked file).
      shouldComponentUpdate(this: CheckedControl, next: unknown) {
        const inner = this.inner as { shouldComponentUpdate?: (next: unknown) => boolean } | null;
        return inner?.shouldComponentUpdate ? inner.shouldComponentUpdate(next) : true;
      },
      focus(this: CheckedControl, path?: string) {
        this.inner?.focus?.(path);
      },
      render(this: CheckedControl) {
        return h(widget.control, {
          ...this.props,
          ...(CONTAINERS.has(base) ? { controlRef: registerWrapper(this) } : {}),
          ref: (inner: InnerControl | null) => {
            this.inner = inner;
          },
        });
      },
    });
    CMS.registerWidget(`checked-${base}`, control, widget.preview, widget.schema);
  }
}
