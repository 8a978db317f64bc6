/**
 * The gobo designer as a visitor uses it: every template draws, typing
 * changes the light, steel is one colour, the downloads are a valid SVG with
 * the design and a PNG of at least 2000 px, a shared address reopens the
 * design, a shared steel design downloads with the bridges that hold its
 * islands (and without them on glass), "Request this gobo" hands the
 * design to the contact page (also when clicked while the typeface loads,
 * and telling the crew about the bridges), and the page is accessible,
 * keyboard-usable, fits 375 px, explains itself without JavaScript and keeps
 * its code and faces to itself.
 */
import fs from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { countSteelIslands } from '../support/gobo-islands';
import { exampleDate } from '../../src/lib/gobo/example-date';
import { EVENT_LIST_KEY } from '../../src/lib/event-list/entries';
import { formattingLocale, pageOfKind, pathIn, translation } from '../support/site';
import { expectNoAxeViolations } from './support/axe';
import { HOST_URL, PLAIN_HOST_URL } from './support/hosts';
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts';
import {
  recordConsoleProblems,
  stubExternalRequests,
  waitForHydration,
} from './support/page-helpers';

const DESIGNER_FACES =
  /(great-vibes|parisienne|playfair-display|cinzel|montserrat|bebas-neue)-latin/;

const t = (key: string, language = 'en') => translation(language, `gobo-designer:${key}`);

/** The design's entry the designer adds to the visitor's event list. */
interface StoredAttachment {
  kind: string;
  fileName: string;
  summary: string;
  svg: string;
}

/** The design in the visitor's event list, as the designer stored it. */
function storedDesign(page: Page): Promise<StoredAttachment> {
  return page.evaluate(
    (key) =>
      (JSON.parse(sessionStorage.getItem(key) ?? '[]') as StoredAttachment[]).find(
        (entry) => entry.kind === 'gobo',
      ) as StoredAttachment,
    EVENT_LIST_KEY,
  );
}

async function openDesigner(page: Page, language = 'en', search = ''): Promise<void> {
  await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
  await page.goto(`${pageOfKind('gobo-designer', language).path}${search}`);
  await waitForHydration(page);
  await expect(settings(page, language)).toBeVisible();
}

function settings(page: Page, language = 'en'): Locator {
  return page.getByRole('form', { name: t('designer.controls', language) });
}

function radio(page: Page, key: string, language = 'en'): Locator {
  return page.getByRole('radio', { name: t(key, language), exact: true });
}

/** The drawn content (text outlines, logo) of the flat artwork, inside its light. */
function artworkContent(page: Page): Locator {
  return page.locator('#gobo-artwork-light > g').locator('path, rect, image');
}

async function contentPaths(page: Page): Promise<string[]> {
  await expect(artworkContent(page).first()).toBeAttached();
  return page
    .locator('#gobo-projection-light > g path')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''));
}

async function downloadText(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

/** Whether an SVG text parses as SVG in the browser, with what it holds. */
async function inspectSvg(page: Page, text: string) {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'image/svg+xml');
    const root = document.documentElement;
    return {
      parseErrors: document.getElementsByTagName('parsererror').length,
      root: root.localName,
      namespace: root.namespaceURI,
      title: root.querySelector('title')?.textContent ?? '',
      paths: root.querySelectorAll('path[d]').length,
    };
  }, text);
}

/** The bridges in an SVG: the polygons its light is clipped around (the disc aside). */
async function bridgesIn(page: Page, text: string): Promise<number> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'image/svg+xml');
    const clips = Array.from(document.querySelectorAll('clipPath[id^="gobo-bridges"] path'));
    return clips.reduce(
      (count, path) => count + (path.getAttribute('d') ?? '').split('M').length - 2,
      0,
    );
  }, text);
}

async function downloadSvg(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('actions.downloadSvg') }).click();
  return (await downloadText(await downloading)).toString('utf8');
}

