/** @jest-environment node */
import { compileHeaderRules, compileRedirectRules } from '../../../scripts/static-host/rules';

// Shaped like what `parseAllRedirects({ minimal: false })` returns for one `_redirects` line.
function parsedRedirect(fields: Record<string, unknown>): Record<string, unknown> {
  return { query: {}, force: false, conditions: {}, headers: {}, ...fields };
}

describe('compileRedirectRules', () => {
  it('keeps the file order and the rule fields', () => {
    const { rules, warnings } = compileRedirectRules([
      parsedRedirect({ from: '/a', to: '/b', status: 302 }),
      parsedRedirect({ from: '/c', to: '/d', status: 301, force: true }),
      parsedRedirect({ from: '/store', to: '/blog/:id', status: 301, query: { id: ':id' } }),
    ]);
    expect(warnings).toEqual([]);
    expect(
      rules.map(({ from, to, status, force, query }) => ({ from, to, status, force, query })),
    ).toEqual([
      { from: '/a', to: '/b', status: 302, force: false, query: {} },
      { from: '/c', to: '/d', status: 301, force: true, query: {} },
      { from: '/store', to: '/blog/:id', status: 301, force: false, query: { id: ':id' } },
    ]);
  });

  it('defaults to a 301 when the line has no status, as Netlify does', () => {
    const { rules } = compileRedirectRules([parsedRedirect({ from: '/a', to: '/b' })]);
    expect(rules[0]?.status).toBe(301);
  });

  it('compiles a case-sensitive path pattern from "from"', () => {
    const [rule] = compileRedirectRules([
      parsedRedirect({ from: '/Old/*', to: '/new/:splat', status: 301 }),
    ]).rules;
    expect(rule?.pattern.match('/Old/x')?.splat).toBe('x');
    expect(rule?.pattern.match('/old/x')).toBeNull();
  });

  it('skips, with a reason, the rules a local host cannot honour', () => {
    const { rules, warnings } = compileRedirectRules([
      parsedRedirect({ from: 'https://old.example.com/*', to: '/:splat', status: 301 }),
      parsedRedirect({ from: '/', to: '/es/', status: 302, conditions: { Language: ['es'] } }),
      parsedRedirect({ from: '/api/*', to: 'https://api.example.com/:splat', status: 200 }),
      { nonsense: true },
    ]);
    expect(rules).toEqual([]);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/specific domain/);
    expect(warnings[1]).toMatch(/conditions/);
    expect(warnings[2]).toMatch(/proxying/);
    expect(warnings[3]).toMatch(/without "from" or "to"/);
  });

  it('accepts external targets for real redirects', () => {
    const { rules, warnings } = compileRedirectRules([
      parsedRedirect({ from: '/go', to: 'https://example.com/landing', status: 301 }),
    ]);
    expect(warnings).toEqual([]);
    expect(rules).toHaveLength(1);
  });
});

describe('compileHeaderRules', () => {
  it('keeps "for", "values" and builds a case-insensitive pattern', () => {
    const { rules, warnings } = compileHeaderRules([
      { for: '/Assets/*', values: { 'Cache-Control': 'max-age=60' } },
    ]);
    expect(warnings).toEqual([]);
    expect(rules[0]?.for).toBe('/Assets/*');
    expect(rules[0]?.values).toEqual({ 'Cache-Control': 'max-age=60' });
    expect(rules[0]?.pattern.match('/assets/app.js')).not.toBeNull();
  });

  it('reports malformed entries', () => {
    const { rules, warnings } = compileHeaderRules([{ for: '/x' }, 'nope']);
    expect(rules).toEqual([]);
    expect(warnings).toHaveLength(2);
  });
});
