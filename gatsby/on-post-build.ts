/**
 * After the pages are built: the redirect pages, _redirects, the source
 * maps moved out of public/, the rewrites of Gatsby's built HTML
 * (gatsby/output-rewrites/: NUL bytes, the first screen's styles, the
 * chunk map in a file, scripts after the first paint),
 * _headers (with the Content-Security-Policy, which needs every page
 * written first, and the caching of the files named by their content's
 * hash), robots.txt and the web manifest.
 * Redirects are plain files rather than Gatsby pages: they need no
 * JavaScript bundle, and a page at an old address must not hydrate.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { siteIconSvg } from '../src/components/Seo/site-icon';
import { asEditorBackend } from '../src/config/constants';
import { loadSiteConfigOrExit } from '../src/config/project';
import type { SiteConfig } from '../src/config/schema';
import type { LocaleNode } from '../src/i18n/locale-data';
import { translateFromNodes } from '../src/i18n/translator';
import { writeEditor } from './editor/write-editor';
import { filesPerVenue, hostFileLimitProblem, venuePages, writtenFiles } from './hosts/file-limits';
import { writeSignInWorker } from './hosts/sign-in-worker';
import { HostLimitError, writeHostRedirects } from './hosts/write-host-files';
import { rewriteOrFailBuild } from './output-rewrites';
import { moveChunkMapOfSite } from './output-rewrites/chunk-map-file';
import { inlineFirstScreenStylesOfSite } from './output-rewrites/first-screen-styles';
import { removeNulBytesOfSite } from './output-rewrites/nul-bytes';
import { deferScriptsOfSite } from './output-rewrites/scripts-after-first-paint';
import { outputFileFor, planRedirects } from './redirects/legacy-redirects';
import { redirectPageHtml } from './redirects/redirect-page';
import {
  contentSecurityPolicy,
  inlineScriptsOfSite,
  outsideOrigins,
} from './security/content-security-policy';
import { contentHashedFiles, filesCachedForever } from './security/content-hashed-files';
import { headersFile } from './security/headers-file';
import { robotsTxt } from './site-files/robots';
import { moveSourceMaps, SOURCE_MAPS_DIR } from './site-files/source-maps';
import { webManifest } from './site-files/web-manifest';

/**
 * Gatsby's pages share their few inline scripts, and so do the redirect
 * pages. Many more means a page writes its own (and the policy grows with
 * every page): worth a look.
 */
const EXPECTED_MOST_INLINE_SCRIPTS = 8;

/** The translation files keep their own type until the Locale node declares its fields. */
type PostBuildQuery = Omit<Queries.PostBuildQuery, 'allLocale'> & {
  allLocale: { nodes: LocaleNode[] };
};
type PostBuildSite = NonNullable<PostBuildQuery['siteYaml']>;

/** GraphQL gives null for an optional setting left out; the editor's settings want it absent. */
function editorSettingsOf(siteYaml: PostBuildSite) {
  const editor = Object.fromEntries(
    Object.entries(siteYaml.editor).filter(([, value]) => value !== null),
  ) as SiteConfig['editor'];
  const { languages } = siteYaml;
  return {
    siteUrl: siteYaml.siteUrl,
    languages: { ...languages, supported: [...languages.supported] },
    editor,
    business: { name: siteYaml.business.name },
    deploy: { host: siteYaml.deploy.host },
  };
}

