import { BRAND_MARK } from '../Logo/brand-mark';

/**
 * The site's icon: the brand's mark (../Logo/brand-mark.ts), titled with
 * the business's name.
 * The build writes it to /favicon.svg for the web manifest; pages declare
 * it inline, as a data: address, so that a first visit makes no request
 * for it. Browsers that cannot show an SVG icon ask for /favicon.ico,
 * which static/ ships.
 */
export function siteIconSvg(businessName: string): string {
  const { viewBox, tile, star, beam } = BRAND_MARK;
  const stops = beam.stops
    .map((stop) => `<stop offset="${stop.offset}" stop-color="${stop.color}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<title>${escapeXml(businessName)}</title>` +
    `<defs><radialGradient id="beam" cx="${beam.cx}" cy="${beam.cy}" r="${beam.r}">${stops}</radialGradient></defs>` +
    `<rect width="${tile.size}" height="${tile.size}" rx="${tile.radius}" fill="${tile.fill}"/>` +
    `<path d="${star}" fill="url(#beam)"/>` +
    '</svg>'
  );
}

export function siteIconDataUrl(businessName: string): string {
  return `data:image/svg+xml,${encodeURIComponent(siteIconSvg(businessName))}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