test.describe('gobo designer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('draws every template', async ({ page }) => {
    await openDesigner(page);
    for (const template of ['monogram', 'names-date', 'framed-line']) {
      await radio(page, `templates.${template}.label`).check();
      await expect(artworkContent(page).first(), template).toBeAttached();
      expect(await page.locator('#gobo-artwork-light > g path').count(), template).toBeGreaterThan(
        0,
      );
    }

    await radio(page, 'templates.logo.label').check();
    await expect(page.getByText(t('logo.empty'))).toBeVisible();
    await page.getByLabel(t('logo.label')).setInputFiles({
      name: 'acme.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">' +
          '<rect x="10" y="10" width="80" height="80" fill="#123"/>' +
          '<circle cx="150" cy="50" r="40" fill="#c00"/></svg>',
      ),
    });
    await expect(
      page.getByText(
        translation('en', 'gobo-designer:logo.loaded').replace('{{name}}', 'acme.svg'),
      ),
    ).toBeVisible();
    const logo = page.locator('#gobo-artwork-light rect[mask]');
    await expect(logo).toHaveCount(1);
    const stencil = await page.locator('#gobo-artwork-logo-mask image').getAttribute('href');
    expect(stencil).toMatch(/^data:image\/png;base64,/);
  });

  test('exports a logo design, in its own colours on glass, as SVG and PNG', async ({ page }) => {
    await openDesigner(page);
    await radio(page, 'templates.logo.label').check();
    await page.getByLabel(t('logo.label')).setInputFiles({
      name: 'badge.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120">' +
          '<circle cx="60" cy="60" r="50" fill="#2a6"/></svg>',
      ),
    });
    await page.getByLabel(t('logo.keepColours')).check();
    await expect(page.locator('#gobo-artwork-light > g > image')).toHaveAttribute(
      'href',
      /^data:image\/svg\+xml;base64,/,
    );

    const svgDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('actions.downloadSvg') }).click();
    const svgText = (await downloadText(await svgDownload)).toString('utf8');
    expect((await inspectSvg(page, svgText)).parseErrors).toBe(0);
    expect(svgText).toContain('xlink:href="data:image/svg+xml;base64,');

    // Drawing the embedded logo must not taint the canvas the PNG is made on.
    const pngDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('actions.downloadPng') }).click();
    const png = await downloadText(await pngDownload);
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(2000);
  });

  test('refuses a logo that is not SVG or PNG, and says why', async ({ page }) => {
    await openDesigner(page);
    await radio(page, 'templates.logo.label').check();
    await page.getByLabel(t('logo.label')).setInputFiles({
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByRole('alert')).toHaveText(t('logo.errors.type'));
    await expect(page.getByLabel(t('logo.label'))).toHaveAttribute('aria-invalid', 'true');
  });

  test('typing changes the light as the visitor types', async ({ page }) => {
    await openDesigner(page);
    const before = await contentPaths(page);
    await page.getByLabel(t('fields.initialA')).fill('Z');
    await expect.poll(() => contentPaths(page)).not.toEqual(before);
    await expect(page.locator('#gobo-projection-title')).toContainText('Z & M');

    await page.getByLabel(t('fields.initialB')).press('End');
    await page.getByLabel(t('fields.initialB')).pressSequentially('Q');
    await expect(page.getByLabel(t('fields.initialB'))).toHaveValue('MQ');
    await expect(page.locator('#gobo-artwork-title')).toContainText('Z & MQ');
  });

  test('steel shows the design as a stencil in one colour of light', async ({ page }) => {
    await openDesigner(page);
    await radio(page, 'material.steel.label').check();
    await expect(page.getByText(t('material.steelNote'))).toBeVisible();
    await expect(page.getByLabel(t('material.colour'), { exact: true })).toHaveCount(0);
    for (const view of ['artwork', 'projection']) {
      const paints = await page.locator(`#gobo-${view}-light`).evaluate((light) => {
        const elements = [light, ...Array.from(light.querySelectorAll('*'))];
        const used = elements.flatMap((element) =>
          ['fill', 'stroke'].map((name) => element.getAttribute(name)),
        );
        return [...new Set(used.filter((paint) => paint !== null && paint !== 'none'))];
      });
      expect(paints, view).toEqual(['#ffffff']);
      await expect(page.locator(`#gobo-${view}-glass`)).toHaveCount(0);
    }
  });

  test('a shared link to a steel design downloads it bridged; glass takes the bridges out', async ({
    page,
  }) => {
    // BOOKED in a plaque in a ring: the ring's and the plaque's insides and the counters would fall out.
    await openDesigner(page, 'en', '?t=framed-line&l=BOOKED&f=cinzel&fr=ring&m=steel');
    await expect(radio(page, 'material.steel.label')).toBeChecked();
    await expect(page.locator('#gobo-artwork-title')).toContainText('BOOKED');
    await expect(artworkContent(page).first()).toBeAttached();

    // The light on the wall and the flat artwork are both clipped around the bridges.
    const previewBridges = page.locator(
      'clipPath[id^="gobo-projection-bridges"], clipPath[id^="gobo-artwork-bridges"]',
    );
    await expect(page.locator('clipPath[id^="gobo-projection-bridges"]')).not.toHaveCount(0);
    await expect(page.locator('clipPath[id^="gobo-artwork-bridges"]')).not.toHaveCount(0);

    const steelFile = await downloadSvg(page);
    expect(await bridgesIn(page, steelFile)).toBeGreaterThanOrEqual(4);
    expect((await countSteelIslands(steelFile)).boxes).toEqual([]);

    await radio(page, 'material.glass.label').check();
    await page.getByLabel(t('material.gradient')).uncheck();
    await page.getByLabel(t('material.colour'), { exact: true }).fill('#ffffff');
    await expect.poll(() => new URL(page.url()).searchParams.get('c1')).toBe('ffffff');
    await expect(previewBridges).toHaveCount(0);
    const glassFile = await downloadSvg(page);
    expect(await bridgesIn(page, glassFile)).toBe(0);
    // Cut in steel as drawn on glass, the same design would lose these pieces.
    expect((await countSteelIslands(glassFile)).islands).toBeGreaterThanOrEqual(6);
  });

  test('a steel file downloaded the moment the text changes is bridged for the new text', async ({
    page,
  }) => {
    await openDesigner(page, 'en', '?t=framed-line&l=BOOKED&f=cinzel&fr=ring&m=steel');
    await expect(page.locator('clipPath[id^="gobo-projection-bridges"]')).not.toHaveCount(0);
    // The preview's bridges are planned once typing pauses: typing and clicking in one go,
    // before they are, the file must still be bridged for "BOOKED OOO", not for "BOOKED".
    const downloading = page.waitForEvent('download');
    await page.evaluate(
      async ({ text, button }) => {
        const input = document.querySelector<HTMLInputElement>('#gobo-text-line');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        const download = Array.from(document.querySelectorAll('button')).find(
          (candidate) => candidate.textContent?.trim() === button,
        );
        if (!input || !setValue || !download) throw new Error('no text field or button');
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // React renders the keystroke in a microtask; the preview's plan waits for a pause.
        await Promise.resolve();
        download.click();
      },
      { text: 'BOOKED OOO', button: t('actions.downloadSvg') },
    );
    const file = (await downloadText(await downloading)).toString('utf8');
    expect((await inspectSvg(page, file)).title).toContain('BOOKED OOO');
    expect((await countSteelIslands(file)).boxes).toEqual([]);
  });

  test('a steel logo with more islands than steel holds is advised to go on glass or be simpler', async ({
    page,
  }) => {
    /** A logo of `count` × `count` rings: each ring's inside is a piece of steel to hold. */
    const rings = (count: number) => {
      const pitch = 600 / count;
      let d = '';
      for (let row = 0; row < count; row += 1) {
        for (let column = 0; column < count; column += 1) {
          const [x, y] = [(column + 0.5) * pitch, (row + 0.5) * pitch];
          for (const r of [pitch * 0.4, pitch * 0.25]) {
            d += `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
          }
        }
      }
      return Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">' +
          `<path fill="#000" fill-rule="evenodd" d="${d}"/></svg>`,
      );
    };
    const tooFine = t('material.logoTooFine').split('{{pieces}}')[0] ?? '';
    expect(tooFine.length).toBeGreaterThan(10);
    const advice = page.getByRole('status').filter({ hasText: tooFine });

    await openDesigner(page, 'en', '?t=logo&m=steel');
    const upload = async (name: string, count: number) => {
      await page.getByLabel(t('logo.label')).setInputFiles({
        name,
        mimeType: 'image/svg+xml',
        buffer: rings(count),
      });
      await expect(
        page.getByText(translation('en', 'gobo-designer:logo.loaded').replace('{{name}}', name)),
      ).toBeVisible();
      await expect(page.locator('#gobo-artwork-light rect[mask]')).toHaveCount(1);
    };

    // Four rings: bridged, nothing to advise.
    await upload('four.svg', 2);
    await expect(page.locator('clipPath[id^="gobo-artwork-bridges"]')).not.toHaveCount(0);
    await expect(advice).toHaveCount(0);

    // Forty-nine rings: too many pieces for steel to hold cleanly.
    await upload('many.svg', 7);
    await expect(advice).toHaveCount(1);

    await radio(page, 'material.glass.label').check();
    await expect(advice).toHaveCount(0);
  });

  test('downloads a valid SVG holding the typed text and its outlines', async ({ page }) => {
    await openDesigner(page);
    await radio(page, 'templates.framed-line.label').check();
    await page.getByLabel(t('fields.line')).fill('Grand Gala 2027');
    await expect(artworkContent(page).first()).toBeAttached();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('actions.downloadSvg') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('gobo-design.svg');
    const text = (await downloadText(download)).toString('utf8');
    expect(text.startsWith('<?xml')).toBe(true);
    expect(await inspectSvg(page, text)).toEqual({
      parseErrors: 0,
      root: 'svg',
      namespace: 'http://www.w3.org/2000/svg',
      title: 'Grand Gala 2027',
      paths: expect.any(Number),
    });
    expect((await inspectSvg(page, text)).paths).toBeGreaterThan(2);
  });

  test('downloads a PNG of at least 2000 px', async ({ page }) => {
    await openDesigner(page);
    // As a visitor would: once the preview shows the design (its fonts loaded).
    await expect(artworkContent(page).first()).toBeAttached();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('actions.downloadPng') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('gobo-design.png');
    const png = await downloadText(download);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height, big-endian, right after the signature and chunk header.
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(2000);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(2000);
  });

  test('a shared address reopens the same design', async ({ page, context }) => {
    await openDesigner(page);
    await radio(page, 'templates.names-date.label').check();
    await page.getByLabel(t('fields.nameA')).fill('Rosa');
    await page.getByLabel(t('fields.nameB')).fill('Tom');
    await page.getByLabel(t('fields.date'), { exact: true }).fill('10.10.2026');
    await page.getByRole('radio', { name: 'Cinzel' }).check();
    await radio(page, 'frames.stars').check();
    await page.getByLabel(t('layout.size')).fill('80');
    await page.getByLabel(t('layout.rotation')).fill('-30');
    await radio(page, 'material.glass.label').check();
    await page.getByLabel(t('material.gradient')).uncheck();
    await page.getByLabel(t('material.colour'), { exact: true }).fill('#33ccaa');

    await expect.poll(() => new URL(page.url()).searchParams.get('c1')).toBe('33ccaa');
    const shared = page.url();
    const original = await contentPaths(page);

    const visitor = await context.newPage();
    await openDesigner(visitor, 'en', new URL(shared).search);
    await expect(radio(visitor, 'templates.names-date.label')).toBeChecked();
    await expect(visitor.getByLabel(t('fields.nameA'))).toHaveValue('Rosa');
    await expect(visitor.getByLabel(t('fields.nameB'))).toHaveValue('Tom');
    await expect(visitor.getByLabel(t('fields.date'), { exact: true })).toHaveValue('10.10.2026');
    await expect(visitor.getByRole('radio', { name: 'Cinzel' })).toBeChecked();
    await expect(radio(visitor, 'frames.stars')).toBeChecked();
    await expect(visitor.getByLabel(t('layout.size'))).toHaveValue('80');
    await expect(visitor.getByLabel(t('layout.rotation'))).toHaveValue('-30');
    await expect(visitor.getByLabel(t('material.gradient'))).not.toBeChecked();
    await expect(visitor.getByLabel(t('material.colour'), { exact: true })).toHaveValue('#33ccaa');
    await expect.poll(() => contentPaths(visitor)).toEqual(original);
  });

  test('"Request this gobo" hands the design and its SVG to the contact page', async ({ page }) => {
    await openDesigner(page);
    await radio(page, 'templates.names-date.label').check();
    await page.getByLabel(t('fields.nameA')).fill('Rosa');
    await page.getByLabel(t('fields.nameB')).fill('Tom');
    await page.getByRole('radio', { name: 'Parisienne' }).check();
    await radio(page, 'material.steel.label').check();
    await page.getByRole('button', { name: t('actions.request') }).click();

    await expect(page).toHaveURL(`${HOST_URL}/contact/#inquiry`);
    const attachment = await storedDesign(page);
    expect(attachment).toMatchObject({ kind: 'gobo', fileName: 'gobo-design.svg' });
    expect(attachment.summary).toContain(
      `${t('summary.template')}: ${t('templates.names-date.label')}`,
    );
    expect(attachment.summary).toContain(`${t('summary.texts')}: Rosa & Tom`);
    expect(attachment.summary).toContain(`${t('summary.font')}: Parisienne`);
    expect(attachment.summary).toContain(`${t('summary.material')}: ${t('summary.steel')}`);
    expect(attachment.summary).toContain(`${t('summary.bridges')}: `);
    expect(attachment.summary).toContain('/gobo-designer/?t=names-date');
    const svg = await inspectSvg(page, attachment.svg);
    expect(svg).toMatchObject({
      parseErrors: 0,
      root: 'svg',
      title: `Rosa & Tom · ${exampleDate(formattingLocale('en'))}`,
    });
    expect(svg.paths).toBeGreaterThan(2);
    expect(await bridgesIn(page, attachment.svg)).toBeGreaterThan(0);
  });

  test('a click while the typeface is loading is carried out once it has loaded', async ({
    page,
  }) => {
    let releaseFace = () => {};
    const faceHeld = new Promise<void>((resolve) => {
      releaseFace = resolve;
    });
    await page.route(/\/static\/great-vibes-latin-400-normal-[0-9a-f]+\.woff$/, async (route) => {
      await faceHeld;
      await route.continue();
    });
    await openDesigner(page);
    await page.getByRole('button', { name: t('actions.request') }).click();
    await expect(page.getByText(t('actions.preparing'))).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(pageOfKind('gobo-designer', 'en').path);

    releaseFace();
    await expect(page).toHaveURL(`${HOST_URL}${pathIn('/contact/', 'en')}#inquiry`);
  });

  test('a click kept while the typeface loads says so when the face cannot load', async ({
    page,
  }) => {
    let failFace = () => {};
    const faceHeld = new Promise<void>((resolve) => {
      failFace = resolve;
    });
    await page.route(/\/static\/great-vibes-latin-400-normal-[0-9a-f]+\.woff$/, async (route) => {
      await faceHeld;
      await route.abort();
    });
    await openDesigner(page);
    await page.getByRole('button', { name: t('actions.request') }).click();
    await expect(page.getByText(t('actions.preparing'))).toBeVisible();

    failFace();
    await expect(page.getByText(t('actions.exportFailed'))).toBeVisible();
    // A later click, once the face has failed, gets the same answer at once.
    await page.getByRole('button', { name: t('actions.copyLink') }).click();
    await expect(page.getByText(t('actions.exportFailed'))).toBeHidden();
    await page.getByRole('button', { name: t('actions.downloadSvg') }).click();
    await expect(page.getByText(t('actions.exportFailed'))).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(pageOfKind('gobo-designer', 'en').path);
  });

  test('"Request this gobo" stays in the visitor language', async ({ page }) => {
    await openDesigner(page, 'es');
    await page.getByRole('button', { name: t('actions.request', 'es') }).click();
    await expect(page).toHaveURL(`${HOST_URL}${pathIn('/contact/', 'es')}#inquiry`);
    const { summary } = await storedDesign(page);
    expect(summary).toContain(
      `${t('summary.template', 'es')}: ${t('templates.monogram.label', 'es')}`,
    );
  });

  // The design joins the visitor's event list: the inquiry lands in view with it on top.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the inquiry opens in view with the design and its preview on top of it (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openDesigner(page);
      await page.getByLabel(t('fields.initialA')).fill('R');
      await page.getByRole('button', { name: t('actions.request') }).click();
      await expect(page).toHaveURL(/\/contact\/#inquiry$/);
      const form = page.locator('form[name="event-inquiry"]');
      const list = form.getByRole('region', {
        name: translation('en', 'contact:eventList.heading'),
      });
      const preview = list.getByRole('img', {
        name: translation('en', 'contact:attachment.preview').replace(
          '{{name}}',
          'gobo-design.svg',
        ),
      });
      await expect(preview).toBeVisible();
      await expect(preview).toBeInViewport();
      expect(
        await preview.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      await expect(list).toContainText(translation('en', 'contact:eventList.kinds.gobo'));
      // Not mixed into the message: it travels as the list's own fields.
      await expect(form.locator('textarea[name="message"]')).toHaveValue('');
      const { svg } = await storedDesign(page);
      await expect(form.locator('input[type="hidden"][name="attachmentSvg"]')).toHaveValue(svg);
      const top = await page
        .locator('#inquiry')
        .evaluate((section) => section.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(viewport.height / 4);
    });
  }

  test('can be used with the keyboard alone', async ({ page }) => {
    await openDesigner(page);
    const first = radio(page, 'templates.monogram.label');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, 'templates.names-date.label')).toBeChecked();
    await expect(radio(page, 'templates.names-date.label')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(t('fields.nameA'))).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Lia');
    await expect(page.locator('#gobo-artwork-title')).toContainText('Lia & Marco');

    // Every control has a name (axe checks it too) and the request button is reachable.
    await page.getByRole('button', { name: t('actions.request') }).focus();
    await expect(page.getByRole('button', { name: t('actions.request') })).toBeFocused();
  });

  test('axe finds no WCAG 2.2 AA violation, with each template open', async ({ page }) => {
    // Four full axe scans of the designer: 12-25 s alone, more beside another worker.
    test.slow();
    await openDesigner(page);
    for (const template of ['monogram', 'names-date', 'framed-line', 'logo']) {
      await radio(page, `templates.${template}.label`).check();
      await expectNoAxeViolations(page, `the ${template} template`);
    }
  });

  test('logs no error or warning while designing', async ({ page }) => {
    const problems = recordConsoleProblems(page);
    await openDesigner(page);
    await page.getByLabel(t('fields.initialA')).fill('K');
    await page.getByRole('radio', { name: 'Bebas Neue' }).check();
    await expect(page.locator('#gobo-artwork-title')).toContainText('K & M');
    await page.waitForLoadState('networkidle');
    expect(problems.map((problem) => `${problem.kind}: ${problem.text}`)).toEqual([]);
  });

  test('loads its code and faces only on its own page', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await stubExternalRequests(page, [HOST_URL, PLAIN_HOST_URL]);
    await page.goto(pathIn('/', 'en'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => DESIGNER_FACES.test(url))).toEqual([]);

    requested.length = 0;
    await openDesigner(page);
    await expect(artworkContent(page).first()).toBeAttached();
    expect(requested.filter((url) => DESIGNER_FACES.test(url)).length).toBeGreaterThan(0);
  });
});

