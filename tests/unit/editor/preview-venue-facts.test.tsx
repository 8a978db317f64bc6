/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The editor's venue page preview shows the facts for planners being typed
 * into Page content → Venue pages, through the real venue page template.
 */
import { render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import { VenuePagePreview } from '../../../src/editor/preview/PagePreview';
import { projectStateOnDisk } from '../../support/project-state';
import type { PictureUrl } from '../../../src/editor/preview/pictures';
import { previewSources, type EditedFile } from '../../../src/editor/preview/sources';
import type { VenuesFile } from '../../../src/config/content/schema';
import type { SiteConfig } from '../../../src/config/schema';

// The components import `gatsby`; the editor's bundle replaces it with the shim, and so does this test.
jest.mock('gatsby', () => jest.requireActual('../../../src/editor/preview/gatsby-shim'));

const state = projectStateOnDisk();
const site = parse(state.texts.get('site.yaml')!) as SiteConfig;
const venuesFile = parse(state.texts.get('data/venues.yaml')!) as VenuesFile;
const pictures: PictureUrl = (imagePath) => `https://pictures.test/${imagePath}`;
const firstVenue = site.venues[0]!;

function factTerms(): string[] {
  return Array.from(document.querySelectorAll('main dt')).map((term) => term.textContent ?? '');
}

describe('the venue page preview', () => {
  it('shows no facts for planners while the entry has none (as shipped)', () => {
    render(<VenuePagePreview sources={previewSources(state)} pictures={pictures} />);
    expect(factTerms()).not.toContain('Capacity');
    expect(factTerms()).not.toContain('Setting');
  });

  it('shows the facts for planners being edited', () => {
    const withFacts: EditedFile = {
      path: 'data/venues.yaml',
      data: {
        ...venuesFile,
        venues: venuesFile.venues.map((entry) =>
          entry.slug === firstVenue.slug
            ? { ...entry, capacity: { seated: 180 }, spaces: ['outdoor'], eventsProduced: 7 }
            : entry,
        ),
      },
    };
    render(<VenuePagePreview sources={previewSources(state, [withFacts])} pictures={pictures} />);
    expect(factTerms()).toEqual(expect.arrayContaining(['Capacity', 'Setting', 'Our work here']));
    expect(screen.getByText('Up to 180 seated')).toBeInTheDocument();
    expect(screen.getByText('Outdoor')).toBeInTheDocument();
    expect(screen.getByText('We have produced 7 events here.')).toBeInTheDocument();
  });
});
