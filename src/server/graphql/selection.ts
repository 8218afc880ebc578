/** The fields a query asks of a resolver's result, so that only their columns are read. */
import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected on the result (through fragments too). A superset is fine:
 * `@skip`/`@include` are ignored, so a field they leave out is still read.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined, fragments: Set<string>) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet, fragments);
      else if (!fragments.has(selection.name.value)) {
        fragments.add(selection.name.value);
        visit((info.fragments[selection.name.value] as FragmentDefinitionNode | undefined)?.selectionSet, fragments);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, new Set());
  return names;
}
