/**
 * The site's icon: the brand's star lit by a stage-light gradient (the
 * header's Logo draws the same mark), titled with the business's name.
 * The build writes it to /favicon.svg for the web manifest; pages declare
 * it inline, as a data: address, so that a first visit makes no request
 * for it. Browsers that cannot show an SVG icon ask for /favicon.ico,
 * which static/ ships.
 */
export function siteIconSvg(businessName: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<title>${escapeXml(businessName)}</title>` +
    '<defs><radialGradient id="beam" cx="50%" cy="30%" r="70%">' +
    '<stop offset="0" stop-color="#ffd36e"/>' +
    '<stop offset="0.55" stop-color="#ff4fa3"/>' +
    '<stop offset="1" stop-color="#5b2bd6"/>' +
    '</radialGradient></defs>' +
    '<rect width="64" height="64" rx="14" fill="#14121f"/>' +
    '<path d="M32 8 38.5 24.5 56 25.5 42.5 36.5 47 53.5 32 44 17 53.5 21.5 36.5 8 25.5 25.5 24.5Z" fill="url(#beam)"/>' +
    '</svg>'
  );
}

export function siteIconDataUrl(businessName: string): string {
  return `data:image/svg+xml,${encodeURIComponent(siteIconSvg(businessName))}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
