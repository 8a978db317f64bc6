import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from '../../i18n/use-translation';
import type { Translate } from '../../i18n/translate';
import { CUSTOM_LOCATION_FIELDS, OTHER_VENUE } from '../../lib/forms/fields';
import { US_STATE_CODES } from '../../lib/forms/us-states';
import { fieldId, useFormFeedback } from './feedback';
import { LabelText, SelectField, type Choice } from './Fields';
import { cx } from './class-names';
import {
  filterVenues,
  foldForSearch,
  knownVenueLabel,
  loadVenueList,
  MOST_VENUES_IN_SERVER_SELECT,
  rememberVenueLabels,
  ServerVenuesContext,
  type VenueChoice,
} from './venue-list';
import { readTypedLocation } from './typed-location';
import * as formStyles from './ContactForm.module.css';
import * as styles from './VenueCombobox.module.css';

const NAME = 'venue';

/** Options rendered at once: typing narrows a long list rather than scrolling through it. */
export const MOST_SHOWN_VENUES = 50;

/** Quiet time before the number of results is announced, so that fast typing says it once. */
const ANNOUNCE_DELAY_MS = 400;

export interface VenueComboboxProps {
  label: string;
}

type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

interface Option {
  value: string;
  label: string;
}

export function venueOptionLabel(venue: VenueChoice, t: Translate): string {
  return t('contact:fields.venueOption', { ...venue });
}

/**
 * The venue of the event, value as a <select> posts it: a venue's slug,
 * OTHER_VENUE, or nothing. The server render (with the venues from
 * ServerVenuesContext) writes a field that works without JavaScript; in the
 * browser, that HTML is kept as it is through hydration, then replaced by
 * the searchable choice, which loads the list when the visitor reaches it.
 * A place typed there that is not on the list becomes the visitor's own
 * location (CustomLocation), so nothing typed is lost.
 */
export function VenueCombobox({ label }: VenueComboboxProps) {
  const serverVenues = useContext(ServerVenuesContext);
  const slotId = `${fieldId(useFormFeedback().idPrefix, NAME)}-slot`;
  if (serverVenues) {
    return (
      <div id={slotId} className={styles.slot}>
        <ServerVenueField venues={serverVenues} label={label} />
      </div>
    );
  }
  return <BrowserVenueField label={label} slotId={slotId} />;
}

/**
 * Without JavaScript: the select of today while the list is short. Past it,
 * the visitor writes where the event takes place in the fields of their own
 * location (CustomLocation, shown while the venue is OTHER_VENUE), which
 * every form host then receives as such, name, town and state apart.
 */
function ServerVenueField({ venues, label }: { venues: readonly VenueChoice[]; label: string }) {
  const { t } = useTranslation('contact');
  if (venues.length > MOST_VENUES_IN_SERVER_SELECT) {
    return <input type="hidden" name={NAME} value={OTHER_VENUE} />;
  }
  const choices = [
    ...venues.map((venue) => ({ value: venue.slug, label: venueOptionLabel(venue, t) })),
    { value: OTHER_VENUE, label: t('contact:fields.otherVenue') },
  ];
  return (
    <SelectField
      name={NAME}
      label={label}
      placeholder={t('contact:fields.choose')}
      choices={choices}
      wide
    />
  );
}

/**
 * Before the form reads what was typed before its script ran (its own
 * effect, which runs after this field's): the long list's stand-in names
 * "Other location" only when the visitor wrote a location of their own, so
 * that an untouched page keeps the draft's venue, or none.
 */
function keepServerOtherOnlyIfTyped(slot: HTMLElement | null): void {
  const other = slot?.querySelector<HTMLInputElement>(`input[type="hidden"][name="${NAME}"]`);
  const form = other?.form;
  if (!other || !form) return;
  const typed = CUSTOM_LOCATION_FIELDS.some((name) => {
    const control = form.elements.namedItem(name);
    return (
      (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) &&
      control.value.trim() !== ''
    );
  });
  if (!typed) other.value = '';
}

/** The labels of the server-rendered <select>, read before it is replaced. */
function serverSelectLabels(slot: HTMLElement | null): Map<string, string> | null {
  const select = slot?.querySelector('select');
  if (!select) return null;
  return new Map(
    Array.from(select.options)
      .filter((option) => option.value !== '' && option.value !== OTHER_VENUE)
      .map((option) => [option.value, option.text]),
  );
}

