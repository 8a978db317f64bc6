/**
 * The visitor's downloads and the request's attachment: the artwork as an
 * SVG file (vector, what vendors ask for) and as a large PNG.
 */

export const SVG_FILE_NAME = 'gobo-design.svg';
export const PNG_FILE_NAME = 'gobo-design.png';
/** Pixels on each side of the PNG: sharp on a print proof or a 4K screen. */
export const PNG_SIZE = 2400;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function svgBlob(svgText: string): Blob {
  return new Blob([svgText], { type: 'image/svg+xml' });
}

/** Draws the SVG artwork on a square canvas of `size` pixels. */
export function renderPng(svgText: string, size = PNG_SIZE): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(svgBlob(svgText));
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) {
        URL.revokeObjectURL(url);
        reject(new Error('no canvas'));
        return;
      }
      context.drawImage(image, 0, 0, size, size);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png');
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('artwork could not be drawn'));
    };
    image.src = url;
  });
}
