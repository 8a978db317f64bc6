import { designReducer } from '../../../src/components/GoboDesigner/design-state';
import { MAX_LENGTH, ROTATION, SIZE } from '../../../src/lib/gobo/design';
import { design } from './support';

describe('designReducer', () => {
  const start = design();

  it('changes one setting and keeps the others', () => {
    const next = designReducer(start, { type: 'frame', value: 'ring' });
    expect(next).toEqual({ ...start, frame: 'ring' });
    expect(start.frame).toBe('laurel'); // never mutated
  });

  it('cuts typed texts to their field limit', () => {
    const next = designReducer(start, { type: 'text', field: 'initialA', value: 'ABCD' });
    expect(next.texts.initialA).toHaveLength(MAX_LENGTH.initialA);
    expect(next.texts.initialB).toBe(start.texts.initialB);
  });

  it('keeps size and rotation in range', () => {
    expect(designReducer(start, { type: 'size', value: 1000 }).size).toBe(SIZE.max);
    expect(designReducer(start, { type: 'rotation', value: -1000 }).rotation).toBe(ROTATION.min);
  });

  it('accepts colours from the colour well and ignores anything else', () => {
    expect(designReducer(start, { type: 'colorB', value: '#A1B2C3' }).colorB).toBe('#a1b2c3');
    expect(designReducer(start, { type: 'colorA', value: 'javascript:alert(1)' })).toBe(start);
  });
});