function BrowserVenueField({ label, slotId }: VenueComboboxProps & { slotId: string }) {
  // During hydration the server's field stays exactly as it is: React keeps
  // markup given as HTML, and the browser has no list to render it from.
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(slotId)?.innerHTML ?? null),
  );
  const [serverLabels, setServerLabels] = useState<Map<string, string> | null>(null);
  const [upgraded, setUpgraded] = useState(serverHtml === null);

  useEffect(() => {
    if (upgraded) return;
    // The form reads what was chosen in the server's field in its own effect,
    // which runs before this render replaces it.
    const slot = document.getElementById(slotId);
    keepServerOtherOnlyIfTyped(slot);
    setServerLabels(serverSelectLabels(slot));
    setUpgraded(true);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!upgraded) {
    return (
      <div
        id={slotId}
        className={styles.slot}
        dangerouslySetInnerHTML={{ __html: serverHtml ?? '' }}
      />
    );
  }
  return (
    <div id={slotId} className={styles.slot}>
      <Combobox label={label} serverLabels={serverLabels} />
    </div>
  );
}

interface ComboboxProps extends VenueComboboxProps {
  /** Every venue's label when the server's <select> held the whole list; else null. */
  serverLabels: ReadonlyMap<string, string> | null;
}

/**
 * The WAI-ARIA combobox pattern, editable with list autocomplete: the
 * visitor types to filter, moves through the options with the arrow keys
 * (Home and End once in the list), chooses with Enter or a click, closes with
 * Escape (a second Escape clears). Focus stays in the input; the option in
 * view is its aria-activedescendant. A hidden input posts the value.
 */
