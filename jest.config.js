// Unit tests (tests/unit, and each workspace package's tests under packages/).
// Build-level tests use jest.build.config.js.
const os = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  // One transform cache for this project and its copies (tests/jest-preprocess.js).
  id: 'event-site-unit',
  // Jest's default, a worker per core but one, runs everything in one process on CI's
  // 2 cores; its main process mostly waits, so a worker per core keeps both busy.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // The files that run longest start first, also in a fresh clone (tests/support/long-runs-first.js).
  testSequencer: '<rootDir>/tests/support/long-runs-first.js',
  // tests/__mocks__ is a root so that its manual mocks of node modules (gatsby) apply automatically.
  roots: ['<rootDir>/tests/unit', '<rootDir>/packages', '<rootDir>/tests/__mocks__'],
  testEnvironment: 'jsdom', // a test that needs Node can say so with a `@jest-environment node` docblock
  testEnvironmentOptions: { url: 'http://localhost' },
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|webp|avif|svg|ico|eot|otf|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$':
      '<rootDir>/tests/__mocks__/file-mock.js',
  },
  // decap-cms-core's ES modules: the editor config test runs Decap's own config validation.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|decap-cms/node_modules/decap-cms-core|decap-cms/node_modules/decap-cms-widget-[a-z]+|decap-cms-core|decap-cms-widget-[a-z]+)/)',
  ],
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/tests/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest-setup.ts', '<rootDir>/tests/support/content-reads.ts'],
};
