/** @jest-environment node */
/**
 * Content check: every picture named in data/*.yaml exists, is a JPEG, and is at least the size
 * the data file documents. When an owner replaces an illustration with a photo, a failure here
 * says which file, which entry and what size is needed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pictureProblems } from '../../../src/config/content/picture-file-check';
import { listPictures, type Picture } from '../../../src/config/content/picture-files';
import { PICTURE_RULES } from '../../../src/config/content/pictures';

const root = process.cwd();

describe('pictures named in data/*.yaml', () => {
  const pictures = listPictures(root);

  it.each(['data/home.yaml', 'data/services.yaml', 'data/venues.yaml', 'data/catalog.yaml'])(
    '%s names pictures',
    (source) => {
      expect(pictures.filter((picture) => picture.source === source).length).toBeGreaterThan(0);
    },
  );

  it.each(pictures.map((picture) => [picture.file, picture] as const))(
    '%s is a JPEG of at least its documented size',
    async (_file, picture) => {
      expect(await pictureProblems(root, picture)).toEqual([]);
    },
  );
});

describe('the picture check explains what to fix', () => {
  let project: string;
  const landscape: Picture = {
    file: 'images/services/music.jpg',
    source: 'data/services.yaml',
    entry: 'music → image',
    width: 1600,
    height: 1000,
    shape: 'landscape',
  };
  const square: Picture = {
    ...landscape,
    file: 'images/catalog/x.jpg',
    width: 1000,
    height: 1000,
    shape: 'square',
  };

  async function writePicture(
    file: string,
    width: number,
    height: number,
    format: 'jpeg' | 'png' | 'gif',
  ) {
    const target = path.join(project, 'data', file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const image = sharp({ create: { width, height, channels: 3, background: '#123456' } });
    await image.toFormat(format).toFile(target);
  }

  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
  });
  afterEach(() => {
    fs.rmSync(project, { recursive: true, force: true });
  });

  it('accepts a large enough JPEG', async () => {
    await writePicture(landscape.file, 2000, 1300, 'jpeg');
    expect(await pictureProblems(project, landscape)).toEqual([]);
  });

  it('names the yaml file, the entry and the path of a missing picture', async () => {
    const [problem] = await pictureProblems(project, landscape);
    expect(problem).toContain('data/services.yaml');
    expect(problem).toContain('music → image');
    expect(problem).toContain('data/images/services/music.jpg does not exist');
    expect(problem).toContain('1600 × 1000 px');
  });

  it('says a picture is too small, and what size it needs', async () => {
    await writePicture(landscape.file, 1200, 800, 'jpeg');
    expect(await pictureProblems(project, landscape)).toEqual([
      expect.stringMatching(/is 1200 × 800 px, smaller than the 1600 × 1000 px it needs/),
    ]);
  });

  it('accepts a PNG, which the build converts like a JPEG', async () => {
    await writePicture(landscape.file, 1600, 1000, 'png');
    expect(await pictureProblems(project, landscape)).toEqual([]);
  });

  it('rejects a GIF, and says which kinds of file work', async () => {
    await writePicture(landscape.file, 1600, 1000, 'gif');
    expect(await pictureProblems(project, landscape)).toEqual([
      expect.stringContaining('is a GIF file. Save it as JPEG, PNG or WebP'),
    ]);
  });

  it('rejects a portrait photo for a landscape place and a rectangle for a square one', async () => {
    await writePicture(landscape.file, 1600, 2400, 'jpeg');
    await writePicture(square.file, 1500, 1000, 'jpeg');
    expect(await pictureProblems(project, landscape)).toEqual([
      expect.stringContaining('must be landscape'),
    ]);
    expect(await pictureProblems(project, square)).toEqual([
      expect.stringContaining('must be square'),
    ]);
  });
});

describe('listPictures', () => {
  it('takes each picture’s size from the content schema', () => {
    const byEntry = new Map(
      listPictures(root).map((picture) => [`${picture.source} ${picture.entry}`, picture]),
    );
    expect(byEntry.get('data/home.yaml heroImage')).toMatchObject({
      width: 1600,
      height: 1200,
      shape: 'landscape',
    });
    expect(byEntry.get('data/home.yaml corporate → image')).toMatchObject({
      width: 1600,
      height: 1000,
    });
    expect(byEntry.get('data/catalog.yaml items → stage-deck → image')).toMatchObject({
      width: 1000,
      height: 1000,
      shape: 'square',
    });
  });
});

describe('the owner’s table of picture sizes (docs/owner/pictures.md)', () => {
  // The editor states these rules to the owner; the owner's manual must say the same.
  const manual = fs.readFileSync(path.join(root, 'docs', 'owner', 'pictures.md'), 'utf8');
  const rows = manual
    .split('\n')
    .filter((line) => /^\| .* \| (landscape|square) +\| \d+ × \d+ px +\|$/.test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));

  it.each([
    ['Home page headline picture', PICTURE_RULES.homeHero],
    ['Other home pictures, services, venues', PICTURE_RULES.venue],
    ['Rental catalog items', PICTURE_RULES.catalogItem],
    ['Event gallery photos', PICTURE_RULES.gallery],
  ] as const)('%s: as src/config/content/pictures.ts says', (label, rule) => {
    const row = rows.find((cells) => cells[1]?.startsWith(label));
    expect(row?.slice(2, 4)).toEqual([rule.shape, `${rule.minWidth} × ${rule.minHeight} px`]);
  });

  it('names no other size', () => {
    expect(rows).toHaveLength(4);
    expect(PICTURE_RULES.home).toMatchObject({ minWidth: 1600, minHeight: 1000 });
    expect(PICTURE_RULES.service).toMatchObject({ minWidth: 1600, minHeight: 1000 });
  });
});
