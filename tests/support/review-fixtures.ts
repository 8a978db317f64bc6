/**
 * Made-up reviews for the tests only: the shipped data/reviews.yaml is
 * empty until the owner copies real ones in. Every name and link here is
 * obviously a fixture (example.com), never shipped.
 */
import type { ReviewData } from '../../src/config/content/reviews';

export const FIXTURE_REVIEWS: ReviewData[] = [
  {
    id: 'fixture-wedding',
    name: 'Test Reviewer A.',
    event: 'wedding',
    date: '2024-06-15',
    rating: 5,
    source: 'Google',
    link: 'https://reviews.example.com/a',
    language: null,
    quote: 'Fixture quote one.',
    services: ['music', 'lighting'],
    venue: 'bear-brook-valley',
  },
  {
    id: 'fixture-corporate',
    name: 'Test Reviewer B.',
    event: 'corporate',
    date: '2025-02-01',
    rating: 4,
    source: 'The Knot',
    link: 'https://reviews.example.com/b',
    language: 'es',
    quote: 'Cita de prueba dos.',
    services: ['photo-booth'],
    venue: null,
  },
  {
    id: 'fixture-unrated',
    name: 'Test Reviewer C.',
    event: 'birthday',
    date: '2023-09-30',
    rating: null,
    source: 'WeddingWire',
    link: 'https://reviews.example.com/c',
    language: null,
    quote: 'Fixture quote three.\n\nA second paragraph.',
    services: null,
    venue: null,
  },
];

/** The same reviews as written in data/reviews.yaml (what the schema reads). */
export const FIXTURE_REVIEWS_YAML = `reviews:
  - id: fixture-wedding
    name: Test Reviewer A.
    event: wedding
    date: 2024-06-15
    rating: 5
    source: Google
    link: https://reviews.example.com/a
    quote: Fixture quote one.
    services: [music, lighting]
    venue: bear-brook-valley
  - id: fixture-corporate
    name: Test Reviewer B.
    event: corporate
    date: 2025-02-01
    rating: 4
    source: The Knot
    link: https://reviews.example.com/b
    language: es
    quote: Cita de prueba dos.
    services: [photo-booth]
`;
