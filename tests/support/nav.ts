/**
 * The menus of site.yaml with their labels in a language, for tests that
 * check the header and drawer follow the config.
 */
import fs from 'node:fs';
import { parse } from 'yaml';
import type { NavItem, SiteConfig } from '../../src/config/schema';
import { SITE_YAML, translation } from './site';

export interface LabelledItem {
  label: string;
  item: NavItem;
  children: LabelledItem[];
}

type NavConfig = Pick<SiteConfig, 'nav' | 'languages' | 'menu'>;

function readConfig(): NavConfig {
  return parse(fs.readFileSync(SITE_YAML, 'utf8')) as NavConfig;
}

/** The menu timings of site.yaml, in milliseconds. */
export function menuTimings(): SiteConfig['menu'] {
  return readConfig().menu;
}

function readNav(): SiteConfig['nav'] {
  return readConfig().nav;
}

/** A language's own name as site.yaml gives it, e.g. "Español". */
export function languageName(code: string): string {
  const language = readConfig().languages.supported.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`site.yaml does not list the language "${code}"`);
  return language.name;
}

function label(items: readonly NavItem[], language: string): LabelledItem[] {
  return items.map((item) => ({
    label: translation(language, item.label),
    item,
    children: label(item.items ?? [], language),
  }));
}

/** The Services drop-down: its trigger label and its entries, in order. */
export function servicesMenu(language: string): { trigger: string; items: LabelledItem[] } {
  const nav = readNav();
  return {
    trigger: translation(language, nav.services.label),
    items: label(nav.services.items, language),
  };
}

export function headerLinks(language: string): LabelledItem[] {
  return label(readNav().header, language);
}

export function drawerExtras(language: string): LabelledItem[] {
  return label(readNav().drawerExtras, language);
}
