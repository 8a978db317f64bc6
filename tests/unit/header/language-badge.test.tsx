/**
 * A language's badge never depends on the visitor's emoji font: a flag the
 * site knows is drawn as a picture (no emoji character left in the page),
 * letters and flags it cannot draw sit in a badge of letters, and the badge
 * is decoration (hidden from assistive technology). The header's language
 * button leaves out a badge of letters that only repeats the code.
 */
import { render } from '@testing-library/react';
import {
  countryOfFlag,
  drawsFlagOf,
  LanguageBadge,
} from '../../../src/components/Header/LanguageBadge';

/** Any regional-indicator symbol, the letters of a flag emoji. */
const FLAG_LETTERS = /[\u{1F1E6}-\u{1F1FF}]/u;

describe('LanguageBadge', () => {
  it('reads the country of a flag emoji, and nothing from letters', () => {
    expect(countryOfFlag('🇺🇸')).toBe('US');
    expect(countryOfFlag('🇮🇹')).toBe('IT');
    expect(countryOfFlag('🇲🇽')).toBe('MX');
    expect(countryOfFlag('ES')).toBeUndefined();
    expect(countryOfFlag('🇺')).toBeUndefined();
  });

  it.each(['🇺🇸', '🇮🇹', '🇫🇷', '🇩🇪'])('draws %s as a picture, with no emoji left', (flag) => {
    const { container } = render(<LanguageBadge badge={flag} />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-flag', countryOfFlag(flag));
    expect(svg?.querySelectorAll('rect').length).toBeGreaterThanOrEqual(3);
    expect(container.textContent).not.toMatch(FLAG_LETTERS);
  });

  it.each(['🇺🇸', '🇮🇹', '🇩🇪'])(
    'draws %s with coordinates of at most two decimals (every page carries it)',
    (flag) => {
      const { container } = render(<LanguageBadge badge={flag} />);
      const markup = container.innerHTML;
      expect(markup).toMatch(/\d/);
      expect(markup.match(/\d+\.\d{3,}/g) ?? []).toEqual([]);
    },
  );

  it('shows letters in a badge, hidden from assistive technology', () => {
    const { container } = render(<LanguageBadge badge="ES" />);
    const badge = container.firstElementChild;
    expect(badge?.tagName).toBe('SPAN');
    expect(badge).toHaveTextContent('ES');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a flag it cannot draw as its country’s letters, not as an emoji', () => {
    expect(drawsFlagOf('MX')).toBe(false);
    const { container } = render(<LanguageBadge badge="🇲🇽" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('MX');
  });
});
