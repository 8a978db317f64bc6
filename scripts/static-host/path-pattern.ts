// Netlify-style path patterns, shared by `_redirects` (`from`) and `_headers` (`for`):
//   /news/*            splat: the rest of the path, or nothing (`/news` and `/news/` match too)
//   /blog/:year/:slug  placeholders: exactly one non-empty segment each
//   /*.js              a `*` inside a segment is a plain wildcard (used by `_headers`)
// On Netlify a trailing slash never matters when matching: `/dj` matches `/dj` and `/dj/`.
// Cloudflare Pages matches a redirect's path exactly (`exactSlash`).

export interface PathPatternOptions {
  /** Netlify redirects are case-sensitive; the headers parser builds case-insensitive matchers. */
  readonly caseSensitive?: boolean;
  /** `/dj` matches `/dj` only, and `/dj/` only `/dj/` (Cloudflare Pages redirects). */
  readonly exactSlash?: boolean;
}

export interface PathMatch {
  /** Values of the `:name` placeholders, decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** What the final `*` captured (decoded, may be ''); undefined when the pattern has no splat. */
  readonly splat: string | undefined;
}

export interface PathPattern {
  readonly source: string;
  /** Matches a decoded request path (starting with `/`, no query string). */
  match(path: string): PathMatch | null;
}

export function compilePathPattern(pattern: string, options: PathPatternOptions = {}): PathPattern {
  const trimmed = pattern.trim();
  const segments = trimmed.split('/').filter(Boolean);
  const placeholderNames: string[] = [];
  const endsWithSplat = segments[segments.length - 1] === '*';
  const fixedSegments = endsWithSplat ? segments.slice(0, -1) : segments;

  let regexSource = '^';
  for (const segment of fixedSegments) {
    regexSource += `/${segmentRegexSource(segment, placeholderNames)}`;
  }
  regexSource += endsWithSplat
    ? '(?:/(.*))?$'
    : fixedSegments.length === 0
      ? '/$'
      : options.exactSlash
        ? `${trimmed.endsWith('/') ? '/' : ''}$`
        : '/?$';

  const regex = new RegExp(regexSource, options.caseSensitive === false ? 'iu' : 'u');
  return {
    source: pattern,
    match: (path) => toPathMatch(regex.exec(path), placeholderNames, endsWithSplat),
  };
}

function segmentRegexSource(segment: string, placeholderNames: string[]): string {
  if (segment.startsWith(':') && segment.length > 1) {
    placeholderNames.push(segment.slice(1));
    return '([^/]+)';
  }
  // Rules are written URL-encoded (`/caf%C3%A9`) but requests are matched decoded.
  return safeDecode(segment).split('*').map(escapeRegExp).join('.*');
}

function toPathMatch(
  result: RegExpExecArray | null,
  placeholderNames: readonly string[],
  hasSplat: boolean,
): PathMatch | null {
  if (result === null) return null;
  const params: Record<string, string> = {};
  placeholderNames.forEach((name, index) => {
    params[name] = result[index + 1] ?? '';
  });
  const splat = hasSplat ? (result[placeholderNames.length + 1] ?? '') : undefined;
  return { params, splat };
}

/**
 * Replaces `:name` tokens of a redirect target with captured values (`:splat` included).
 * Tokens without a value are left as written, so URLs such as `http://host:8080` survive.
 */
export function substitutePlaceholders(
  template: string,
  values: Readonly<Record<string, string>>,
  encodeValue: (value: string) => string = (value) => value,
): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (token: string, name: string) => {
    const value = values[name];
    return value === undefined ? token : encodeValue(value);
  });
}

/** Encodes a decoded path (or path fragment) for use in a URL, keeping `/` and harmless characters. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /%(?:40|3A|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi,
        decodeURIComponent,
      ),
    )
    .join('/');
}

/** decodeURIComponent that leaves malformed input as written instead of throwing. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
