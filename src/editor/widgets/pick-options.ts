/**
 * What each pick list offers (widgets/pick.ts): the things of the site a
 * field can name, each by its name in words, from the repository as the
 * editor last read or saved it. The file keeps what it always kept (a
 * venue's name in the address, a service's id); the owner sees names.
 */
import { FORM_CHOICE_KEY_PREFIX } from '../../config/constants';
import { SITE_CONFIG_FILE } from '../../config/check-project';
import { DATA_DIR } from '../../config/content/validate';
import { isRecord } from '../../lib/json';
import type { ProjectState } from '../checks/project-state';
import { localePath } from '../checks/project-state';
import { languageName } from '../language-name';
import { parsedOnce, translationTree } from '../parsed-once';
import { siteLanguages, yamlData } from '../screens/joined';

/** The lists a pick field can offer; a schema names one with `.meta({ pick })`. */
export const PICK_SOURCES = [
  'services',
  'servicesWithPage',
  'venues',
  'eventTypes',
  'languages',
  'menuTexts',
  'catalogCategories',
  'catalogSpecs',
] as const;

export type PickSource = (typeof PICK_SOURCES)[number];

/** The pick widget's settings, as Decap checks a configuration (its own select widget asks for `options`). */
export const PICK_SCHEMA = {
  properties: {
    pick_from: { type: 'string', enum: [...PICK_SOURCES] },
    multiple: { type: 'boolean' },
  },
  required: ['pick_from'],
};

export interface PickOption {
  value: string;
  label: string;
}

const yamlRecord = parsedOnce(yamlData);
const languagesOf = parsedOnce(siteLanguages);

function yamlIn(state: ProjectState, path: string): Record<string, unknown> {
  const text = state.texts.get(path);
  return text === undefined ? {} : yamlRecord(text);
}

function listOf(data: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = data[key];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** The site's languages, the default one first. */
function languageCodes(state: ProjectState): readonly string[] {
  return languagesOf(state.texts.get(SITE_CONFIG_FILE) ?? '');
}

/** The default language's texts of a translation file. */
function textsOf(state: ProjectState, namespace: string): unknown {
  const text = state.texts.get(localePath(languageCodes(state)[0] ?? 'en', namespace));
  return text === undefined ? undefined : translationTree(text);
}

function textAt(tree: unknown, path: readonly string[]): string | undefined {
  let node = tree;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

/** A translation key's text in the default language ("common:nav.music" → "Music"). */
function wordsOf(state: ProjectState, key: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  const [namespace = '', path = ''] = key.split(':');
  return textAt(textsOf(state, namespace), path.split('.'));
}

function services(state: ProjectState, withPageOnly: boolean): PickOption[] {
  return listOf(yamlIn(state, `${DATA_DIR}/services.yaml`), 'services').flatMap((service) => {
    const id = service.id;
    if (typeof id !== 'string' || (withPageOnly && typeof service.path !== 'string')) return [];
    return [{ value: id, label: wordsOf(state, service.label) ?? id }];
  });
}

function venues(state: ProjectState): PickOption[] {
  return listOf(yamlIn(state, SITE_CONFIG_FILE), 'venues').flatMap((venue) =>
    typeof venue.slug === 'string'
      ? [{ value: venue.slug, label: typeof venue.name === 'string' ? venue.name : venue.slug }]
      : [],
  );
}

function eventTypes(state: ProjectState): PickOption[] {
  const forms = yamlIn(state, SITE_CONFIG_FILE).forms;
  const choices = isRecord(forms) && Array.isArray(forms.eventTypes) ? forms.eventTypes : [];
  return choices.flatMap((choice: unknown) =>
    typeof choice === 'string'
      ? [
          {
            value: choice,
            label: wordsOf(state, `${FORM_CHOICE_KEY_PREFIX.eventTypes}.${choice}`) ?? choice,
          },
        ]
      : [],
  );
}

/** The languages a review may be written in besides the site's own: the default needs no choice. */
function languages(state: ProjectState): PickOption[] {
  return languageCodes(state)
    .slice(1)
    .map((code) => ({ value: code, label: languageName(code) }));
}

/** The texts a menu entry can show: those of the menus and the footer, in words. */
function menuTexts(state: ProjectState): PickOption[] {
  const tree = textsOf(state, 'common');
  const options = ['nav', 'footer'].flatMap((group) => {
    const texts = isRecord(tree) ? tree[group] : undefined;
    return isRecord(texts)
      ? Object.entries(texts).flatMap(([key, text]) =>
          typeof text === 'string' ? [{ value: `common:${group}.${key}`, label: text, group }] : [],
        )
      : [];
  });
  // The same words in two places (Services, in the menu and as a footer heading): said which.
  return options.map(({ value, label, group }) => ({
    value,
    label:
      options.filter((other) => other.label === label).length > 1
        ? `${label} (${group === 'nav' ? 'menu' : 'footer heading'})`
        : label,
  }));
}

/** The rental catalog's categories, from the screen being edited (they are on it), in words. */
function catalogCategories(state: ProjectState, screenData: unknown): PickOption[] {
  const data = isRecord(screenData) ? screenData : yamlIn(state, `${DATA_DIR}/catalog.yaml`);
  const categories = Array.isArray(data.categories) ? data.categories : [];
  const words = textsOf(state, 'catalog');
  return categories.flatMap((category: unknown) =>
    typeof category === 'string'
      ? [{ value: category, label: textAt(words, ['categories', category]) ?? category }]
      : [],
  );
}

/** The rental catalog's specs, by the names its texts give them ("pixelPitch" → "Pixel pitch"). */
function catalogSpecs(state: ProjectState): PickOption[] {
  const specs = textsOf(state, 'catalog');
  const named = isRecord(specs) && isRecord(specs.specs) ? specs.specs : {};
  return Object.entries(named).flatMap(([spec, words]) =>
    typeof words === 'string' ? [{ value: spec, label: words }] : [],
  );
}

/** What a pick field offers now; `screenData` is the data of the screen it is on. */
export function pickOptions(
  source: PickSource,
  state: ProjectState,
  screenData?: unknown,
): PickOption[] {
  switch (source) {
    case 'services':
      return services(state, false);
    case 'servicesWithPage':
      return services(state, true);
    case 'venues':
      return venues(state);
    case 'eventTypes':
      return eventTypes(state);
    case 'languages':
      return languages(state);
    case 'menuTexts':
      return menuTexts(state);
    case 'catalogCategories':
      return catalogCategories(state, screenData);
    case 'catalogSpecs':
      return catalogSpecs(state);
  }
}

/**
 * The options with each chosen value the site no longer has kept in sight,
 * so the person sees it and can change it (the check before saving says why).
 */
export function withChosenValues(
  options: readonly PickOption[],
  chosen: readonly string[],
): PickOption[] {
  const known = new Set(options.map((option) => option.value));
  const stale = chosen
    .filter((value) => !known.has(value))
    .map((value) => ({ value, label: `${value} (no longer on the site)` }));
  return [...options, ...stale];
}
