/**
 * The voice assistant's script address must name one exact file. The
 * site's Content-Security-Policy allows that file and nothing else from its
 * server, and scriptIntegrity (when set) is the fingerprint of that one
 * file. An npm CDN address without an exact version loads whatever version
 * is newest, so the widget could change, or stop matching its fingerprint,
 * without the site changing; a folder address is forwarded to a file the
 * policy does not name.
 *
 * Pure and free of Node APIs: the browser editor runs it too.
 */

/** An npm package's file on a CDN that serves npm packages as they are published. */
interface NpmCdnAddress {
  /** The address up to the package name, e.g. https://unpkg.com/ */
  base: string;
  name: string;
  /** What follows the name's "@", if anything: an exact version, a range or a tag. */
  version: string | undefined;
  /** The file's path after the version, "" or "/" when none is named. */
  file: string;
}

/** The CDNs of npm packages, and where the package name starts in their addresses. */
const NPM_CDNS: ReadonlyArray<{ host: RegExp; prefix: string }> = [
  { host: /^unpkg\.com$/, prefix: '/' },
  { host: /(^|\.)jsdelivr\.net$/, prefix: '/npm/' },
];

/** A version as npm publishes it: three numbers, maybe a pre-release and build part. */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The example a fix shows when the file's own path is not known. */
const EXAMPLE_FILE = '/dist/index.js';

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function npmCdnAddress(url: URL): NpmCdnAddress | undefined {
  const cdn = NPM_CDNS.find(
    ({ host, prefix }) => host.test(url.hostname) && url.pathname.startsWith(prefix),
  );
  if (!cdn) return undefined;
  const rest = decoded(url.pathname.slice(cdn.prefix.length));
  const parts = /^((?:@[^/@]+\/)?[^/@]+)(?:@([^/]*))?(\/.*)?$/.exec(rest);
  if (!parts?.[1]) return undefined;
  return {
    base: `${url.origin}${cdn.prefix}`,
    name: parts[1],
    version: parts[2],
    file: parts[3] ?? '',
  };
}

export interface ScriptUrlProblem {
  problem: string;
  fix: string;
}

/** How to find the exact address: unpkg forwards a package's address to its newest file. */
function whereToLook(name: string, version = ''): string {
  const address = `https://unpkg.com/${name}${version ? `@${version}` : ''}`;
  return `opening ${address} in a browser leads to its exact address`;
}

const UPDATE_INTEGRITY =
  'then update scriptIntegrity for the new file (see the comment above voiceAssistant in site.yaml)';

function npmProblem(url: string, address: NpmCdnAddress): ScriptUrlProblem | undefined {
  const { base, name, version, file } = address;
  const named = file !== '' && file !== '/';
  const example = `${base}${name}@1.2.3${named ? file : EXAMPLE_FILE}`;
  if (version === undefined) {
    return {
      problem: `${JSON.stringify(url)} does not say which version of ${name} to load, so the newest one is loaded, and it can change at any time without the site changing`,
      fix: `Pin the exact version and the file, e.g. ${example} with the real version number (${whereToLook(name)}); ${UPDATE_INTEGRITY}.`,
    };
  }
  if (!EXACT_VERSION.test(version)) {
    return {
      problem: `"@${version}" in ${JSON.stringify(url)} is not an exact version: what it loads can change at any time without the site changing`,
      fix: `Write the exact version number, e.g. ${example} (${whereToLook(name, version)}); ${UPDATE_INTEGRITY}.`,
    };
  }
  if (!named) {
    return {
      problem: `${JSON.stringify(url)} names version ${version} of ${name} but not its script file`,
      fix: `Add the file's path after the version, e.g. ${base}${name}@${version}${EXAMPLE_FILE} (${whereToLook(name, version)}).`,
    };
  }
  return undefined;
}

/** Why this https address cannot be the voice assistant's script, if it cannot. */
export function scriptUrlProblem(scriptUrl: string): ScriptUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    return {
      problem: `${JSON.stringify(scriptUrl)} is not a web address`,
      fix: 'Copy the script’s address again from the provider’s instructions, starting with https://',
    };
  }
  const npm = npmCdnAddress(url);
  const slip = npm ? npmProblem(scriptUrl, npm) : undefined;
  if (slip) return slip;
  if (url.pathname.endsWith('/')) {
    return {
      problem: `${JSON.stringify(scriptUrl)} is a folder or a server, not a script file`,
      fix: 'Write the full address of the provider’s script file, ending with its name (e.g. …/widget.js), as their instructions give it.',
    };
  }
  return undefined;
}
