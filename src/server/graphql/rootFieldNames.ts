/**
 * The root fields an operation runs, by their schema names (never aliases or the client's operation
 * name): what the request's log line (and later its metrics) names the request by. Noted once the
 * document has passed validation, so every name is one of the schema's.
 */
import type { IncomingMessage } from 'node:http';
import { getOperationAST, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { noteRootFields } from '../http/requestRecord';

function collect(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  names: Set<string>,
  seen: Set<string>,
): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) names.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, fragments, names, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) collect(fragment.selectionSet, fragments, names, seen);
    }
  }
}

/** By document (the parser's cache hands the same one back for the same text) and operation name. */
const known = new WeakMap<DocumentNode, Map<string, readonly string[]>>();

/** Asked by the log line, the metrics and the trace of each operation: worked out once per document. */
export function rootFieldNames(document: DocumentNode, operationName?: string | null): readonly string[] {
  let byOperation = known.get(document);
  if (!byOperation) known.set(document, (byOperation = new Map()));
  let names = byOperation.get(operationName ?? '');
  if (!names) byOperation.set(operationName ?? '', (names = collectRootFieldNames(document, operationName)));
  return names;
}

function collectRootFieldNames(document: DocumentNode, operationName?: string | null): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const names = new Set<string>();
  collect(operation.selectionSet, fragments, names, new Set());
  return [...names];
}

/** Notes the root fields on the request's record when the operation is executed. */
export function rootFieldNamesPlugin(): Plugin<{ req?: IncomingMessage }> {
  return {
    onExecute({ args }) {
      noteRootFields(
        (args.contextValue as { req?: IncomingMessage }).req,
        rootFieldNames(args.document, args.operationName),
      );
    },
  };
}
