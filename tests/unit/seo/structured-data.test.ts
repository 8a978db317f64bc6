/** @jest-environment node */
import {
  breadcrumbNode,
  businessId,
  businessNode,
  eventVenueNode,
  serializeJsonLd,
  serviceNode,
  structuredDataGraph,
} from '../../../src/components/Seo/structured-data';

const siteUrl = 'https://www.example.com';

describe('JSON-LD nodes', () => {
  const business = businessNode({
    siteUrl,
    name: 'Example Events',
    phone: '(201) 555-0147',
    email: 'hello@example.com',
    serviceArea: ['NJ', 'NY', 'PA', 'CT'],
    logoPath: '/icon-512.png',
  }) as unknown as Record<string, unknown>;

  it('describes the business with an @id, contact details and the four states served', () => {
    expect(business).toMatchObject({
      '@type': 'EntertainmentBusiness',
      '@id': `${siteUrl}/#business`,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icon-512.png`,
      telephone: '+12015550147',
      email: 'hello@example.com',
    });
    expect((business.areaServed as Array<{ name: string }>).map((area) => area.name)).toEqual([
      'New Jersey',
      'New York',
      'Pennsylvania',
      'Connecticut',
    ]);
  });

  it('claims no rating: the site shows no rating source', () => {
    expect(business).not.toHaveProperty('aggregateRating');
  });

  it('points a service at the business by @id', () => {
    const service = serviceNode({
      siteUrl,
      name: 'Music',
      description: 'DJs',
      url: `${siteUrl}/music/`,
      serviceArea: ['NJ'],
    }) as unknown as Record<string, unknown>;
    expect(service.provider).toEqual({ '@id': businessId(siteUrl) });
  });

  it('gives a venue its address and amenities', () => {
    const venue = eventVenueNode({
      name: 'Lake Club',
      url: `${siteUrl}/venues/lake-club/`,
      locality: 'Sparta',
      region: 'NJ',
      country: 'US',
      amenities: ['wedding venue', 'corporate event space'],
    }) as unknown as Record<string, unknown>;
    expect(venue.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Sparta',
      addressRegion: 'NJ',
      addressCountry: 'US',
    });
    expect((venue.amenityFeature as Array<{ name: string }>).map((f) => f.name)).toEqual([
      'wedding venue',
      'corporate event space',
    ]);
  });

  it('numbers breadcrumbs from 1 in order', () => {
    const list = breadcrumbNode(
      [
        { name: 'Inicio', path: '/' },
        { name: 'Salones', path: '/venues/' },
      ],
      (path) => `${siteUrl}/es${path}`,
    ) as unknown as { itemListElement: Array<{ position: number; name: string; item: string }> };
    expect(list.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Inicio', `${siteUrl}/es/`],
      [2, 'Salones', `${siteUrl}/es/venues/`],
    ]);
  });

  it('serializes safely inside a script element', () => {
    const text = serializeJsonLd(structuredDataGraph([{ '@type': 'Thing', name: '</script><b>' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({ '@graph': [{ name: '</script><b>' }] });
  });
});
