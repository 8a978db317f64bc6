/**
 * The steps after the pages are built, in the order they run
 * (gatsby/on-post-build.ts). Each reads the one typed input, writes its
 * files into public/ and says what it wrote, in a few words for the build's
 * summary; a step that must stop the build throws PostBuildFailure, whose
 * message says what to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { siteIconSvg } from '../../src/components/Seo/site-icon';
import { asEditorBackend, asPageKind } from '../../src/config/constants';
import { translateFromNodes } from '../../src/i18n/translator';
import { writeEditor } from '../editor/write-editor';
import {
  filesPerVenue,
  hostFileLimitProblem,
  venuePages,
  writtenFiles,
} from '../hosts/file-limits';
import { writeSignInWorker } from '../hosts/sign-in-worker';
import { HostLimitError, writeHostRedirects } from '../hosts/write-host-files';
import { OutputRewriteError } from '../output-rewrites/output-rewrite';
import { moveChunkMapOfSite } from '../output-rewrites/chunk-map-file';
import { inlineFirstScreenStylesOfSite } from '../output-rewrites/first-screen-styles';
import { removeNulBytesOfSite } from '../output-rewrites/nul-bytes';
import { deferScriptsOfSite } from '../output-rewrites/scripts-after-first-paint';
import { outputFileFor, planRedirects } from '../redirects/legacy-redirects';
import { redirectPageHtml } from '../redirects/redirect-page';
import {
  contentSecurityPolicy,
  inlineScriptsOfSite,
  outsideOrigins,
} from '../security/content-security-policy';
import { contentHashedFiles, filesCachedForever } from '../security/content-hashed-files';
import { headersFile } from '../security/headers-file';
import { robotsTxt } from '../site-files/robots';
import { moveSourceMaps, SOURCE_MAPS_DIR } from '../site-files/source-maps';
import { writeVenueList } from '../site-files/venue-list';
import { webManifest } from '../site-files/web-manifest';
import { editorSettingsOf, PostBuildFailure, type PostBuildInput } from './input';

export interface PostBuildStep {
  name: string;
  /** What it wrote, for the build's summary (nothing to say: undefined). */
  run(input: PostBuildInput, reporter: Reporter): string | undefined | Promise<string | undefined>;
}

/**
 * Gatsby's pages share their few inline scripts, and so do the redirect
 * pages. Many more means a page writes its own (and the policy grows with
 * every page): worth a look.
 */
const EXPECTED_MOST_INLINE_SCRIPTS = 8;

