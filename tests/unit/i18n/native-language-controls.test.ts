/** @jest-environment node */
/**
 * The list of control texts (native-language-controls.ts) against the code:
 * every text the code puts on a button, a link, a field or an option is in
 * it with its kind, so that the register rules of native-language.test.ts
 * reach a control added tomorrow; nothing in it is stale; and a text the
 * code hands where the finder cannot follow is accounted for.
 */
import {
  CONTROL_KEYS,
  DYNAMIC_KEYS,
  keysOf,
  NOT_ON_CONTROLS,
  projectKeyUses,
  shownTexts,
  type ShownText,
} from './native-language-controls';
import { KeyUseFinder, keyMatches, type KeyUse, type Place } from './native-language-usage';

const USES = projectKeyUses();

/** The problems the checks below report, for the planted mistakes too. */
function unclassifiedControls(shown: readonly ShownText[]): string[] {
  return shown
    .filter((text) => text.place === 'control' && CONTROL_KEYS[text.pattern] === undefined)
    .map(
      (text) =>
        `${text.where}: "${text.pattern}" is shown on a control: add it to CONTROL_KEYS ` +
        '(native-language-controls.ts) with its kind (control, submit, navigation, cta, message)',
    );
}

function unresolvedData(uses: readonly KeyUse[]): string[] {
  return uses
    .filter((use) => use.dynamic !== undefined && keysOf(use) === undefined)
    .filter((use) => use.places.some((place) => place.kind === 'control'))
    .map(
      (use) =>
        `${use.where}: a control shows the key held by "${use.dynamic}": ` +
        'say in DYNAMIC_KEYS (native-language-controls.ts) which keys it can hold',
    );
}

function unfollowed(uses: readonly KeyUse[]): string[] {
  return uses
    .filter((use) => use.places.length > 0 && use.places.every((place) => place.kind === 'route'))
    .flatMap((use) => {
      const keys = keysOf(use) ?? [use.dynamic ?? ''];
      return keys
        .filter((key) => CONTROL_KEYS[key] === undefined && NOT_ON_CONTROLS[key] === undefined)
        .map(
          (key) =>
            `${use.where}: "${key}" goes where the check cannot follow ` +
            `(${use.places.map((place) => (place.kind === 'route' ? place.route : '')).join('; ')}): ` +
            'add it to CONTROL_KEYS if a control shows it, else to NOT_ON_CONTROLS',
        );
    });
}

describe('the texts shown on controls', () => {
  const shown = shownTexts(USES);

  it('are found in the code', () => {
    expect(USES.length).toBeGreaterThan(200);
    expect(shown.filter((text) => text.place === 'control').length).toBeGreaterThan(80);
  });

  it('are each listed with their kind of control', () => {
    expect(unclassifiedControls(shown)).toEqual([]);
    expect(unresolvedData(USES)).toEqual([]);
  });

  it('leave nothing the check cannot follow unaccounted for', () => {
    expect(unfollowed(USES)).toEqual([]);
  });

  it('list nothing the code no longer shows', () => {
    const patterns = new Set(shown.map((text) => text.pattern));
    const usedKeys = new Set(USES.flatMap((use) => keysOf(use) ?? []));
    const usedDynamic = new Set(USES.map((use) => use.dynamic));
    expect(Object.keys(CONTROL_KEYS).filter((key) => !patterns.has(key))).toEqual([]);
    expect(
      Object.keys(NOT_ON_CONTROLS).filter((key) => !usedKeys.has(key) && !usedDynamic.has(key)),
    ).toEqual([]);
    expect(Object.keys(DYNAMIC_KEYS).filter((key) => !usedDynamic.has(key))).toEqual([]);
  });
});