function writePublicFile(relativePath: string, content: string) {
  const file = path.join('public', relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const result = await graphql<PostBuildQuery>(`
    query PostBuild {
      siteYaml {
        siteUrl
        business {
          name
        }
        languages {
          default
          supported {
            code
            name
            flag
            locale
          }
        }
        redirects {
          from
          to
        }
        personalSites {
          name
          url
        }
        voiceAssistant {
          enabled
          scriptUrl
          connectOrigins
        }
        forms {
          provider
          endpoint
        }
        editor {
          backend
          repo
          branch
          reviewBeforePublishing
          authUrl
          appId
        }
        deploy {
          host
          demo
          plan
        }
        security {
          cspReportUrl
        }
        analytics {
          provider
          domain
          token
          measurementId
        }
      }
      allLocale(filter: { ns: { eq: "common" } }, sort: { language: ASC }) {
        nodes {
          ns
          language
          data
        }
      }
    }
  `);
  const siteYaml = result.data?.siteYaml;
  if (result.errors || !result.data || !siteYaml) {
    reporter.panicOnBuild('Could not read site.yaml for the redirects.', result.errors);
    return;
  }
  const { allLocale } = result.data;
  const defaultLanguage = siteYaml.languages.default;
  const languages = siteYaml.languages.supported.map((language) => language.code);
  const planned = planRedirects({ ...siteYaml, languages, defaultLanguage });

  for (const redirect of planned) {
    const t = translateFromNodes(allLocale.nodes, redirect.language, defaultLanguage);
    const texts =
      redirect.kind === 'personal'
        ? { heading: t('common:redirect.personal'), linkText: redirect.to }
        : { heading: t('common:redirect.title'), linkText: t('common:redirect.continue') };
    writePublicFile(
      outputFileFor(redirect.from),
      redirectPageHtml(redirect, siteYaml.siteUrl, texts),
    );
  }
  const { host } = siteYaml.deploy;
  let hostFiles;
  try {
    hostFiles = writeHostRedirects('public', host, { planned, languages, defaultLanguage });
  } catch (error) {
    if (!(error instanceof HostLimitError)) throw error;
    reporter.panicOnBuild(error.message);
    return;
  }
  const signIn = writeSignInWorker('public', editorSettingsOf(siteYaml));
  const maps = moveSourceMaps('public', SOURCE_MAPS_DIR);
  const rewrites = rewriteOrFailBuild(reporter, () => ({
    // First: the policy below allows inline scripts by the hash of their exact text.
    cleaned: removeNulBytesOfSite('public'),
    firstScreen: inlineFirstScreenStylesOfSite('public'),
    // Before the loader is written: the chunk map becomes one of the scripts it asks for.
    chunkMap: moveChunkMapOfSite('public'),
    // Before the policy is written: the loader is one of the inline scripts it allows.
    deferred: deferScriptsOfSite('public'),
  }));
  if (!rewrites) return;
  const { cleaned, firstScreen, chunkMap, deferred } = rewrites;
  if (cleaned > 0) reporter.info(`Removed stray NUL bytes from ${cleaned} HTML files.`);
  reporter.info(
    `${firstScreen.pages} pages inline their first screen's rules (${firstScreen.bytes
      .map((bytes) => `${(bytes / 1024).toFixed(1)} KB`)
      .join(', ')}) and link their stylesheets after it; the chunk map is in /${chunkMap}.`,
  );
  const inlineScripts = inlineScriptsOfSite('public');
  if (inlineScripts.size > EXPECTED_MOST_INLINE_SCRIPTS) {
    reporter.warn(
      `The pages hold ${inlineScripts.size} different inline scripts, each allowed by its hash in _headers:\n` +
        [...inlineScripts.values()].map((files) => `  ${files.slice(0, 3).join(', ')}`).join('\n'),
    );
  }
  const cachedForever = filesCachedForever(contentHashedFiles('public'));
  if (cachedForever.left.length > 0) {
    reporter.warn(
      `${cachedForever.left.length} content-hashed files get no rule of their own in _headers ` +
        `(the host's rule limit), so browsers ask about them again: ${cachedForever.left.join(', ')}`,
    );
  }
  const reportUrl = siteYaml.security?.cspReportUrl ?? undefined;
  // A plain static host ignores rule files: none is published that would claim otherwise.
  if (host !== 'static')
    writePublicFile(
      '_headers',
      headersFile({
        contentSecurityPolicy: contentSecurityPolicy(
          outsideOrigins(siteYaml),
          [...inlineScripts.keys()],
          reportUrl,
        ),
        reportUrl,
        microphone: siteYaml.voiceAssistant.enabled,
        editor: {
          backend: asEditorBackend(siteYaml.editor.backend),
          authUrl: siteYaml.editor.authUrl ?? undefined,
        },
        immutableFiles: cachedForever.paths,
        keepOutOfSearch: siteYaml.deploy.demo === true,
      }),
    );
  await writeEditor(editorSettingsOf(siteYaml), 'public');
  writePublicFile(
    'robots.txt',
    robotsTxt(siteYaml.siteUrl, { demo: siteYaml.deploy.demo === true }),
  );
  writePublicFile(
    'site.webmanifest',
    webManifest({ name: siteYaml.business.name, defaultLanguage }),
  );
  writePublicFile('favicon.svg', `${siteIconSvg(siteYaml.business.name)}\n`);
  // Last: every file is written. The host refuses an upload past its limits.
  const files = writtenFiles('public');
  const limitProblem = hostFileLimitProblem(host, siteYaml.deploy.plan ?? undefined, files, () =>
    filesPerVenue('public', files, venuePages(loadSiteConfigOrExit())),
  );
  if (limitProblem) {
    reporter.panicOnBuild(limitProblem);
    return;
  }
  reporter.info(
    `Wrote ${planned.length} redirect pages, robots.txt, site.webmanifest, favicon.svg and the editor (/admin/); ` +
      `for ${host}: ${hostFiles.redirectRules} redirect rules, ${hostFiles.notFoundPages} extra not-found pages${host === 'static' ? '' : ', _headers'}` +
      `${signIn.written ? ', the editor’s GitHub sign-in (_worker.js, _routes.json)' : ''}; ` +
      `${deferred} pages load Gatsby's scripts after their first paint; ` +
      `${maps} source maps moved to ${SOURCE_MAPS_DIR}/ (not deployed). ` +
      `public/ holds ${files.length} files.`,
  );
};
