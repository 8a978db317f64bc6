/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * What the thank-you page repeats of a sent form: kept in the tab as a few
 * one-line rows, read back with care, shown under its heading, and counted
 * by the inline script that keeps their room before the page runs exactly
 * as the page counts them.
 */
import { screen, within } from '@testing-library/react';
import { SentSummary } from '../../../src/components/ThankYou/SentSummary';
import {
  MOST_SENT_ROWS,
  parseSentSummary,
  saveSentSummary,
  SENT_ROWS_ATTRIBUTE,
  SENT_ROWS_PROPERTY,
  SENT_ROWS_SCRIPT,
  SENT_SUMMARY_KEY,
} from '../../../src/lib/forms/sent-summary';
import { translation } from '../../support/site';
import { renderAsPage } from '../support/render-as-page';

const root = document.documentElement;

afterEach(() => {
  window.sessionStorage.clear();
  root.removeAttribute(SENT_ROWS_ATTRIBUTE);
  root.style.removeProperty(SENT_ROWS_PROPERTY);
});

describe('the stored summary', () => {
  it('keeps one line per row and leaves empty answers out', () => {
    saveSentSummary(window.sessionStorage, {
      form: 'event-inquiry',
      rows: [
        { label: 'Name', value: ' Ana  Rossi ' },
        { label: 'Telephone', value: '' },
        { label: 'Message', value: 'Two sets.\nFirst dance at 8.' },
      ],
    });
    expect(JSON.parse(window.sessionStorage.getItem(SENT_SUMMARY_KEY) ?? 'null')).toEqual({
      form: 'event-inquiry',
      rows: [
        { label: 'Name', value: 'Ana Rossi' },
        { label: 'Message', value: 'Two sets. First dance at 8.' },
      ],
    });
  });

  it('is read back only when well-formed, and bounded', () => {
    expect(parseSentSummary({ form: 'other-form', rows: [{ label: 'a', value: 'b' }] })).toBeNull();
    expect(parseSentSummary({ form: 'quick-question', rows: 'a' })).toBeNull();
    expect(parseSentSummary({ form: 'quick-question', rows: [{ label: 'a', value: ' ' }] })).toBe(
      null,
    );
    const many = Array.from({ length: MOST_SENT_ROWS + 3 }, (_, index) => ({
      label: `Row ${index}`,
      value: 'x',
    }));
    expect(parseSentSummary({ form: 'quick-question', rows: many })?.rows).toHaveLength(
      MOST_SENT_ROWS,
    );
  });

  it.each([
    ['a summary', { form: 'quick-question', rows: [{ label: 'a', value: 'b' }] }],
    [
      'rows the page leaves out',
      {
        form: 'event-inquiry',
        rows: [
          { label: 'a', value: ' ' },
          { label: 1, value: 'x' },
          null,
          { label: 'c', value: 'd' },
        ],
      },
    ],
    ['another form', { form: 'newsletter', rows: [{ label: 'a', value: 'b' }] }],
    ['nothing', null],
  ])('is counted by the inline script as the page counts it: %s', (_, stored) => {
    if (stored !== null) window.sessionStorage.setItem(SENT_SUMMARY_KEY, JSON.stringify(stored));
    new Function(SENT_ROWS_SCRIPT)();
    const counted = root.hasAttribute(SENT_ROWS_ATTRIBUTE)
      ? Number(root.style.getPropertyValue(SENT_ROWS_PROPERTY))
      : 0;
    expect(counted).toBe(parseSentSummary(stored)?.rows.length ?? 0);
  });
});

describe('the thank-you page’s summary', () => {
  it('shows what was sent under its heading, in the words it was sent in', () => {
    saveSentSummary(window.sessionStorage, {
      form: 'event-inquiry',
      rows: [
        { label: 'Nombre', value: 'Ana Rossi' },
        { label: 'Artículo de alquiler', value: 'Cabeza móvil wash' },
      ],
    });
    renderAsPage(<SentSummary />, 'es', '/es/thank-you/', ['common', 'thank-you']);
    const region = screen.getByRole('region', {
      name: translation('es', 'thank-you:sent.heading'),
    });
    expect(region).toHaveAttribute('data-state', 'filled');
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Nombre', 'Artículo de alquiler']);
    expect(
      within(region)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Ana Rossi', 'Cabeza móvil wash']);
  });

  it('shows nothing when nothing was sent in this tab', () => {
    renderAsPage(<SentSummary />, 'en', '/thank-you/', ['common', 'thank-you']);
    const section = document.querySelector('section');
    expect(section).toHaveAttribute('data-state', 'empty');
    expect(section?.querySelectorAll('dd')).toHaveLength(0);
  });
});
