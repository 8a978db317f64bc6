/** @jest-environment node */
// The first entry of a list that was empty (`reviews: []`) is written as the
// examples in the files' comments show entries: one setting a line, its lists
// of single values in brackets, not as one long line.
import { parse } from 'yaml';
import { writeYamlKeepingLayout } from '../../../src/editor/files/keep-yaml';

const REVIEWS = `# Reviews (an example entry):
#  - id: maria-wedding-2024
#    services: [music, lighting]

reviews: []
`;

const review = {
  id: 'maria-wedding-2024',
  name: 'Maria S.',
  services: ['music', 'lighting'],
};

describe('a first entry in an empty list', () => {
  test('is written one setting a line, with its list of values in brackets', () => {
    const written = writeYamlKeepingLayout(REVIEWS, { reviews: [review] });
    expect(written).toBe(
      `${REVIEWS.replace('reviews: []\n', '')}reviews:\n  - id: maria-wedding-2024\n    name: Maria S.\n    services: [music, lighting]\n`,
    );
    expect(parse(written)).toEqual({ reviews: [review] });
  });

  test('follows a file that writes its lists one value a line', () => {
    const file = 'tags:\n  - a\n  - b\nreviews: []\n';
    const written = writeYamlKeepingLayout(file, {
      tags: ['a', 'b'],
      reviews: [{ id: 'x', services: ['music'] }],
    });
    expect(written).toBe(
      'tags:\n  - a\n  - b\nreviews:\n  - id: x\n    services:\n      - music\n',
    );
  });

  test('a list of single values stays in brackets where it was', () => {
    expect(writeYamlKeepingLayout('tags: []\n', { tags: ['a', 'b'] })).toBe('tags: [a, b]\n');
  });
});
