// Babel transform for Jest, as recommended by Gatsby's unit-testing guide.
// The automatic JSX runtime matches tsconfig ("jsx": "react-jsx") and the ESLint react config,
// so components need no `import React`.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const babelOptions = {
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
};

const babelTransformer = require('babel-jest').default.createTransformer(babelOptions);

/** What else decides the output: this file, and the versions of the tools it runs. */
const TOOLING = [
  fs.readFileSync(__filename, 'utf8'),
  ...['babel-jest', '@babel/core', 'babel-preset-gatsby', '@babel/preset-typescript'].map(
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
 * babel-jest's own cache key includes the file's absolute path and the
 * project's root, so the tests that the owner's week and the scale step run
 * again in a copy of the project transformed every file again (minutes on
 * the 2-core CI machine). The output does not depend on where the project
 * lies (no transformed file contains the root's path), so the key leaves it
 * out; the configs' `id` makes the copies share one cache folder.
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
  ...babelTransformer,
  getCacheKey,
  getCacheKeyAsync: async (...args) => getCacheKey(...args),
};
