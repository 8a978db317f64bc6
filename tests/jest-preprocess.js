// The transform of every test and the files it imports: TypeScript, JSX with
// React's automatic runtime (as tsconfig's "jsx": "react-jsx"), and ES
// modules as CommonJS.
//
// The project's own files go through SWC (@swc/jest, which hoists
// jest.mock() above the imports as babel-jest does), quicker than Babel: a
// fresh clone's unit step measured about 25 s shorter (231 s to 207 s).
// Dependencies shipped as ES modules (decap-cms-core's, for the editor's
// config test) still go through Babel, as Gatsby's unit-testing guide
// recommends: SWC's CommonJS reads an export through a getter, which, in
// decap-cms-core's circular imports, reads a binding before it is set.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** SWC's settings for the project's TypeScript and JavaScript. */
function swcOptions(syntax) {
  return {
    jsc: {
      parser:
        syntax === 'typescript'
          ? { syntax: 'typescript', tsx: true }
          : { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  };
}

const transformers = {
  typescript: require('@swc/jest').createTransformer(swcOptions('typescript')),
  ecmascript: require('@swc/jest').createTransformer(swcOptions('ecmascript')),
  dependency: require('babel-jest').default.createTransformer({
    presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }]],
  }),
};

function transformerFor(sourcePath) {
  if (sourcePath.split(path.sep).includes('node_modules')) return transformers.dependency;
  return /\.[cm]?tsx?$/.test(sourcePath) ? transformers.typescript : transformers.ecmascript;
}

/** What else decides the output: this file, and the versions of the tools it runs. */
const TOOLING = [
  fs.readFileSync(__filename, 'utf8'),
  ...['@swc/jest', '@swc/core', 'babel-jest', '@babel/core', 'babel-preset-gatsby'].map(
    (name) => `${name}@${require(`${name}/package.json`).version}`,
  ),
].join('\0');

/**
 * A file's place that is the same in every copy of the project: from the
 * project's root, or from node_modules for a dependency (the copies link the
 * project's node_modules).
 */
function placeOf(sourcePath, rootDir) {
  const parts = sourcePath.split(path.sep);
  const modules = parts.indexOf('node_modules');
  return modules >= 0 ? parts.slice(modules).join('/') : path.relative(rootDir, sourcePath);
}

/**
 * Jest's usual cache key includes the file's absolute path and the project's
 * root, so the tests that the owner's week and the scale step run again in
 * a copy of the project would transform every file again. The output does
 * not depend on where the project lies (no transformed file contains the
 * root's path), so the key leaves it out; the configs' `id` makes the
 * copies share one cache folder.
 */
function getCacheKey(sourceText, sourcePath, options) {
  return createHash('sha1')
    .update(
      [
        TOOLING,
        placeOf(sourcePath, options.config.rootDir),
        sourceText,
        options.instrument ? 'instrument' : '',
        options.supportsDynamicImport ? 'dynamic-import' : '',
        options.supportsStaticESM ? 'esm' : '',
        options.supportsExportNamespaceFrom ? 'export-namespace' : '',
        options.supportsTopLevelAwait ? 'top-level-await' : '',
        process.env.NODE_ENV ?? '',
        process.env.BABEL_ENV ?? '',
        process.version,
      ].join('\0'),
    )
    .digest('hex');
}

module.exports = {
  process: (sourceText, sourcePath, options) =>
    transformerFor(sourcePath).process(sourceText, sourcePath, options),
  getCacheKey,
  getCacheKeyAsync: async (...args) => getCacheKey(...args),
};
