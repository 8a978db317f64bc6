import {
  benchBrowserLaunchOptions,
  browserLaunchOptions,
  DEFAULT_CHROMIUM_PATH,
  EDITOR_TIMING_ARGS,
  HEADLESS_SHELL_PATH,
  testChromiumPath,
} from '../../../scripts/chromium';

describe('the browser the tests drive', () => {
  it('is the headless shell where it is installed', () => {
    expect(testChromiumPath({}, (file) => file === HEADLESS_SHELL_PATH)).toBe(HEADLESS_SHELL_PATH);
  });

  it('is the full browser where the shell is missing', () => {
    expect(testChromiumPath({}, () => false)).toBe(DEFAULT_CHROMIUM_PATH);
  });

  it('is the one CHROMIUM_PATH names, before either', () => {
    expect(testChromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, () => true)).toBe(
      '/opt/chrome/chrome',
    );
  });

  it('leaves the headless flag to Playwright, which knows which program it starts', () => {
    const args = browserLaunchOptions({ CHROMIUM_PATH: '/opt/chrome/chrome' }).args ?? [];
    expect(args).toContain('--disable-background-networking');
    expect(args.some((arg) => arg.startsWith('--headless'))).toBe(false);
  });

  it('keeps V8’s source positions with the code, for the editor’s large script', () => {
    const args = browserLaunchOptions({}).args ?? [];
    expect(args).toContain('--js-flags=--no-enable-lazy-source-positions');
  });

  it('is Playwright’s own with E2E_BUNDLED_BROWSER=1', () => {
    expect(browserLaunchOptions({ E2E_BUNDLED_BROWSER: '1' })).toEqual({});
  });
});

describe('the browser the benchmark measures', () => {
  it('is the full browser in its own headless mode, as visitors run it', () => {
    expect(benchBrowserLaunchOptions({})).toMatchObject({
      executablePath: DEFAULT_CHROMIUM_PATH,
      args: expect.arrayContaining(['--headless=new', '--disable-background-networking']),
    });
  });

  it('times the editor as an owner waits for it, without the DevTools session’s second parse', () => {
    expect(EDITOR_TIMING_ARGS).toEqual(
      expect.arrayContaining(['--headless=new', '--js-flags=--no-enable-lazy-source-positions']),
    );
  });
});
