/**
 * The texts editor: every text of one translation file, as a labelled field
 * under headings that follow the file's keys ("faq → items → 3").
 *
 * In the default language's pane (English) it edits the reference: the texts
 * themselves, and lists (an FAQ, the steps of a process) can grow or shrink.
 *
 * In another language's pane, each field shows the English text above it; a
 * text this language lacks is flagged in words and counted at the top, with
 * a switch to show only those. The structure follows English. Writing into a
 * missing field adds exactly that key; a missing field left alone is not
 * written (no empty texts appear in the file). Emptying a text that existed
 * takes its key out again, so visitors see the English text and the field is
 * flagged missing; only inside a list, where taking an item out would shift
 * the ones after it, does an emptied text stay as an empty text.
 *
 * Parts of a file that belong to entries of the data (each venue's texts)
 * are edited on those entries' screens: they are not shown here, only said
 * where they are, and stay in the file as they are.
 *
 * The editor keeps the tree it last produced and hands each change to
 * `onChange`; unchanged parts of the tree keep their identity, so a keystroke
 * re-renders only the groups on the changed path and the changed field.
 */
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { isRecord, type JsonObject, type JsonValue } from '../../../lib/json';
import { languageName } from '../../language-name';
import { TEXTS_CSS } from './styles';
import {
  coverage,
  isMissingText,
  itemTemplate,
  leafPaths,
  pathKey,
  pathLabel,
  valueAt,
  withItemAdded,
  withItemRemoved,
  withoutText,
  withText,
  writability,
  childOf,
  type Path,
  type Segment,
} from './tree';

export interface TextsEditorProps {
  /** This pane's language, and the default language (the reference). */
  locale: string;
  defaultLocale: string;
  /** This language's texts, as in its file. */
  value: JsonObject;
  /** The default language's texts; ignored in the default language's own pane. */
  reference: JsonObject;
  onChange: (value: JsonObject) => void;
  /** Makes the ids of this pane's fields unique on the page. */
  idPrefix: string;
  /** The other languages' texts: where a list emptied in English finds the shape of a new item. */
  otherTrees?: () => readonly unknown[];
  /** Parts of the file edited on another screen: not shown, but kept. */
  shownElsewhere?: readonly ShownElsewhere[];
}

/** A part of the file edited on another screen (a venue's texts, on its own screen). */
export interface ShownElsewhere {
  under: Path;
  /** Where it is edited, in the menus' words. */
  note: string;
}

interface Actions {
  setText(path: Path, text: string): void;
  addItem(listPath: Path): void;
  removeItem(listPath: Path, index: number): void;
  removeKey(path: Path): void;
}

interface Shared {
  translating: boolean;
  locale: string;
  defaultLocale: string;
  localeName: string;
  referenceName: string;
  idPrefix: string;
  actions: Actions;
  /** While "only the missing texts" is on: the texts that were missing when it was switched on. */
  filter: ReadonlySet<string> | null;
}

const SharedContext = createContext<Shared | null>(null);

function useShared(): Shared {
  const shared = useContext(SharedContext);
  if (!shared) throw new Error('A texts field outside the texts editor.');
  return shared;
}

const ROOT: Path = [];
const NOTHING_ELSEWHERE: readonly ShownElsewhere[] = [];
const FIRST_HEADING_LEVEL = 3;

function idPart(segment: Segment): string {
  return String(segment).replace(
    /[^A-Za-z0-9_-]/g,
    (char) => `_${char.charCodeAt(0).toString(16)}_`,
  );
}

/** The id of the field of the text at `path`. */
export function fieldId(idPrefix: string, path: Path, part = 'field'): string {
  return `${idPrefix}-${part}-${path.map(idPart).join('.')}`;
}

function summaryId(idPrefix: string): string {
  return `${idPrefix}-summary`;
}

function isLongText(text: string | undefined): boolean {
  return text !== undefined && (text.length > 70 || text.includes('\n'));
}

