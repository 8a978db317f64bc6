// Babel transform for Jest, as recommended by Gatsby's unit-testing guide.
// The automatic JSX runtime matches tsconfig ("jsx": "react-jsx") and the ESLint react config,
// so components need no `import React`.
const babelOptions = {
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
};

module.exports = require('babel-jest').default.createTransformer(babelOptions);
