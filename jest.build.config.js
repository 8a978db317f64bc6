// Build-level tests (tests/build): they read the `public/` folder written by `gatsby build`,
// so run `npm run build` first.
/** @type {import('jest').Config} */
module.exports = {
  roots: ['<rootDir>/tests/build'],
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
};
