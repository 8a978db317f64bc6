// gatsby-plugin-sitemap ships no types; this is the part of its Node API the sitemap test drives,
// as Gatsby calls it: its options schema, and the hook that writes the files after a build.
declare module 'gatsby-plugin-sitemap/gatsby-node' {
  import type { ObjectSchema, PluginOptionsSchemaJoi } from 'gatsby-plugin-utils';

  export function pluginOptionsSchema(api: { Joi: PluginOptionsSchemaJoi }): ObjectSchema;

  export function onPostBuild(
    api: {
      graphql: (query: string) => Promise<{ data: unknown; errors?: unknown }>;
      reporter: {
        verbose: (message: string) => void;
        panic: (message: string, error?: unknown) => never;
      };
      basePath: string;
      pathPrefix: string;
    },
    options: object,
  ): Promise<void>;
}
