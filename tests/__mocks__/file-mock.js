// Stand-in for imported images, fonts and media files in unit tests.
module.exports = 'test-file-stub';
