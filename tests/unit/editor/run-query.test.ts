/**
 * The previews answer the templates' own queries over the repository's
 * files (src/editor/preview/graph/run-query.ts): what a GraphQL server
 * would answer, for the parts of GraphQL the site's queries use.
 */
import { runQuery, type Graph } from '../../../src/editor/preview/graph/run-query';

const FRAGMENT = `
  fragment Card on Service {
    id
    picture {
      childImageSharp {
        gatsbyImageData(aspectRatio: 1.5, breakpoints: [300, 600])
      }
    }
  }
`;

function graph(root: Record<string, unknown>): Graph {
  return {
    fragments: [FRAGMENT],
    root,
    file: (path) =>
      path === null
        ? { childImageSharp: null }
        : { childImageSharp: { gatsbyImageData: (args: unknown) => ({ path, args }) } },
  };
}

describe('a query answered by the previews', () => {
  it('selects exactly the fields asked, under their aliases, null for those the data lacks', () => {
    const answer = runQuery({
      query: 'query Q { site: siteYaml { name phone missing } }',
      graph: graph({ siteYaml: { name: 'Stage & Sound', phone: '555', secret: 'not asked' } }),
    });
    expect(answer).toEqual({ site: { name: 'Stage & Sound', phone: '555', missing: null } });
  });

  it('hands a resolver its arguments, with the variables put in', () => {
    const asked: unknown[] = [];
    const answer = runQuery({
      query: `query Q($slug: String!, $ids: [String!]) {
        venue(slug: $slug, filter: { id: { in: $ids } }, sort: [{ name: ASC }], limit: 2, on: true) { name }
      }`,
      variables: { slug: 'barn', ids: ['a', 'b'] },
      graph: graph({
        venue: (args: unknown) => {
          asked.push(args);
          return { name: 'The Barn' };
        },
      }),
    });
    expect(answer).toEqual({ venue: { name: 'The Barn' } });
    expect(asked).toEqual([
      {
        slug: 'barn',
        filter: { id: { in: ['a', 'b'] } },
        sort: [{ name: 'ASC' }],
        limit: 2,
        on: true,
      },
    ]);
  });

  it('spreads named fragments, the query’s own and the listed ones, and inline ones', () => {
    const answer = runQuery({
      query: `
        fragment Name on Service { label }
        query Q { servicesYaml { services { ...Card ...Name ... on Service { path } } } }
      `,
      graph: graph({
        servicesYaml: {
          services: [{ id: 'dj', label: 'DJ', path: '/dj/', picture: 'images/dj.jpg' }],
        },
      }),
    });
    expect(answer).toEqual({
      servicesYaml: {
        services: [
          {
            id: 'dj',
            picture: {
              childImageSharp: {
                gatsbyImageData: {
                  path: 'images/dj.jpg',
                  args: { aspectRatio: 1.5, breakpoints: [300, 600] },
                },
              },
            },
            label: 'DJ',
            path: '/dj/',
          },
        ],
      },
    });
  });

  it('answers a picture not chosen yet as a file with no image, and other missing objects as null', () => {
    const answer = runQuery({
      query: 'query Q { servicesYaml { services { ...Card facts { seated } } } }',
      graph: graph({ servicesYaml: { services: [{ id: 'new', picture: '' }] } }),
    });
    expect(answer).toEqual({
      servicesYaml: { services: [{ id: 'new', picture: { childImageSharp: null }, facts: null }] },
    });
  });

  it('gives a date as its day, as the site’s GraphQL does', () => {
    const answer = runQuery({
      query: 'query Q { reviewsYaml { reviews { date } } }',
      graph: graph({ reviewsYaml: { reviews: [{ date: new Date('2025-06-14T00:00:00Z') }] } }),
    });
    expect(answer).toEqual({ reviewsYaml: { reviews: [{ date: '2025-06-14' }] } });
  });

  it('names a fragment it does not know, and where to add it', () => {
    expect(() =>
      runQuery({ query: 'query Q { siteYaml { ...Unknown } }', graph: graph({ siteYaml: {} }) }),
    ).toThrow(/does not know the fragment Unknown: add its constant .*fragments\.ts/);
  });

  it('says so when a query arrives without its text (Gatsby’s own tag in place of the editor’s)', () => {
    expect(() => runQuery({ query: undefined, graph: graph({}) })).toThrow(
      /without its text: the editor must be built with its stand-in for `gatsby`/,
    );
  });
});