function writePublicFile(publicDir: string, relativePath: string, content: string) {
  const file = path.join(publicDir, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function plannedRedirects({ site, languages, defaultLanguage }: PostBuildInput) {
  return planRedirects({ ...site, languages, defaultLanguage });
}

/** Plain files rather than Gatsby pages: they need no script, and a page at an old address must not hydrate. */
const redirectPages: PostBuildStep = {
  name: 'redirect pages',
  run(input) {
    const planned = plannedRedirects(input);
    for (const redirect of planned) {
      const t = translateFromNodes(input.commonTexts, redirect.language, input.defaultLanguage);
      const texts =
        redirect.kind === 'personal'
          ? { heading: t('common:redirect.personal'), linkText: redirect.to }
          : { heading: t('common:redirect.title'), linkText: t('common:redirect.continue') };
      writePublicFile(
        input.publicDir,
        outputFileFor(redirect.from),
        redirectPageHtml(redirect, input.site.siteUrl, texts),
      );
    }
    return `${planned.length} redirect pages`;
  },
};

const hostRules: PostBuildStep = {
  name: 'host rules',
  run(input) {
    const { host } = input.site.deploy;
    const { languages, defaultLanguage } = input;
    try {
      const written = writeHostRedirects(input.publicDir, host, {
        planned: plannedRedirects(input),
        languages,
        defaultLanguage,
      });
      return `for ${host}: ${written.redirectRules} redirect rules, ${written.notFoundPages} extra not-found pages`;
    } catch (error) {
      if (error instanceof HostLimitError) throw new PostBuildFailure(error.message);
      throw error;
    }
  },
};

const editorSignIn: PostBuildStep = {
  name: "the editor's sign-in",
  run(input) {
    const { written } = writeSignInWorker(input.publicDir, editorSettingsOf(input.site));
    return written ? 'the editor’s GitHub sign-in (_worker.js, _routes.json)' : undefined;
  },
};

const sourceMaps: PostBuildStep = {
  name: 'source maps',
  run(input) {
    const moved = moveSourceMaps(input.publicDir, SOURCE_MAPS_DIR);
    return `${moved} source maps moved to ${SOURCE_MAPS_DIR}/ (not deployed)`;
  },
};

/** Gatsby's own output rewritten (gatsby/output-rewrites/), in an order each rewrite needs. */
const outputRewrites: PostBuildStep = {
  name: 'rewrites of Gatsby’s output',
  run({ publicDir }, reporter) {
    try {
      // First: the policy written next allows inline scripts by the hash of their exact text.
      const cleaned = removeNulBytesOfSite(publicDir);
      const firstScreen = inlineFirstScreenStylesOfSite(publicDir);
      // Before the loader is written: the chunk map becomes one of the scripts it asks for.
      const chunkMap = moveChunkMapOfSite(publicDir);
      // Before the policy is written: the loader is one of the inline scripts it allows.
      const deferred = deferScriptsOfSite(publicDir);
      if (cleaned > 0) reporter.info(`Removed stray NUL bytes from ${cleaned} HTML files.`);
      const sizes = firstScreen.bytes.map((bytes) => `${(bytes / 1024).toFixed(1)} KB`).join(', ');
      return (
        `${firstScreen.pages} pages inline their first screen's rules (${sizes}), ` +
        `the chunk map is in /${chunkMap}, ${deferred} pages load Gatsby's scripts after their first paint`
      );
    } catch (error) {
      if (error instanceof OutputRewriteError) throw new PostBuildFailure(error.message);
      throw error;
    }
  },
};

/** After the rewrites: the policy needs every inline script as written. */
const headers: PostBuildStep = {
  name: '_headers',
  run({ publicDir, site }, reporter) {
    const inlineScripts = inlineScriptsOfSite(publicDir);
    if (inlineScripts.size > EXPECTED_MOST_INLINE_SCRIPTS) {
      reporter.warn(
        `The pages hold ${inlineScripts.size} different inline scripts, each allowed by its hash in _headers:\n` +
          [...inlineScripts.values()]
            .map((files) => `  ${files.slice(0, 3).join(', ')}`)
            .join('\n'),
      );
    }
    const cachedForever = filesCachedForever(contentHashedFiles(publicDir));
    if (cachedForever.left.length > 0) {
      reporter.warn(
        `${cachedForever.left.length} content-hashed files get no rule of their own in _headers ` +
          `(the host's rule limit), so browsers ask about them again: ${cachedForever.left.join(', ')}`,
      );
    }
    // A plain static host ignores rule files: none is published that would claim otherwise.
    if (site.deploy.host === 'static') return undefined;
    const reportUrl = site.security?.cspReportUrl ?? undefined;
    writePublicFile(
      publicDir,
      '_headers',
      headersFile({
        contentSecurityPolicy: contentSecurityPolicy(
          outsideOrigins(site),
          [...inlineScripts.keys()],
          reportUrl,
        ),
        reportUrl,
        microphone: site.voiceAssistant.enabled,
        editor: {
          backend: asEditorBackend(site.editor.backend),
          authUrl: site.editor.authUrl ?? undefined,
        },
        immutableFiles: cachedForever.paths,
        keepOutOfSearch: site.deploy.demo === true,
      }),
    );
    return '_headers';
  },
};

const editor: PostBuildStep = {
  name: 'the editor',
  async run(input) {
    await writeEditor(editorSettingsOf(input.site), input.publicDir);
    return 'the editor (/admin/)';
  },
};

const siteFiles: PostBuildStep = {
  name: 'site files',
  run(input) {
    const { publicDir, site, defaultLanguage } = input;
    const demo = site.deploy.demo === true;
    writePublicFile(publicDir, 'robots.txt', robotsTxt(site.siteUrl, { demo }));
    writePublicFile(
      publicDir,
      'site.webmanifest',
      webManifest({ name: site.business.name, defaultLanguage }),
    );
    writePublicFile(publicDir, 'favicon.svg', `${siteIconSvg(site.business.name)}\n`);
    writeVenueList(publicDir, site.venues);
    return 'robots.txt, site.webmanifest, favicon.svg, venues.json';
  },
};

/** Last: every file is written. The host refuses an upload past its limits. */
const hostFileLimits: PostBuildStep = {
  name: 'host file limits',
  run({ publicDir, site }) {
    const files = writtenFiles(publicDir);
    const routes = site.routes.map((route) => ({ ...route, kind: asPageKind(route.kind) }));
    const problem = hostFileLimitProblem(
      site.deploy.host,
      site.deploy.plan ?? undefined,
      files,
      () => filesPerVenue(publicDir, files, venuePages({ ...site, routes })),
    );
    if (problem) throw new PostBuildFailure(problem);
    return `public/ holds ${files.length} files`;
  },
};

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  redirectPages,
  hostRules,
  editorSignIn,
  sourceMaps,
  outputRewrites,
  headers,
  editor,
  siteFiles,
  hostFileLimits,
];
