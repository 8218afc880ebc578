import { createRequire } from 'node:module';

/**
 * For test configs that run the server in-process: its imports of graphql resolve as Node resolves
 * them when the server runs (the CommonJS build, the one graphql-yoga and graphql-ws load). Vite would
 * pick the package's ESM build for source files, and a schema from one copy cannot be validated or
 * run by the other.
 */
export const graphqlAsNodeLoadsIt = {
  find: /^graphql$/,
  replacement: createRequire(import.meta.url).resolve('graphql'),
};
