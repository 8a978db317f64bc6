// Proves the unit-test tooling: TypeScript + JSX through babel-preset-gatsby, jsdom,
// jest-dom matchers, and the manual `gatsby` mock in tests/__mocks__.
import { render, screen } from '@testing-library/react';
import { Link, navigate, useStaticQuery } from 'gatsby';

function Nav({ label }: { label: string }) {
  return (
    <nav aria-label="Main">
      <Link to="/music/" activeClassName="active" partiallyActive>
        {label}
      </Link>
    </nav>
  );
}

describe('unit-test tooling', () => {
  it('renders the mocked gatsby Link as a plain anchor with href and accessible name', () => {
    render(<Nav label="Music" />);

    const link = screen.getByRole('link', { name: 'Music' });
    expect(link).toHaveAttribute('href', '/music/');
    expect(link).toHaveAccessibleName('Music');
    // Gatsby-only props must not leak onto the DOM element.
    expect(link).not.toHaveAttribute('activeClassName');
    expect(link).not.toHaveAttribute('partiallyActive');
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(link);
  });

  it('forwards refs to the anchor element', () => {
    // gatsby's typings declare Link as a class, so a callback ref is the portable way to type it.
    let element: unknown = null;
    render(
      <Link
        to="/venues/"
        ref={(instance: unknown) => {
          element = instance;
        }}
      >
        Venues
      </Link>,
    );

    expect(element).toBeInstanceOf(HTMLAnchorElement);
    expect(element).toBe(screen.getByRole('link', { name: 'Venues' }));
  });

  it('replaces runtime-only APIs with jest mocks', () => {
    expect(jest.isMockFunction(navigate)).toBe(true);
    expect(jest.isMockFunction(useStaticQuery)).toBe(true);
  });
});
