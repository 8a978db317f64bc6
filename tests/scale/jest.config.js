// Scale budgets (tests/scale, `npm run test:scale`): they build a copy of the project padded to
// 1,000 venues (several minutes) and compare it with the shipped site's build in public/, so run
// `npm run build` first.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.resolve(__dirname, '..', '..'),
  roots: ['<rootDir>/tests/scale'],
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
};
