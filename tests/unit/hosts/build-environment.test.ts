/** @jest-environment node */
import { buildingOnHost, deployHostProblem } from '../../../src/config/build-environment';

describe('the host a build runs on', () => {
  it('is read from the variables Netlify and Cloudflare Pages set', () => {
    expect(buildingOnHost({ NETLIFY: 'true' })).toBe('netlify');
    expect(buildingOnHost({ CF_PAGES: '1' })).toBe('cloudflare');
    expect(buildingOnHost({})).toBeNull();
    expect(buildingOnHost({ NETLIFY: 'false', CF_PAGES: '0' })).toBeNull();
  });

  it('must match deploy.host, with a message that names the fix', () => {
    expect(deployHostProblem('netlify', { NETLIFY: 'true' })).toBeNull();
    expect(deployHostProblem('cloudflare', {})).toBeNull();
    expect(deployHostProblem('netlify', { CF_PAGES: '1' })).toEqual({
      path: ['deploy', 'host'],
      problem: expect.stringContaining('runs on Cloudflare Pages') as string,
      fix: expect.stringContaining('"host: cloudflare"') as string,
    });
    expect(deployHostProblem('static', { NETLIFY: 'true' })?.fix).toContain('"host: netlify"');
  });
});