describe('the finder', () => {
  /** The places of each key in one planted component file. */
  function placesIn(source: string): Record<string, string[]> {
    const uses = new KeyUseFinder({ 'src/components/Planted.tsx': source }).uses();
    const describe = (place: Place) =>
      place.kind === 'route'
        ? `route ${place.route}`
        : `${place.kind}${place.read.length ? ` ${place.read.join('.')}` : ''}`;
    return Object.fromEntries(
      uses.map((use) => [
        use.key ?? `dynamic ${use.dynamic}`,
        [...new Set(use.places.map(describe))],
      ]),
    );
  }

  it('sees a button, a link, a field and an option, and text beside them', () => {
    const places = placesIn(`
      export function Planted() {
        const { t } = useTranslation('shop');
        return (
          <form aria-label={t('form')}>
            <h2>{t('heading')}</h2>
            <label htmlFor="x">{t('field')}</label>
            <select><option value="">{t('choose')}</option></select>
            <p>{t('intro')} <LocalizedLink to="/a/">{t('more')}</LocalizedLink></p>
            <button type="submit"><span>{t('send')}</span></button>
          </form>
        );
      }`);
    expect(places).toEqual({
      'shop:form': ['text'],
      'shop:heading': ['text'],
      'shop:field': ['control'],
      'shop:choose': ['control'],
      'shop:intro': ['text'],
      'shop:more': ['control'],
      'shop:send': ['control'],
    });
  });

  it('follows a label through a variable, a component’s prop, a hook and a list of options', () => {
    const places = placesIn(`
      function Button({ label }) {
        return <button type="button">{label}</button>;
      }
      function Card({ title, text }) {
        return <div><Button label={title} /><p>{text}</p></div>;
      }
      function useFace() {
        const { t } = useTranslation();
        return { 'aria-label': t('shop:open'), children: <span>{t('shop:icon')}</span> };
      }
      function nonBreaking(text) {
        return text.replace(/ /g, '\u00a0');
      }
      function Choices({ options }) {
        return options.map((option) => <label key={option.value}>{option.label}</label>);
      }
      export function Planted() {
        const { t } = useTranslation('shop');
        const face = useFace();
        const buy = nonBreaking(t('buy'));
        return (
          <>
            <Card title={t('title')} text={t('pitch')} />
            <a href="/x">{buy}</a>
            <button {...face} />
            <Choices options={['a', 'b'].map((id) => ({ value: id, label: t(\`kinds.\${id}\`) }))} />
            <Faq questions={listAt(t, 'faq', ['question', 'answer'])} />
          </>
        );
      }
      function Faq({ questions }) {
        return questions.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ));
      }`);
    expect(places['shop:title']).toEqual(['control']);
    expect(places['shop:pitch']).toEqual(['text']);
    expect(places['shop:buy']).toEqual(['control']);
    expect(places['shop:open']).toEqual(['control']);
    expect(places['shop:icon']).toEqual(['control']);
    expect(places['shop:kinds.*']).toEqual(['control']);
    expect(places['shop:faq']).toEqual(
      expect.arrayContaining(['control *.question', 'text *.answer']),
    );
  });

  it('reports a new control nobody listed, and a text it cannot follow', () => {
    const uses = new KeyUseFinder({
      'src/components/Planted.tsx': `
        export function Planted() {
          const { t } = useTranslation();
          useEffect(() => setTitle(t('shop:title')), []);
          return <button type="button">{t('shop:addToCart')}</button>;
        }`,
    }).uses();
    expect(unclassifiedControls(shownTexts(uses))).toEqual([
      expect.stringContaining('"shop:addToCart" is shown on a control'),
    ]);
    expect(unfollowed(uses)).toEqual([
      expect.stringContaining('"shop:title" goes where the check cannot follow'),
    ]);
  });

  it('matches computed keys part by part', () => {
    expect(keyMatches('catalog:categories.*', 'catalog:categories.led-walls')).toBe(true);
    expect(keyMatches('*:faq.items.*.question', 'music:faq.items.2.question')).toBe(true);
    expect(keyMatches('*:faq.items.*.question', 'music:faq.items.2.answer')).toBe(false);
    expect(keyMatches('contact:errors.*', 'contact:errors.required.name')).toBe(true);
    expect(keyMatches('contact:errors.*', 'common:errors.x')).toBe(false);
  });
});
