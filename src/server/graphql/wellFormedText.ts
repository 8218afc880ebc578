/**
 * Text that is not well-formed Unicode (a lone UTF-16 surrogate, which JSON can carry as
 * "\ud800") would be validated as one string and stored as another (the database replaces it).
 * So every request is refused with BAD_USER_INPUT, before anything else reads it, when its
 * variables (values and keys, at any depth) or its query text hold such text, also written as a
 * GraphQL escape (`\uD800`). (graphql-ws, when it comes, does not run yoga's plugins: its
 * onSubscribe must call malformedTextFields too.)
 */
import type { Plugin } from 'graphql-yoga';
import { localeFromHeader, type MessageRef } from '../../domain';
import { AppError, invalidInput, toGraphQLError } from './appError';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const GRAPHQL_ESCAPE = /\\u\{([0-9a-fA-F]{1,6})\}|\\u([0-9a-fA-F]{4})/g;

const isMalformed = (text: string) => LONE_SURROGATE.test(text);

/** The query text with its `\uXXXX` and `\u{X…}` escapes written out, so that an escaped lone surrogate shows. */
function withEscapesDecoded(query: string): string {
  return query.replace(GRAPHQL_ESCAPE, (escape, braced: string | undefined, fixed: string | undefined) => {
    const code = parseInt(braced ?? fixed ?? '', 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : escape;
  });
}

/** The input fields (the nearest object key, else the variable) holding malformed text. */
export function malformedTextFields(value: unknown, field: string, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (isMalformed(value)) found.add(field);
  } else if (Array.isArray(value)) {
    for (const item of value) malformedTextFields(item, field, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (isMalformed(key)) found.add(field);
      malformedTextFields(item, key, found);
    }
  }
  return found;
}

const MALFORMED: MessageRef = { key: 'validation.malformedText' };

function malformedRequestError(query: unknown, variables: unknown): AppError | undefined {
  const fields = [...malformedTextFields(variables ?? {}, 'variables')];
  if (fields.length > 0) return invalidInput(Object.fromEntries(fields.map((field) => [field, MALFORMED])));
  if (typeof query === 'string' && isMalformed(query.includes('\\u') ? withEscapesDecoded(query) : query))
    return new AppError('BAD_USER_INPUT', { key: 'errors.checkInputs' });
  return undefined;
}

export function wellFormedTextPlugin(): Plugin {
  return {
    onParams({ params, request, setResult }) {
      const error = malformedRequestError(params.query, params.variables);
      if (error)
        setResult({ errors: [toGraphQLError(error, localeFromHeader(request.headers.get('accept-language')))] });
    },
  };
}
