/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 *
 * The editor's venue page preview shows the facts for planners being typed
 * into Page content → Venue pages, through the real venue page template.
 */
import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { parse } from 'yaml';
import type { ProjectState } from '../../../src/editor/checks/project-state';
import { VenuePagePreview } from '../../../src/editor/preview/PagePreview';
import type { PictureUrl } from '../../../src/editor/preview/pictures';
import { previewSources, type EditedFile } from '../../../src/editor/preview/sources';
import type { VenuesFile } from '../../../src/config/content/schema';
import type { SiteConfig } from '../../../src/config/schema';

// The components import `gatsby`; the editor's bundle replaces it with the shim, and so does this test.
jest.mock('gatsby', () => jest.requireActual('../../../src/editor/preview/gatsby-shim'));

const ROOT = path.resolve(__dirname, '..', '..', '..');

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** The shipped project as the editor reads it from the repository. */
function stateOnDisk(): ProjectState {
  const texts = new Map<string, string>();
  const files = [
    'site.yaml',
    ...filesUnder('data').filter((file) => file.endsWith('.yaml')),
    ...filesUnder('src/locales').filter((file) => file.endsWith('.json')),
  ];
  for (const file of files) texts.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  const pictures = filesUnder('data/images').map((file) => file.slice('data/'.length));
  return { texts, pictures: new Set(pictures) };
}

const state = stateOnDisk();
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