function rowsFor(text: string): number {
  return Math.min(10, Math.max(2, Math.ceil(text.length / 60) + text.split('\n').length - 1));
}

function asText(value: JsonValue | undefined): string | undefined {
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  return String(value);
}

function isContainer(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

function Heading({ level, id, children }: { level: number; id: string; children: ReactNode }) {
  switch (Math.min(level, 6)) {
    case 3:
      return (
        <h3 id={id} className="texts-heading">
          {children}
        </h3>
      );
    case 4:
      return (
        <h4 id={id} className="texts-heading">
          {children}
        </h4>
      );
    case 5:
      return (
        <h5 id={id} className="texts-heading">
          {children}
        </h5>
      );
    default:
      return (
        <h6 id={id} className="texts-heading">
          {children}
        </h6>
      );
  }
}

function FieldLabel({ htmlFor, path }: { htmlFor: string; path: Path }) {
  const parent = path.slice(0, -1);
  return (
    <label className="texts-label" htmlFor={htmlFor}>
      {parent.length > 0 && <span className="texts-path">{pathLabel(parent)} → </span>}
      {pathLabel(path.slice(-1))}
    </label>
  );
}

/** The button that takes out something this language has and English lacks, or a list item in English. */
function RemoveButton({ path, text }: { path: Path; text: string }) {
  const { actions } = useShared();
  const parent = path.slice(0, -1);
  const last = path[path.length - 1];
  // A list item goes with the items after it moving up; a key goes alone.
  const onClick = () =>
    typeof last === 'number' ? actions.removeItem(parent, last) : actions.removeKey(path);
  return (
    <button type="button" className="texts-button texts-button-danger" onClick={onClick}>
      {text}
      <span className="texts-visually-hidden"> ({pathLabel(path)})</span>
    </button>
  );
}

interface RowProps {
  parentPath: Path;
  segment: Segment;
  /** The English text (undefined for a text only this language has). */
  reference: string | undefined;
  /** This language's text; undefined when it lacks it. */
  text: string | undefined;
  /** Whether the value in the file is a text (a number or a list where English has a text is not edited here). */
  editable: boolean;
  /** The nearest list around this text exists in this language, and so is shown whole in it. */
  ownList: boolean;
  /** The list item to write first, when this text cannot be written yet. */
  waitFor: string | null;
  /** Only this language has this text; `removable`: it is the top of what only it has. */
  extra: boolean;
  removable: boolean;
  /** An item of an English list: it has a "Remove" button. */
  listItem: boolean;
}

const TextRow = memo(function TextRow(props: RowProps): ReactElement | null {
  const { parentPath, segment, reference, text, editable, ownList, waitFor, extra } = props;
  const shared = useShared();
  const path = useMemo(() => [...parentPath, segment], [parentPath, segment]);
  const [long] = useState(() => isLongText(reference) || isLongText(text));
  const { actions, translating, localeName, referenceName, idPrefix, filter } = shared;
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      actions.setText(path, event.target.value),
    [actions, path],
  );
  const missing = translating && !extra && isMissingText(text);
  if (filter && !(filter.has(pathKey(path)) || missing)) return null;

  const id = fieldId(idPrefix, path);
  const referenceId = fieldId(idPrefix, path, 'reference');
  const noteId = fieldId(idPrefix, path, 'note');
  let note: string | null = null;
  if (missing) {
    note = ownList
      ? `Missing: the ${localeName} page uses its own list, which leaves this out until it is written.`
      : `Missing: visitors see the ${referenceName} text.`;
    if (waitFor) note += ` Write ${waitFor} first: a list keeps its items in order.`;
  } else if (extra) {
    note = `Only in ${localeName}: the ${referenceName} file has no such text.`;
  } else if (!editable) {
    note = 'Not a text: change it in the file itself.';
  }
  const showReference = translating && !extra;
  const describedBy = [showReference ? referenceId : null, note ? noteId : null]
    .filter(Boolean)
    .join(' ');
  const value = text ?? '';
  const control = {
    id,
    className: 'texts-input',
    value,
    onChange,
    readOnly: !editable || waitFor !== null,
    lang: shared.locale,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={missing ? 'texts-row texts-missing' : 'texts-row'}>
      <div className="texts-heading-row">
        <FieldLabel htmlFor={id} path={path} />
        {(props.removable || (props.listItem && !translating)) && (
          <RemoveButton
            path={path}
            text={props.listItem && !translating ? 'Remove this item' : 'Remove'}
          />
        )}
      </div>
      {showReference && (
        <div id={referenceId} className="texts-reference">
          <span className="texts-reference-language">{referenceName}:</span>{' '}
          {reference ? <span lang={shared.defaultLocale}>{reference}</span> : <em>(empty)</em>}
        </div>
      )}
      {long ? (
        <textarea {...control} rows={rowsFor(value || reference || '')} />
      ) : (
        <input type="text" {...control} />
      )}
      {note && (
        <p id={noteId} className={missing ? 'texts-flag' : 'texts-note'}>
          {note}
        </p>
      )}
    </div>
  );
});

