/**
 * Builds a copy of the project the way the project is built, but without
 * encoding again the pictures the project's own build already encoded
 * (scripts/pictures/reuse-encoded-pictures.cjs): most of a cold build's
 * time here. The copy's pages, data and scripts are built from its own
 * files, as always.
 */
import fs from 'node:fs';
import path from 'node:path';
import { coldBuild, type BuildTiming } from '../bench/builds';
import { PROJECT_ROOT } from './project-copy';

/** The pictures the project's own build encoded. */
const ENCODED_PICTURES = path.join(PROJECT_ROOT, 'public', 'static');
const REUSE_PRELOAD = path.join(PROJECT_ROOT, 'scripts', 'pictures', 'reuse-encoded-pictures.cjs');

/** What a build's environment needs to copy the pictures of `encoded` instead of encoding them. */
export function reusingEncodedPictures(encoded: string = ENCODED_PICTURES): NodeJS.ProcessEnv {
  if (!fs.existsSync(encoded)) return {};
  const preload = `--require ${JSON.stringify(REUSE_PRELOAD)}`;
  return {
    REUSE_ENCODED_IMAGES_FROM: encoded,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(' '),
  };
}

export interface CopyBuildOptions {
  /** The build's output goes there. */
  logFile: string;
  /** Keeps the cache of an earlier build of the same folder (default: a clean build). */
  keepCache?: boolean;
}

/** Builds the copy at `root`, its pictures taken from the project's own build where it has them. */
export function buildCopy(root: string, options: CopyBuildOptions): Promise<BuildTiming> {
  return coldBuild(root, options.logFile, {
    env: reusingEncodedPictures(),
    keepCache: options.keepCache,
  });
}
