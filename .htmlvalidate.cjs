// html-validate settings for the built site (tests/build/html-validate.test.ts;
// by hand: npx html-validate public). The recommended rules, minus only what
// Gatsby's and React's own markup breaks without being wrong HTML. Problems in
// our own markup are fixed in the markup, not switched off here.
module.exports = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<meta/>), the hand-written
    // redirect pages in the plain form (<meta>): both are valid HTML.
    'void-style': 'off',
    // React writes boolean attributes with an empty value (required=""),
    // Gatsby's own script tags the bare name (async): HTML defines both as
    // the same, and the rule accepts only one spelling.
    'attribute-boolean-style': 'off',
    // React keeps the DOM property spelling of some attributes (charSet,
    // hrefLang, crossOrigin). HTML attribute names are case-insensitive; any
    // other casing is still reported.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // Gatsby's focus wrapper (style="outline:none") and each picture's
    // placeholder colour (its dominant colour, from the image data) are
    // style attributes.
    'no-inline-style': 'off',
    // Gatsby's root element is id="___gatsby", a valid HTML id that only the
    // strict form of this rule (a letter first) rejects.
    'valid-id': ['error', { relaxed: true }],
    // Call links keep their spaces non-breaking. Hyphens stay plain (a
    // non-breaking hyphen changes how screen readers read a number; CSS keeps
    // the number on one line), and the visually hidden "Phone:" label is
    // never displayed, so it cannot wrap.
    'tel-non-breaking': [
      'error',
      {
        characters: [{ pattern: ' ', replacement: '&nbsp;', description: 'non-breaking space' }],
        ignoreClasses: ['visually-hidden'],
      },
    ],
  },
};
