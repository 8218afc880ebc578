/** What the data provider needs to know of a resource to speak DESIGN §3 to the API. */
export interface GraphQLResource {
  /** The GraphQL type, singular PascalCase (`Restaurant`). */
  type: string;
  /** The selection read for every record (a field may carry its own sub-selection). */
  fields: readonly string[];
  /** The fields `{Type}Input` accepts; create and update send only these. */
  inputFields: readonly string[];
}
