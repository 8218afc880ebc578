import type { Locale, MessageRef } from '../domain';
import { ENV } from './environment';

/** A refusal as the public pages show it: the server's message in the chosen language, its key, and field errors. */
export interface PublicError {
  /** Null when the request failed on the way (the page says something generic). */
  message: string | null;
  key?: string;
  fields: Record<string, MessageRef>;
}

export type PublicOutcome<T> = { data: T } | { error: PublicError };

interface GraphQLBody<T> {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: {
      messageKey?: string;
      fieldErrors?: Record<string, string>;
      fieldErrorParams?: Record<string, MessageRef['params']>;
    };
  }[];
}

/**
 * A GraphQL call of the pages outside the admin, with a plain fetch (no Apollo there). Network
 * failures are only logged (docs/spec.md §8).
 */
export async function publicRequest<T>(
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
  locale: Locale,
): Promise<PublicOutcome<T>> {
  try {
    const response = await fetch(ENV.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ operationName, query, variables }),
    });
    const body = (await response.json()) as GraphQLBody<T>;
    const [error] = body.errors ?? [];
    if (!error && body.data) return { data: body.data };
    const { messageKey, fieldErrors = {}, fieldErrorParams = {} } = error?.extensions ?? {};
    const fields = Object.fromEntries(
      Object.entries(fieldErrors).map(([field, key]) => [field, { key, params: fieldErrorParams[field] }]),
    );
    return { error: { message: error?.message ?? null, key: messageKey, fields } };
  } catch (error) {
    console.warn(`[network] ${operationName}`, error);
    return { error: { message: null, fields: {} } };
  }
}
