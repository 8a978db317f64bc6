/** The parts of Gatsby's webpack configuration the rewrites read or set. */
export interface WebpackConfig {
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, unknown> } & Record<string, unknown>;
  } & Record<string, unknown>;
  module?: { rules?: unknown[] } & Record<string, unknown>;
  [key: string]: unknown;
}
