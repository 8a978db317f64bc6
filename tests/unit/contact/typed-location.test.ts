/** @jest-environment node */
/**
 * A place typed in the venue field that is not on the list, read as the
 * visitor's own location: name, town and state apart when they can be told
 * apart, everything else kept in the name.
 */
import { readTypedLocation } from '../../../src/components/ContactForm/typed-location';

const STATES = [
  { value: 'NJ', label: 'Nueva Jersey' },
  { value: 'NY', label: 'Nueva York' },
];

describe('readTypedLocation', () => {
  it.each([
    ['Hill Barn', { locationName: 'Hill Barn' }],
    ['  Hill Barn  ', { locationName: 'Hill Barn' }],
    [
      'Hill Barn, Hope, NJ',
      { locationName: 'Hill Barn', locationCity: 'Hope', locationState: 'NJ' },
    ],
    [
      'Hill Barn, Hope, nj',
      { locationName: 'Hill Barn', locationCity: 'Hope', locationState: 'NJ' },
    ],
    [
      'Hill Barn (Hope, NJ)',
      { locationName: 'Hill Barn', locationCity: 'Hope', locationState: 'NJ' },
    ],
    ['Hill Barn, Hope', { locationName: 'Hill Barn', locationCity: 'Hope' }],
    ['Hill Barn, NJ', { locationName: 'Hill Barn', locationState: 'NJ' }],
    ['Hill Barn, Nueva York', { locationName: 'Hill Barn', locationState: 'NY' }],
    ['Hill Barn, nueva york', { locationName: 'Hill Barn', locationState: 'NY' }],
    [
      'The Barn, Upper Farm, Hope, NJ',
      { locationName: 'The Barn, Upper Farm', locationCity: 'Hope', locationState: 'NJ' },
    ],
    ['Hope, NJ', { locationName: 'Hope', locationState: 'NJ' }],
    ['NJ', { locationName: 'NJ' }],
    ['Hill Barn (NJ)', { locationName: 'Hill Barn', locationState: 'NJ' }],
    ['Barn (the old one)', { locationName: 'Barn (the old one)' }],
  ])('reads %j', (typed, location) => {
    expect(readTypedLocation(typed, STATES)).toEqual(location);
  });

  it('keeps every word typed, in name, town or state', () => {
    for (const typed of ['A, B, C, NJ', 'Hall (Hope, NJ)', 'One, Two']) {
      const read = readTypedLocation(typed, STATES);
      const words = [read.locationName, read.locationCity, read.locationState]
        .join(' ')
        .split(/[\s,()]+/)
        .filter(Boolean);
      for (const word of typed.split(/[\s,()]+/).filter(Boolean)) expect(words).toContain(word);
    }
  });
});
