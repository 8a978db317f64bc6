/** The web app manifest, named after the business in site.yaml. */
export function webManifest(input: { name: string; defaultLanguage: string }): string {
  const manifest = {
    name: input.name,
    short_name: input.name.split(/\s+&|\s+/)[0] ?? input.name,
    lang: input.defaultLanguage,
    start_url: '/',
    display: 'browser',
    background_color: '#0b0a12',
    theme_color: '#0b0a12',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
