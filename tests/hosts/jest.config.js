// Host tests (tests/hosts): the built site served by Netlify's and Cloudflare's own local
// runtimes, and by our local host reading the files as each of them does. Run
// `npm run build` first; `npm run test:hosts` installs the runtimes when needed.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  roots: ['<rootDir>/tests/hosts'],
  // The runtimes' own packages (tests/hosts/runtimes/node_modules) are not ours to crawl.
  modulePathIgnorePatterns: ['<rootDir>/tests/hosts/runtimes'],
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  // Each file starts two servers; the cases inside run one after the other.
  maxWorkers: 2,
};
