/**
 * The content files of data/, read for the tests (the same files the build
 * reads), so that expectations follow the content instead of repeating it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type {
  CatalogFile,
  HomeFile,
  ReviewsFile,
  ServicesFile,
} from '../../src/config/content/schema';
import { ROOT_DIR } from './site';

function readData<Content>(name: string): Content {
  return parse(fs.readFileSync(path.join(ROOT_DIR, 'data', name), 'utf8')) as Content;
}

export const services = (): ServicesFile['services'] =>
  readData<ServicesFile>('services.yaml').services;
export const home = (): HomeFile => readData<HomeFile>('home.yaml');
export const catalog = (): CatalogFile => readData<CatalogFile>('catalog.yaml');

/** data/reviews.yaml's reviews as shipped (the owner adds real ones; the tests use fixtures). */
export const reviews = (): ReviewsFile['reviews'] => readData<ReviewsFile>('reviews.yaml').reviews;
