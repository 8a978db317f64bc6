/** @jest-environment node */
import { scriptUrlProblem } from '../../../src/config/script-url';

const PACKAGE = '@elevenlabs/convai-widget-embed';

describe('scriptUrlProblem', () => {
  it.each([
    `https://unpkg.com/${PACKAGE}@0.5.4/dist/index.js`,
    `https://cdn.jsdelivr.net/npm/${PACKAGE}@0.5.4/dist/index.js`,
    `https://fastly.jsdelivr.net/npm/${PACKAGE}@0.5.4/dist/index.js`,
    'https://unpkg.com/left-pad@1.3.0/index.js',
    'https://unpkg.com/some-widget@2.0.0-beta.3/widget.min.js',
    'https://widgets.example.com/voice/v2/embed.js',
    'https://widgets.example.com/embed.js?key=abc',
  ])('accepts the exact file %s', (url) => {
    expect(scriptUrlProblem(url)).toBeUndefined();
  });

  it('asks for a version when an npm CDN address has none, and says where to find it', () => {
    const slip = scriptUrlProblem(`https://unpkg.com/${PACKAGE}`);
    expect(slip?.problem).toMatch(/does not say which version of @elevenlabs\/convai-widget-embed/);
    expect(slip?.fix).toContain(`https://unpkg.com/${PACKAGE}@1.2.3/dist/index.js`);
    expect(slip?.fix).toContain(`opening https://unpkg.com/${PACKAGE} in a browser`);
    expect(slip?.fix).toMatch(/scriptIntegrity/);
  });

  it('keeps the file an unversioned address names in its example, on jsDelivr too', () => {
    const slip = scriptUrlProblem('https://cdn.jsdelivr.net/npm/some-widget/build/widget.js');
    expect(slip?.problem).toMatch(/which version of some-widget/);
    expect(slip?.fix).toContain('https://cdn.jsdelivr.net/npm/some-widget@1.2.3/build/widget.js');
  });

  it.each(['latest', '0.5', '^0.5.4', '~0.5.4', '0.x', ''])(
    'refuses "@%s", which is not an exact version',
    (version) => {
      const slip = scriptUrlProblem(`https://unpkg.com/${PACKAGE}@${version}/dist/index.js`);
      expect(slip?.problem).toContain(`"@${version}"`);
      expect(slip?.problem).toMatch(/is not an exact version/);
      expect(slip?.fix).toMatch(/exact version number/);
    },
  );

  it.each([`${PACKAGE}@0.5.4`, `${PACKAGE}@0.5.4/`])(
    'asks for the file when only the version is named: %s',
    (path) => {
      const slip = scriptUrlProblem(`https://unpkg.com/${path}`);
      expect(slip?.problem).toMatch(/names version 0\.5\.4 of .* but not its script file/);
      expect(slip?.fix).toContain(`https://unpkg.com/${PACKAGE}@0.5.4/dist/index.js`);
    },
  );

  it.each([
    `https://unpkg.com/${PACKAGE}@0.5.4/dist/`,
    'https://widgets.example.com/voice/',
    'https://widgets.example.com',
    'https://unpkg.com/',
  ])('refuses a folder or a bare server: %s', (url) => {
    expect(scriptUrlProblem(url)?.problem).toMatch(/is a folder or a server, not a script file/);
  });
});
