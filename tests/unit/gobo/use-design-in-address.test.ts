/**
 * The designer keeps its design in the page's address, a moment after each
 * change, and never writes it onto another page it has moved to.
 */
import { act, renderHook } from '@testing-library/react';
import { useDesignInAddress } from '../../../src/components/GoboDesigner/use-design-in-address';
import { DEFAULT_DESIGN } from '../../../src/lib/gobo/design';

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/gobo-designer/');
});

afterEach(() => {
  jest.useRealTimers();
});

function renderDesigner() {
  const { result } = renderHook(() => useDesignInAddress(DEFAULT_DESIGN));
  return (font: 'parisienne' | 'cinzel') =>
    act(() => {
      const [, dispatch] = result.current;
      dispatch({ type: 'font', value: font });
    });
}

it('writes the design into the designer page’s address once typing pauses', () => {
  const chooseFont = renderDesigner();
  chooseFont('parisienne');
  act(() => jest.runOnlyPendingTimers());
  expect(window.location.pathname).toBe('/gobo-designer/');
  expect(new URLSearchParams(window.location.search).get('f')).toBe('parisienne');
});

it('leaves the address alone once the visitor has moved to another page', () => {
  const chooseFont = renderDesigner();
  chooseFont('cinzel');
  window.history.pushState(null, '', '/contact/?service=lighting&attachment=gobo');
  act(() => jest.runOnlyPendingTimers());
  expect(`${window.location.pathname}${window.location.search}`).toBe(
    '/contact/?service=lighting&attachment=gobo',
  );
});
