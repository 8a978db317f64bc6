/** @jest-environment node */
/**
 * The Locale type GraphiQL shows (gatsby/locale-schema.ts): each file's
 * texts as typed key/value entries, flattened to dotted keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql, type GraphQLObjectType } from 'graphql';
import {
  LOCALE_TYPE_DEFS,
  localeResolvers,
  translationEntries,
} from '../../../gatsby/locale-schema';
import type { TranslationTree } from '../../../src/i18n/translate';

describe('translationEntries', () => {
  it('joins the levels of groups with dots and numbers the items of lists', () => {
    const tree: TranslationTree = {
      meta: { title: 'Music', keywords: 'DJ' },
      points: ['One', 'Two'],
      empty: '',
      deep: { list: [{ name: 'Deep' }] },
    };
    expect(translationEntries(tree)).toEqual([
      { key: 'meta.title', value: 'Music' },
      { key: 'meta.keywords', value: 'DJ' },
      { key: 'points.0', value: 'One' },
      { key: 'points.1', value: 'Two' },
      { key: 'empty', value: '' },
      { key: 'deep.list.0.name', value: 'Deep' },
    ]);
  });

  it('gives nothing for an empty file', () => {
    expect(translationEntries({})).toEqual([]);
  });
});

/** Gatsby's own parts, as far as LOCALE_TYPE_DEFS uses them: it adds `id` to every node type. */
const GATSBY_PARTS = `
  directive @dontInfer on OBJECT
  interface Node { id: ID! }
  extend type Locale { id: ID! }
  type Query { locale: Locale }
`;

function schemaWithResolver() {
  const schema = buildSchema(`${LOCALE_TYPE_DEFS}${GATSBY_PARTS}`);
  const localeType = schema.getType('Locale') as GraphQLObjectType;
  localeType.getFields().entries!.resolve = localeResolvers.Locale.entries.resolve;
  return schema;
}

describe('the Locale type', () => {
  const text = fs.readFileSync(path.join(process.cwd(), 'src/locales/es/home.json'), 'utf8');
  const node = {
    id: 'locale-es-home',
    language: 'es',
    ns: 'home',
    data: JSON.stringify(JSON.parse(text)),
    fileAbsolutePath: '/site/src/locales/es/home.json',
  };

  it('answers entries { key value } for a shipped file, from its data', async () => {
    const result = await graphql({
      schema: schemaWithResolver(),
      source: '{ locale { language ns entries { key value } } }',
      rootValue: { locale: node },
    });

    expect(result.errors).toBeUndefined();
    const locale = (
      result.data as {
        locale: { language: string; ns: string; entries: Array<{ key: string; value: string }> };
      }
    ).locale;
    expect(locale.language).toBe('es');
    expect(locale.ns).toBe('home');
    // The file's own texts, read from it: the translators change them.
    const home = JSON.parse(text) as {
      trust: { rating: { label: string } };
      audiences: { corporate: { title: string } };
    };
    expect(locale.entries).toContainEqual({
      key: 'trust.rating.label',
      value: home.trust.rating.label,
    });
    expect(locale.entries).toContainEqual({
      key: 'audiences.corporate.title',
      value: home.audiences.corporate.title,
    });
    const keys = locale.entries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^[^.]+(\.[^.]+)*$/.test(key))).toBe(true);
  });

  it('declares its fields non-null, with typed entries', () => {
    const fields = (schemaWithResolver().getType('Locale') as GraphQLObjectType).getFields();
    expect(
      Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, String(field.type)])),
    ).toEqual({
      language: 'String!',
      ns: 'String!',
      data: 'String!',
      fileAbsolutePath: 'String!',
      entries: '[LocaleEntry!]!',
      id: 'ID!',
    });
  });
});
