import type { LogoCut } from '../../lib/gobo/layout';
import { logoCut } from '../../lib/gobo/logo-cut';

/**
 * Reads the visitor's logo in the browser (it is never uploaded on its own)
 * and prepares its stencil: the shape that lets light through, as white on
 * transparent, ready to be filled with the gobo's light.
 */

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
/** The stencil's longest side in pixels: finer than any gobo can resolve at preview size. */
const STENCIL_SIZE = 1200;

export interface LogoImage {
  name: string;
  /** The file as a data: URL. */
  original: string;
  /** Width / height. */
  aspect: number;
  /** The logo's shape as light; "inverted" lights everything around it instead. */
  stencil: { normal: string; inverted: string };
  /** The same stencils' lit pixels, for the steel check. */
  cut: { normal: LogoCut; inverted: LogoCut };
}

export type LogoProblem = 'type' | 'size' | 'read';

export type LogoResult = { ok: true; logo: LogoImage } | { ok: false; problem: LogoProblem };

function kindOf(file: File): 'svg' | 'png' | null {
  const name = file.name.toLowerCase();
  if (file.type === 'image/svg+xml' || name.endsWith('.svg')) return 'svg';
  if (file.type === 'image/png' || name.endsWith('.png')) return 'png';
  return null;
}

function readAsDataUrl(file: File, mimeType: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      // Some systems report no type: name it, or the browser will not draw an SVG.
      resolve(result.replace(/^data:[^;,]*/, `data:${mimeType}`));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

function decode(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = source;
  });
}

/** An SVG without width and height still has a shape: its viewBox. */
async function svgAspect(file: File): Promise<number | null> {
  const text = await file.text();
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(
    text,
  );
  const width = Number(viewBox?.[1]);
  const height = Number(viewBox?.[2]);
  return width > 0 && height > 0 ? width / height : null;
}

/** White where light passes, transparent elsewhere, for both polarities. */
function stencils(image: HTMLImageElement, aspect: number): Pick<LogoImage, 'stencil' | 'cut'> {
  const width = Math.round(aspect >= 1 ? STENCIL_SIZE : STENCIL_SIZE * aspect);
  const height = Math.round(aspect >= 1 ? STENCIL_SIZE / aspect : STENCIL_SIZE);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, width);
  canvas.height = Math.max(1, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const source = context.getImageData(0, 0, canvas.width, canvas.height);
  const pixels = source.data;

  // A logo on a transparent background is its opaque parts; a logo on an
  // opaque background (a scan, a PNG on white) is its dark parts.
  let transparent = 0;
  for (let index = 3; index < pixels.length; index += 4) {
    if ((pixels[index] ?? 0) < 128) transparent += 1;
  }
  const byAlpha = transparent / (pixels.length / 4) > 0.02;

  const inks = new Uint8Array(pixels.length / 4);
  for (let index = 0; index < pixels.length; index += 4) {
    const opaque = (pixels[index + 3] ?? 0) >= 128;
    const luminance =
      0.2126 * (pixels[index] ?? 0) +
      0.7152 * (pixels[index + 1] ?? 0) +
      0.0722 * (pixels[index + 2] ?? 0);
    inks[index / 4] = (byAlpha ? opaque : opaque && luminance < 128) ? 1 : 0;
  }
  const isInk = (x: number, y: number) => inks[y * canvas.width + x] === 1;

  const render = (inverted: boolean): string => {
    const out = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < pixels.length; index += 4) {
      const ink = inks[index / 4] === 1;
      const lit = inverted ? !ink : ink;
      out.data[index] = 255;
      out.data[index + 1] = 255;
      out.data[index + 2] = 255;
      out.data[index + 3] = lit ? 255 : 0;
    }
    context.putImageData(out, 0, 0);
    return canvas.toDataURL('image/png');
  };
  return {
    stencil: { normal: render(false), inverted: render(true) },
    cut: {
      normal: logoCut(canvas.width, canvas.height, isInk),
      inverted: logoCut(canvas.width, canvas.height, (x, y) => !isInk(x, y)),
    },
  };
}

export async function readLogo(file: File): Promise<LogoResult> {
  const kind = kindOf(file);
  if (!kind) return { ok: false, problem: 'type' };
  if (file.size > MAX_LOGO_BYTES) return { ok: false, problem: 'size' };
  try {
    const original = await readAsDataUrl(file, kind === 'svg' ? 'image/svg+xml' : 'image/png');
    const image = await decode(original);
    const declared = kind === 'svg' ? await svgAspect(file) : null;
    const natural =
      image.naturalWidth > 0 && image.naturalHeight > 0
        ? image.naturalWidth / image.naturalHeight
        : null;
    const aspect = Math.min(8, Math.max(1 / 8, declared ?? natural ?? 1));
    return {
      ok: true,
      logo: { name: file.name, original, aspect, ...stencils(image, aspect) },
    };
  } catch {
    return { ok: false, problem: 'read' };
  }
}