interface GroupProps {
  parentPath: Path;
  segment: Segment;
  reference: JsonValue | undefined;
  value: JsonValue | undefined;
  level: number;
  ownList: boolean;
  waitFor: string | null;
  extra: boolean;
  removable: boolean;
}

/** Whether, with "only the missing texts" on, anything under `path` shows. */
function hasShownText(
  reference: JsonValue | undefined,
  value: JsonValue | undefined,
  path: Path,
  filter: ReadonlySet<string>,
): boolean {
  return leafPaths(reference).some(
    (relative) =>
      filter.has(pathKey([...path, ...relative])) || isMissingText(valueAt(value, relative)),
  );
}

const Group = memo(function Group(props: GroupProps): ReactElement | null {
  const { parentPath, segment, reference, value, level, extra } = props;
  const shared = useShared();
  const path = useMemo(() => [...parentPath, segment], [parentPath, segment]);
  const { filter, translating, localeName, actions, idPrefix } = shared;
  if (filter && (extra || !hasShownText(reference, value, path, filter))) return null;
  const shape = extra ? value : reference;
  const isList = Array.isArray(shape);
  const isEnglishItem = !translating && typeof segment === 'number';
  return (
    <div className="texts-group">
      <div className="texts-heading-row">
        <Heading level={level} id={fieldId(idPrefix, path, 'heading')}>
          {pathLabel(path)}
          {extra && props.removable && ` (only in ${localeName})`}
        </Heading>
        {(props.removable || isEnglishItem) && (
          <RemoveButton
            path={path}
            text={isEnglishItem ? `Remove item ${Number(segment) + 1}` : 'Remove'}
          />
        )}
      </div>
      <Children
        path={path}
        reference={reference}
        value={value}
        level={level + 1}
        ownList={props.ownList}
        waitFor={props.waitFor}
        extra={extra}
      />
      {isList && !translating && (
        <button
          type="button"
          id={fieldId(idPrefix, path, 'add')}
          className="texts-button texts-add"
          onClick={() => actions.addItem(path)}
        >
          Add an item to {pathLabel(path)}
        </button>
      )}
    </div>
  );
});

interface ChildrenProps {
  path: Path;
  reference: JsonValue | undefined;
  value: JsonValue | undefined;
  level: number;
  ownList: boolean;
  waitFor: string | null;
  extra: boolean;
}

