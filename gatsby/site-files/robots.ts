/**
 * robots.txt. A live site lets everything be crawled and announces its
 * sitemap index; a demo (site.yaml deploy.demo: true) turns every crawler
 * away and announces nothing.
 */
export function robotsTxt(siteUrl: string, { demo = false }: { demo?: boolean } = {}): string {
  if (demo) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap-index.xml`, ''].join('\n');
}
