// The package's only way into the site it draws for. The site never imports this package: it
// ships the picture files, whoever drew them. The generator reads the site's data files to learn
// which pictures to draw and at what size, with the site's own reading of them, so that the two
// cannot disagree.

import path from 'node:path';

export { listPictures, picturePath, type Picture } from '../../../src/config/content/picture-files';
export { ILLUSTRATION_SOFTWARE } from '../../../src/config/content/illustrations';

/** The site's folder (where data/ is), whatever folder the generator is started from. */
export const SITE_ROOT = path.resolve(__dirname, '..', '..', '..');