/** What a container holds: the English keys in English's order, then what only this language has. */
function childSegments(
  reference: unknown,
  value: unknown,
  extra: boolean,
): Array<[Segment, boolean]> {
  const own = (node: unknown): Segment[] =>
    Array.isArray(node)
      ? node.map((_item, index) => index)
      : isRecord(node)
        ? Object.keys(node)
        : [];
  if (extra) return own(value).map((segment) => [segment, true]);
  const english = own(reference);
  const known = new Set(english);
  const sameKind = Array.isArray(reference) === Array.isArray(value);
  const extras = sameKind ? own(value).filter((segment) => !known.has(segment)) : [];
  return [
    ...english.map((segment): [Segment, boolean] => [segment, false]),
    ...extras.map((segment): [Segment, boolean] => [segment, true]),
  ];
}

function Children(props: ChildrenProps): ReactElement {
  const { path, reference, value, level, extra } = props;
  const { translating } = useShared();
  const isList = Array.isArray(extra ? value : reference);
  const ownLength = Array.isArray(value) ? value.length : 0;
  const rows = childSegments(reference, translating ? value : undefined, extra).map(
    ([segment, childExtra]) => {
      const childReference = childExtra ? undefined : childOf(reference, segment);
      const rawValue = childOf(value, segment);
      const shape = childExtra ? rawValue : childReference;
      // A value of another kind than English's (a text where English has a group) is not this language's.
      const childValue =
        childExtra || isContainer(rawValue) === isContainer(childReference) ? rawValue : undefined;
      const ownList = isList && !extra ? Array.isArray(value) : props.ownList;
      let waitFor = props.waitFor;
      if (
        waitFor === null &&
        isList &&
        translating &&
        !childExtra &&
        typeof segment === 'number' &&
        segment > ownLength
      ) {
        waitFor = pathLabel([...path, ownLength]);
      }
      const shared = {
        parentPath: path,
        segment,
        ownList,
        waitFor,
        extra: childExtra,
        removable: childExtra && !extra,
      };
      if (isContainer(shape)) {
        return (
          <Group
            key={String(segment)}
            {...shared}
            reference={childReference}
            value={childValue}
            level={level}
          />
        );
      }
      const reference_ = asText(childReference);
      return (
        <TextRow
          key={String(segment)}
          {...shared}
          reference={reference_}
          text={translating ? asText(childValue) : reference_}
          editable={(childExtra ? typeof rawValue : typeof childReference) === 'string'}
          listItem={isList && !childExtra}
        />
      );
    },
  );
  return <>{rows}</>;
}

/** A tree without the parts shown elsewhere (for the display and the counts only). */
function withoutParts(tree: JsonObject, parts: readonly ShownElsewhere[]): JsonObject {
  return parts.reduce((shown, part) => withoutText(shown, part.under), tree);
}

