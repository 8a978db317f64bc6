/**
 * The captured samples of Gatsby 5's output (samples/), read the way each
 * rewrite meets them in the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import type { WebpackConfig } from '../../../gatsby/output-rewrites/webpack-config';

function readSample(name: string): string {
  return fs.readFileSync(path.join(__dirname, 'samples', name), 'utf8');
}

/** A page as Gatsby wrote it into public/ (/es/music/, trimmed), before the post-build rewrites. */
export const gatsbyPage = () => readSample('gatsby-page.es-music.html');

/** One of our own redirect pages: HTML in public/ that Gatsby did not render. */
export const redirectPage = () => readSample('redirect-page.djs.html');

interface CapturedElement {
  type: string;
  key: string | null;
  props: Record<string, unknown>;
}

/** Gatsby's own components in the captured lists stand for themselves by name. */
function standIn(name: string) {
  const Component = () => null;
  Component.displayName = name;
  return Component;
}

function elementOf({ type, key, props }: CapturedElement): ReactNode {
  const component = type.startsWith('[component ') ? standIn(type) : type;
  return createElement(component, { ...props, key });
}

function componentsSample(name: string): ReactNode[] {
  const { components } = JSON.parse(readSample(name)) as { components: CapturedElement[] };
  return components.map(elementOf);
}

/** What Gatsby hands onPreRenderHTML as the head of /venues/bear-brook-valley/. */
export const headComponents = () => componentsSample('head-components.venue.json');

/** What Gatsby hands onPreRenderHTML after the body of /venues/bear-brook-valley/. */
export const postBodyComponents = () => componentsSample('post-body-components.venue.json');

export type BuildStage = 'build-javascript' | 'build-html';

/** Gatsby's webpack configuration for a build stage, as onCreateWebpackConfig got it. */
export function gatsbyWebpackConfig(stage: BuildStage): WebpackConfig {
  return JSON.parse(readSample(`webpack-config.${stage}.json`)) as WebpackConfig;
}

type LoaderEntry = { loader?: string; options?: { modules?: unknown } };

/** Every css-loader entry of the configuration's rules, however deep. */
export function cssLoadersOf(config: WebpackConfig): LoaderEntry[] {
  const found: LoaderEntry[] = [];
  const visit = (rule: unknown) => {
    if (typeof rule !== 'object' || rule === null) return;
    const { use, oneOf, rules } = rule as { use?: unknown; oneOf?: unknown[]; rules?: unknown[] };
    if (Array.isArray(use))
      for (const entry of use as LoaderEntry[])
        if (entry.loader?.includes('/css-loader/')) found.push(entry);
    oneOf?.forEach(visit);
    rules?.forEach(visit);
  };
  config.module?.rules?.forEach(visit);
  return found;
}
