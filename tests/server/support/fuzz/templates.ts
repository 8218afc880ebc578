/**
 * Real records as the base of inputs: for every input type `XInput` whose type `X` has a list
 * query, a few records read as the super admin, holding those of the input's fields that `X` has
 * (child sets too). A create or an update that starts from one of them is valid far more often
 * than made-up values, so that its malformation meets the checks and the writes behind validation
 * instead of the first required field.
 */
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { TestServer } from '../testServer';

export type Template = Record<string, unknown>;
export type Templates = ReadonlyMap<string, readonly Template[]>;

/** Rows read per list: a page of the super admin's, across restaurants. */
const TEMPLATES_PER_TYPE = 40;

function selectionFor(input: GraphQLInputObjectType, output: GraphQLObjectType): string | undefined {
  const parts: string[] = [];
  for (const field of Object.values(input.getFields())) {
    const counterpart = output.getFields()[field.name];
    if (!counterpart || counterpart.args.length > 0) continue;
    const inputNamed = getNamedType(field.type);
    const outputNamed = getNamedType(counterpart.type);
    if (isInputObjectType(inputNamed) && isObjectType(outputNamed)) {
      const inner = selectionFor(inputNamed, outputNamed);
      if (inner) parts.push(`${field.name} ${inner}`);
    } else if (!isInputObjectType(inputNamed) && isLeafType(outputNamed)) parts.push(field.name);
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : undefined;
}

export async function readTemplates(server: TestServer, schema: GraphQLSchema, token: string): Promise<Templates> {
  const templates = new Map<string, Template[]>();
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const type = getNamedType(field.type);
    const input = schema.getType(`${type.name}Input`);
    if (
      !isListType(getNullableType(field.type)) ||
      !isObjectType(type) ||
      !isInputObjectType(input) ||
      !field.args.some((arg) => arg.name === 'perPage')
    )
      continue;
    const selection = selectionFor(input, type);
    if (!selection) continue;
    const response = await server.gql<Record<string, Template[]>>(
      `{ ${field.name}(perPage: ${TEMPLATES_PER_TYPE}) ${selection} }`,
      undefined,
      { token },
    );
    if (response.errors) throw new Error(`reading ${field.name} as templates: ${JSON.stringify(response.errors)}`);
    const rows = response.data?.[field.name] ?? [];
    if (rows.length > 0) templates.set(input.name, rows);
  }
  return templates;
}
