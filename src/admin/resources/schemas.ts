import type { GraphQLResource } from './GraphQLResource';
import { restaurantSchema } from './restaurants/schema';

/** Every resource the data provider serves, by react-admin resource name. */
export const GRAPHQL_RESOURCES: Readonly<Record<string, GraphQLResource>> = {
  restaurants: restaurantSchema,
};
