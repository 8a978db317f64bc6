import { parsedOnce, translationTree } from '../../../src/editor/parsed-once';

describe('parsedOnce', () => {
  it('parses a text once however often its data is asked for', () => {
    const parse = jest.fn((text: string) => ({ length: text.length }));
    const dataOf = parsedOnce(parse);
    const first = dataOf('venues: []');
    expect(dataOf('venues: []')).toBe(first);
    expect(dataOf(`venues: ${'[]'}`)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('parses a changed text again, and keeps the data of the text it replaced', () => {
    const parse = jest.fn((text: string) => ({ text }));
    const dataOf = parsedOnce(parse);
    const before = dataOf('a: 1');
    expect(dataOf('a: 2')).toEqual({ text: 'a: 2' });
    expect(dataOf('a: 1')).toBe(before);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('keeps only the last texts read, so that a long session does not pile them up', () => {
    const parse = jest.fn((text: string) => ({ text }));
    const dataOf = parsedOnce(parse);
    for (let index = 0; index < 100; index += 1) dataOf(`entry: ${index}`);
    expect(parse).toHaveBeenCalledTimes(100);
    dataOf('entry: 99');
    expect(parse).toHaveBeenCalledTimes(100);
    dataOf('entry: 0');
    expect(parse).toHaveBeenCalledTimes(101);
  });
});

describe('translationTree', () => {
  it('reads a translation file’s texts, and nothing from a broken one', () => {
    expect(translationTree('{ "nav": { "music": "Music" } }')).toEqual({ nav: { music: 'Music' } });
    expect(translationTree('{ "nav": ')).toBeUndefined();
  });
});