// Opened at the designer itself, so that any shift happens in view and counts.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`the designer takes its placeholder's place without a shift (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await recordLayoutShifts(page);
    await openDesigner(page, 'en', '#designer-heading');
    await expect(artworkContent(page).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const shift = (await layoutShiftsOf(page)).reduce((sum, { value }) => sum + value, 0);
    expect(shift).toBeLessThan(0.02);
  });
}

test.describe('gobo designer on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the screen without sideways scrolling, and axe is clean', async ({ page }) => {
    await openDesigner(page);
    for (const template of ['names-date', 'logo']) {
      await radio(page, `templates.${template}.label`).check();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, template).toBeLessThanOrEqual(widths.client);
    }
    await radio(page, 'templates.monogram.label').check();
    await expectNoAxeViolations(page, 'the monogram template on a phone');
  });
});

/** The stage's box and the bottom of the top bar, in the window. */
async function stageInWindow(page: Page) {
  return page.getByTestId('gobo-stage').evaluate((stage) => {
    const box = stage.getBoundingClientRect();
    const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return { top: box.top, bottom: box.bottom, barBottom: bar };
  });
}

test.describe('the preview stays in view while the visitor edits', () => {
  test('on a desktop, beside the settings', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDesigner(page);
    const last = settings(page).locator('fieldset').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expect(page.getByTestId('gobo-stage')).toBeInViewport({ ratio: 0.9 });
  });

  test('on a phone, pinned under the top bar, never over the focused setting', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDesigner(page);
    const field = settings(page).locator('input[type="text"]:visible, textarea:visible').last();
    await field.focus();
    await expect(field).toBeFocused();
    const stage = await stageInWindow(page);
    expect(Math.abs(stage.top - stage.barBottom), 'the stage sits under the bar').toBeLessThan(2);
    expect(stage.bottom, 'a compact stage: the settings keep most of the screen').toBeLessThan(
      844 / 2,
    );
    const fieldTop = await field.evaluate((element) => element.getBoundingClientRect().top);
    expect(fieldTop, 'the focused setting shows below the stage').toBeGreaterThanOrEqual(
      stage.bottom,
    );
  });
});

test.describe('gobo designer without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the intro and a way to ask for a gobo by message', async ({ page }) => {
    await page.goto(pageOfKind('gobo-designer', 'it').path);
    await expect(page.locator('h1')).toHaveText(t('heading', 'it'));
    await expect(page.getByText(t('intro', 'it'))).toBeVisible();
    // (Playwright's text matching skips <noscript>; its paragraph is checked directly.)
    const explanation = page.locator('noscript p').first();
    await expect(explanation).toBeVisible();
    await expect(explanation).toHaveText(t('designer.noscript', 'it'));
    const link = page.getByRole('link', { name: t('designer.noscriptLink', 'it') });
    // Lands at the inquiry itself, the lighting service listed when the page's script can run.
    await expect(link).toHaveAttribute(
      'href',
      `${pathIn('/contact/', 'it')}?service=lighting#inquiry`,
    );
  });
});
