/**
 * The request limits as validation rules, for a GraphQL entry point that runs none of yoga's plugins
 * (the live socket): graphql-armor's own rules with the numbers yoga's armor plugin is given, and the
 * root-field limit. Tokens are limited by the parser (`parse(query, { maxTokens })`).
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ValidationRule } from 'graphql';
import { maxRootFieldsRule } from './maxRootFields';
import { REQUEST_LIMITS } from './yoga';

export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: REQUEST_LIMITS.maxDepth }),
    maxAliasesRule({ n: REQUEST_LIMITS.maxAliases }),
    maxDirectivesRule({ n: REQUEST_LIMITS.maxDirectives }),
    costLimitRule({ maxCost: REQUEST_LIMITS.maxCost }),
    maxRootFieldsRule(REQUEST_LIMITS.maxRootFields),
  ] as ValidationRule[];
}