function Combobox({ label, serverLabels }: ComboboxProps) {
  const { t } = useTranslation('contact');
  const { idPrefix, requirementOf } = useFormFeedback();
  const form = useForm();
  const { input } = useField<string>(NAME, { subscription: { value: true } });
  const value = typeof input.value === 'string' ? input.value : '';
  const id = fieldId(idPrefix, NAME);
  const listboxId = `${id}-listbox`;

  const [venues, setVenues] = useState<VenueChoice[] | null>(null);
  const [status, setStatus] = useState<ListStatus>('idle');
  const [open, setOpen] = useState(false);
  // While the visitor types, the input shows their words; else the chosen venue.
  const [query, setQuery] = useState<string | null>(null);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const listbox = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    if (status === 'loading' || status === 'loaded') return;
    setStatus('loading');
    loadVenueList().then(
      (list) => {
        setVenues(list);
        setStatus('loaded');
      },
      () => setStatus('failed'),
    );
  }, [status]);

  const otherLabel = t('contact:fields.otherVenue');
  const venueLabels = useMemo(
    () =>
      venues
        ? new Map(venues.map((venue) => [venue.slug, venueOptionLabel(venue, t)]))
        : serverLabels,
    [venues, serverLabels, t],
  );
  useEffect(() => {
    if (venueLabels) rememberVenueLabels(venueLabels);
  }, [venueLabels]);

  // Until the list arrives, a venue chosen by the link shows nothing rather
  // than its slug; if the list cannot come, the slug is better than nothing.
  const labelOf = (slug: string) =>
    slug === OTHER_VENUE
      ? otherLabel
      : (venueLabels?.get(slug) ?? knownVenueLabel(slug) ?? (status === 'failed' ? slug : ''));

  // A value from the draft or the page's link: kept if the list has it. Its
  // name needs the list only when the server's <select> did not bring it.
  useEffect(() => {
    if (value === '' || value === OTHER_VENUE) return;
    if (venueLabels) {
      if (!venueLabels.has(value)) input.onChange('');
    } else if (status === 'idle') {
      load();
    }
  }, [value, venueLabels, status, load, input]);

  const matches = useMemo(() => (venues ? filterVenues(venues, query ?? '') : []), [venues, query]);
  const options: Option[] = [
    ...matches
      .slice(0, MOST_SHOWN_VENUES)
      .map((venue) => ({ value: venue.slug, label: labelOf(venue.slug) })),
    { value: OTHER_VENUE, label: otherLabel },
  ];
  const activeIndex = options.findIndex((option) => option.value === activeValue);
  const optionId = (option: Option) => `${id}-option-${option.value}`;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const element = listbox.current?.children[activeIndex];
    if (element instanceof HTMLElement) element.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const statusText = listStatusText(t, status, matches.length);
  const announcement = useDelayedText(open ? statusText.announced : '', ANNOUNCE_DELAY_MS);

  const show = () => {
    setOpen(true);
    load();
  };
  const close = () => {
    setOpen(false);
    setActiveValue(null);
  };
  const choose = (option: Option) => {
    input.onChange(option.value);
    setQuery(null);
    close();
  };
  /**
   * What was typed, when the visitor leaves or presses Enter: a venue's name
   * written out in full chooses it; any other place becomes their own
   * location, with its town and state when they can be read.
   */
  const commitTyped = () => {
    if (query === null) return;
    setQuery(null);
    const written = query.trim();
    const typed = foldForSearch(written);
    if (typed === '') {
      input.onChange('');
      return;
    }
    const exact = options.find(
      (option) =>
        foldForSearch(option.label) === typed ||
        foldForSearch(venues?.find((venue) => venue.slug === option.value)?.name ?? '') === typed,
    );
    if (exact) {
      input.onChange(exact.value);
      return;
    }
    const location = readTypedLocation(written, stateChoices(t));
    form.batch(() => {
      input.onChange(OTHER_VENUE);
      for (const [field, value] of Object.entries(location)) form.change(field, value);
    });
  };
  const move = (to: number) => {
    const target = options[(to + options.length) % options.length];
    if (target) setActiveValue(target.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const selectedIndex = options.findIndex((option) => option.value === value);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          show();
          if (!event.altKey) move(Math.max(selectedIndex, 0));
        } else move(activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          show();
          move(selectedIndex >= 0 ? selectedIndex : -1);
        } else move(activeIndex <= 0 ? -1 : activeIndex - 1);
        break;
      case 'Home':
      case 'End':
        // Only while an option is in view; else the keys move the text cursor.
        if (open && activeIndex >= 0) {
          event.preventDefault();
          move(event.key === 'Home' ? 0 : -1);
        }
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        setActiveValue(null);
        break;
      case 'Enter': {
        const active = options[activeIndex];
        if (open && active) {
          event.preventDefault();
          choose(active);
        } else if (open) {
          event.preventDefault();
          commitTyped();
          close();
        } else commitTyped(); // and the form is sent, as from any text field
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value !== '' || query) {
          event.preventDefault();
          input.onChange('');
          setQuery(null);
        }
        break;
      default:
    }
  };

  return (
    <div className={cx(formStyles.field, formStyles.wide)}>
      <label htmlFor={id} className={formStyles.label}>
        <LabelText label={label} requirement={requirementOf(NAME)} />
      </label>
      <div className={styles.combobox}>
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && activeIndex >= 0 ? optionId(options[activeIndex]!) : undefined
          }
          autoComplete="off"
          spellCheck={false}
          placeholder={t('contact:fields.choose')}
          value={query ?? labelOf(value)}
          className={cx(formStyles.control, styles.input)}
          onFocus={() => {
            load();
            input.onFocus();
          }}
          onBlur={() => {
            commitTyped();
            close();
            input.onBlur();
          }}
          onClick={() => (open ? close() : show())}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveValue(null);
            show();
          }}
          onKeyDown={onKeyDown}
        />
        <span className={styles.chevron} aria-hidden="true" />
        {/* A press on the list keeps focus in the input, so choosing never blurs it. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          className={styles.popup}
          hidden={!open}
          onMouseDown={(event) => event.preventDefault()}
        >
          {statusText.shown && <p className={styles.status}>{statusText.shown}</p>}
          <div
            ref={listbox}
            id={listboxId}
            role="listbox"
            aria-label={label}
            aria-busy={status === 'loading' ? true : undefined}
            className={styles.listbox}
          >
            {options.map((option, index) => (
              // Keyboard use goes through the input (aria-activedescendant), as the pattern says.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={option.value}
                id={optionId(option)}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                className={cx(
                  styles.option,
                  index === activeIndex && styles.active,
                  option.value === value && styles.chosen,
                  option.value === OTHER_VENUE && styles.other,
                )}
                onClick={() => choose(option)}
              >
                {option.label}
              </div>
            ))}
          </div>
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <input type="hidden" name={NAME} value={value} />
    </div>
  );
}

/** The states a typed location may end with: their codes and names in the page's language. */
function stateChoices(t: Translate): Choice[] {
  return US_STATE_CODES.map((code) => ({ value: code, label: t(`contact:states.${code}`) }));
}

/** What the open list says about itself: shown in the popup, announced politely. */
function listStatusText(
  t: Translate,
  status: ListStatus,
  count: number,
): { shown: string; announced: string } {
  if (status === 'loading' || status === 'idle') {
    const loading = t('contact:venueList.loading');
    return { shown: loading, announced: loading };
  }
  if (status === 'failed') {
    const failed = t('contact:venueList.failed');
    return { shown: failed, announced: failed };
  }
  if (count === 0) {
    const none = t('contact:venueList.none');
    return { shown: none, announced: none };
  }
  const more =
    count > MOST_SHOWN_VENUES
      ? t('contact:venueList.more', { shown: MOST_SHOWN_VENUES, count })
      : '';
  return { shown: more, announced: more || t('contact:venueList.results', { count }) };
}

/** `text`, once it has stayed the same for `delay` ms (empty at once). */
function useDelayedText(text: string, delay: number): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (text === '') {
      setSettled('');
      return undefined;
    }
    const timer = window.setTimeout(() => setSettled(text), delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);
  return settled;
}
