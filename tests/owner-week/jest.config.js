// The owner's week (tests/owner-week, `npm run test:owner-week`): a copy of the project gets a
// week of owner edits through the editor's own code, is built, and must pass the unit and build
// tests (several minutes: one build of the copy, and the unit tests run again on it).
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  roots: ['<rootDir>/tests/owner-week'],
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
};
