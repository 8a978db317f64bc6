// Build-level tests (tests/build): they read the `public/` folder written by `gatsby build`,
// so run `npm run build` first.
/** @type {import('jest').Config} */
module.exports = {
  // One transform cache for this project and its copies (tests/jest-preprocess.js).
  id: 'event-site-build',
  roots: ['<rootDir>/tests/build'],
  testEnvironment: 'node',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  // The editor's previews (editor-previews.test.ts) import the templates, with their styles.
  moduleNameMapper: {
    '.+\\.css$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|webp|avif|svg|ico|woff2?)$': '<rootDir>/tests/__mocks__/file-mock.js',
  },
};
