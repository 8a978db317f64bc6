/**
 * The static HTML wakes up in slices: React hydrates inside a transition,
 * so the browser gets turns (input, paint) before hydration has finished.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateInTransition } from '../../../src/hydration/hydrate-in-transition';

const SLOW_PARTS = 8;
/** Longer than React's 5 ms slice, so a sliced render yields after each part. */
const RENDER_MS = 8;

function busyWait(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Stands in for a part of the page that is costly to hydrate.
  }
}

function SlowPart({ index, log }: { index: number; log: string[] }) {
  busyWait(RENDER_MS);
  log.push(`part ${index}`);
  return <p>{`part ${index}`}</p>;
}

function Page({ log, onClick }: { log: string[]; onClick?: () => void }) {
  return (
    <main>
      {Array.from({ length: SLOW_PARTS }, (_, index) => (
        <SlowPart key={index} index={index} log={log} />
      ))}
      <button type="button" onClick={onClick}>
        Send
      </button>
    </main>
  );
}

/** Page's server HTML, as renderToString writes it. */
const SERVER_HTML =
  '<main>' +
  Array.from({ length: SLOW_PARTS }, (_, index) => `<p>part ${index}</p>`).join('') +
  '<button type="button">Send</button></main>';

/** The page as the build writes it: Gatsby's root, focus wrapper, server HTML. */
function staticPage(): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${SERVER_HTML}</div></div>`;
  return document.getElementById('gatsby-focus-wrapper')!;
}

/** Resolves once every part has rendered (polling: a busy machine only takes longer). */
async function untilHydrated(log: readonly string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (log.filter((entry) => entry.startsWith('part')).length < SLOW_PARTS) {
    if (Date.now() > deadline) throw new Error(`hydration did not finish: ${log.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs `start`, then logs "browser turn" from a chain of tasks (each queues
 * the next) until the page has hydrated. Outside act() on purpose: React
 * schedules its work as it would in a browser.
 */
async function logBrowserTurns(log: string[], start: () => void): Promise<void> {
  start();
  let hydrated = false;
  const takeTurn = () => {
    if (hydrated) return;
    log.push('browser turn');
    setTimeout(takeTurn, 0);
  };
  setTimeout(takeTurn, 0);
  await untilHydrated(log);
  hydrated = true;
}

/** Whether the browser had a turn after the first part hydrated and before the last. */
function turnAmidHydration(log: readonly string[]): boolean {
  const parts = log.flatMap((entry, index) => (entry.startsWith('part') ? [index] : []));
  return log.slice(parts[0], parts[parts.length - 1]).includes('browser turn');
}

/** Lets act() flush React's work (and tells React that it may). */
function useActEnvironment(): void {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    delete scope.IS_REACT_ACT_ENVIRONMENT;
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateInTransition, as a browser schedules it', () => {
  it('gives the browser a turn in the middle of hydrating the page', async () => {
    const log: string[] = [];
    const wrapper = staticPage();
    await logBrowserTurns(log, () => hydrateInTransition(<Page log={log} />, wrapper));
    expect(log.filter((entry) => entry.startsWith('part'))).toHaveLength(SLOW_PARTS);
    expect(turnAmidHydration(log)).toBe(true);
  });

  it('(for contrast) a plain hydrateRoot hydrates the whole page in one task', async () => {
    const log: string[] = [];
    const wrapper = staticPage();
    await logBrowserTurns(log, () => {
      hydrateRoot(wrapper, <Page log={log} />);
    });
    expect(log.filter((entry) => entry.startsWith('part'))).toHaveLength(SLOW_PARTS);
    expect(turnAmidHydration(log)).toBe(false);
  });
});

describe('hydrateInTransition, the result', () => {
  useActEnvironment();

  it('keeps the server HTML and wires up its handlers, without hydration errors', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClick = jest.fn();
    const log: string[] = [];
    const wrapper = staticPage();
    const serverButton = wrapper.querySelector('button');
    // act() runs the whole transition before it returns.
    await act(async () => {
      hydrateInTransition(<Page log={log} onClick={onClick} />, wrapper);
    });
    expect(log).toHaveLength(SLOW_PARTS);
    const button = wrapper.querySelector('button')!;
    expect(button).toBe(serverButton);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders from scratch when the server sent no content (client-only routes)', async () => {
    document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
    const root = document.getElementById('___gatsby')!;
    await act(async () => {
      hydrateInTransition(<p>client only</p>, root);
    });
    expect(root.textContent).toBe('client only');
  });
});
