/** @jest-environment node */
/**
 * A content file with a broken entry is still checked entry by entry: the
 * other entries' problems against site.yaml, the other files and the
 * translations come in the same report, at their own entry (as site.yaml's
 * sections are checked while another section is broken), and nothing is
 * reported that only the broken entry's absence would cause. Fixture files,
 * against the real site.yaml with fixture venues and service pages.
 */
import { validateContentText, type ContentFileName } from '../../../src/config/content/validate';
import type { ContentContext } from '../../../src/config/content/cross-checks';
import { formatProblems, formatYamlPath } from '../../../src/config/problems';
import { readProjectLocales, validateProjectConfig } from '../../../src/config/project';
import type { SiteConfig } from '../../../src/config/schema';

function shippedSite(): SiteConfig {
  const result = validateProjectConfig(process.cwd());
  if (!result.ok) throw new Error(formatProblems('site.yaml', result.problems));
  return result.config;
}

const shipped = shippedSite();
const [aVenue] = shipped.venues;
if (!aVenue) throw new Error('site.yaml lists no venue to copy');

/** The shipped site.yaml with two fixture venues and two fixture service pages. */
const site: SiteConfig = {
  ...shipped,
  venues: [
    { ...aVenue, slug: 'lake-hall', name: 'Lake Hall' },
    { ...aVenue, slug: 'hill-barn', name: 'Hill Barn' },
  ],
  routes: [
    ...shipped.routes.filter((route) => route.kind !== 'service'),
    {
      path: '/bands/',
      kind: 'service',
      title: 'music:meta.title',
      description: 'music:meta.description',
    },
    {
      path: '/lights/',
      kind: 'service',
      title: 'lighting:meta.title',
      description: 'lighting:meta.description',
    },
  ],
};

const context: ContentContext = {
  site,
  locales: readProjectLocales(process.cwd()),
  pictureExists: (image) => !image.includes('missing'),
};

/** Each problem as "path: problem". */
function reported(file: ContentFileName, text: string): string[] {
  const result = validateContentText(file, text, context);
  return result.ok ? [] : result.problems.map((p) => `${formatYamlPath(p.path)}: ${p.problem}`);
}

const VENUES_DEFAULT = 'default:\n  image: images/venues/default.jpg\n  services: [music]\n';

describe('a content file with a broken entry', () => {
  it('still checks its other entries against site.yaml, at their own place', () => {
    const text = `${VENUES_DEFAULT}venues:
  - slug: lake-hall
    image: 5
    services: [music]
  - slug: hill-barn
    image: images/venues/missing.jpg
    services: [music]
  - slug: nowhere-hall
    image: images/venues/hill-barn.jpg
    services: [music]
`;
    const problems = reported('venues.yaml', text);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^venues\[0\]\.image: /),
        expect.stringMatching(/^venues\[1\]\.image: .*missing\.jpg/),
        expect.stringMatching(/^venues\[2\]\.slug: .*"nowhere-hall"/),
      ]),
    );
  });

  it('reports the same problems of the good entries as when no entry is broken', () => {
    const good = `${VENUES_DEFAULT}venues:
  - slug: hill-barn
    image: images/venues/missing.jpg
    services: [music]
`;
    const withBroken = `${VENUES_DEFAULT}venues:
  - slug: lake-hall
    image: [not, a, picture]
    services: [music]
  - slug: hill-barn
    image: images/venues/missing.jpg
    services: [music]
`;
    const [problem] = reported('venues.yaml', good);
    expect(problem).toMatch(/^venues\[0\]\.image: /);
    expect(reported('venues.yaml', withBroken)).toContain(
      problem?.replace('venues[0]', 'venues[1]'),
    );
  });

  it('says nothing that only the broken entry’s absence would cause', () => {
    // The broken entry is the one listing /bands/, and the service the other names.
    const text = `services:
  - id: bands
    path: /bands/
    label: 7
    image: images/services/music.jpg
  - id: lights
    path: /lights/
    label: common:nav.lighting
    image: images/services/missing.jpg
    related: [bands]
`;
    const problems = reported('services.yaml', text);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^services\[0\]\.label: /),
        expect.stringMatching(/^services\[1\]\.image: .*missing\.jpg/),
      ]),
    );
    expect(
      problems.filter((problem) => problem.includes('/bands/ (in site.yaml) has no entry')),
    ).toEqual([]);
    expect(problems.filter((problem) => /related/.test(problem.split(':')[0] ?? ''))).toEqual([]);
  });

  it('holds back its checks while a section that is not a list is broken', () => {
    const text = `default: 5\nvenues:\n  - slug: nowhere-hall\n    image: images/venues/x.jpg\n    services: [music]\n`;
    const problems = reported('venues.yaml', text);
    expect(problems.some((problem) => problem.startsWith('default'))).toBe(true);
    expect(problems.some((problem) => problem.includes('nowhere-hall'))).toBe(false);
  });
});