export function TextsEditor(props: TextsEditorProps): ReactElement {
  const { locale, defaultLocale, value, idPrefix } = props;
  const translating = locale !== defaultLocale;

  // The tree this editor last produced; a value from outside (another
  // pane's "copy from", a reloaded entry) replaces it.
  const emitted = useRef(new WeakSet<object>());
  const [own, setOwn] = useState({ tree: value, from: value });
  let tree = own.tree;
  if (value !== own.from && !emitted.current.has(value)) {
    tree = value;
    setOwn({ tree: value, from: value });
  }
  const shownElsewhere = props.shownElsewhere ?? NOTHING_ELSEWHERE;
  // What this screen shows: the file without the parts edited elsewhere.
  const display = useMemo(() => withoutParts(tree, shownElsewhere), [tree, shownElsewhere]);
  const translatingReference = useMemo(
    () => (translating ? withoutParts(props.reference, shownElsewhere) : undefined),
    [translating, props.reference, shownElsewhere],
  );
  const reference = translatingReference ?? display;

  const latest = useRef({ tree, reference, translating, props });
  useLayoutEffect(() => {
    latest.current = { tree, reference, translating, props };
  });
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const id = pendingFocus.current;
    const element = id ? document.getElementById(id) : null;
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  const actions = useMemo<Actions>(() => {
    const commit = (next: JsonObject) => {
      latest.current = { ...latest.current, tree: next };
      emitted.current.add(next);
      setOwn((previous) => ({ tree: next, from: previous.from }));
      latest.current.props.onChange(next);
    };
    return {
      setText(path, text) {
        const current = latest.current;
        if (!current.translating)
          return commit(withText(current.tree, path, text, current.reference));
        if (text === '') return commit(withoutText(current.tree, path));
        if (!writability(current.tree, path).writable) return;
        commit(withText(current.tree, path, text, current.reference));
      },
      addItem(listPath) {
        const current = latest.current;
        const list = valueAt(current.tree, listPath);
        if (!Array.isArray(list)) return;
        const template = itemTemplate(list, current.props.otherTrees?.() ?? [], listPath);
        const [first = []] = leafPaths(template);
        pendingFocus.current = fieldId(idPrefix, [...listPath, list.length, ...first]);
        commit(withItemAdded(current.tree, listPath, template));
      },
      removeItem(listPath, index) {
        const current = latest.current;
        pendingFocus.current = current.translating
          ? summaryId(idPrefix)
          : fieldId(idPrefix, listPath, 'add');
        commit(withItemRemoved(current.tree, listPath, index));
      },
      removeKey(path) {
        pendingFocus.current = summaryId(idPrefix);
        commit(withoutText(latest.current.tree, path));
      },
    };
  }, [idPrefix]);

  const [filter, setFilter] = useState<ReadonlySet<string> | null>(null);
  const counted = useMemo(
    () => (translating ? coverage(reference, display) : coverage(display, display)),
    [translating, reference, display],
  );
  const localeName = languageName(locale);
  const referenceName = languageName(defaultLocale);
  const shared = useMemo<Shared>(
    () => ({
      translating,
      locale,
      defaultLocale,
      localeName,
      referenceName,
      idPrefix,
      actions,
      filter,
    }),
    [translating, locale, defaultLocale, localeName, referenceName, idPrefix, actions, filter],
  );
  const toggleId = `${idPrefix}-only-missing`;

  return (
    <div className="texts-editor">
      <style>{TEXTS_CSS}</style>
      <div className="texts-summary">
        {translating ? (
          <>
            <p id={summaryId(idPrefix)} className="texts-count" role="status" tabIndex={-1}>
              {counted.missing.length === 0
                ? `All ${counted.total} texts are written in ${localeName}.`
                : `${counted.missing.length} of ${counted.total} texts missing in ${localeName}`}
            </p>
            <p>
              Each field shows the {referenceName} text above it. Until a text is written here,
              visitors see it in {referenceName}.
            </p>
            <div className="texts-toggle">
              <input
                id={toggleId}
                type="checkbox"
                checked={filter !== null}
                onChange={(event) =>
                  setFilter(event.target.checked ? new Set(counted.missing.map(pathKey)) : null)
                }
              />
              <label htmlFor={toggleId}>Show only the missing texts</label>
            </div>
          </>
        ) : (
          <>
            <p id={summaryId(idPrefix)} className="texts-count" role="status" tabIndex={-1}>
              {counted.total} texts in {localeName}
            </p>
            <p>
              {localeName} is the reference: the other languages show these texts beside their own.
              Lists (such as questions and answers) can grow or shrink with their buttons.
            </p>
          </>
        )}
        {shownElsewhere.map((part) => (
          <p key={pathKey(part.under)} className="texts-note">
            {part.note}
          </p>
        ))}
      </div>
      {filter !== null && filter.size === 0 && counted.missing.length === 0 && (
        <p>No text is missing.</p>
      )}
      <SharedContext.Provider value={shared}>
        <Children
          path={ROOT}
          reference={reference}
          value={display}
          level={FIRST_HEADING_LEVEL}
          ownList={false}
          waitFor={null}
          extra={false}
        />
      </SharedContext.Provider>
    </div>
  );
}
