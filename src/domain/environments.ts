/** The four environments of docs/spec.md §7 and what each one names (docs/architecture.md §5). */

export const ENVIRONMENTS = ['local', 'development', 'staging', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

export interface Environment {
  name: EnvironmentName;
  graphqlUrl: string;
  realtimeUrl: string;
  publicMenuUrl: string;
  analyticsUrl: string;
  analyticsLoadUrl: string;
  /** Below it, `/{slug}`: a restaurant's guest menu events (server-sent: docs/features.md, "Live guest menus"). */
  guestEventsUrl: string;
  /** Where images are uploaded (POST) and, below it, served: the API server's `/media`. */
  mediaUrl: string;
  /**
   * The VAPID public key browsers subscribe to Web Push with (it must be the public half of the
   * API's VAPID_PUBLIC_KEY); null in local, whose server generates its own pair: ask it (pushPublicKey).
   */
  pushPublicKey: string | null;
}

export const ANALYTICS_LOAD_PATH = '/cubejs-api/v1/load';

const HOSTS: Record<Exclude<EnvironmentName, 'local'>, { api: string; menu: string; pushKey: string }> = {
  development: {
    api: 'https://api.dev.restoboard.app',
    menu: 'https://menu.dev.restoboard.app',
    pushKey: 'BDevRestoboardPushPublicKey',
  },
  staging: {
    api: 'https://api.staging.restoboard.app',
    menu: 'https://menu.staging.restoboard.app',
    pushKey: 'BStagingRestoboardPushPublicKey',
  },
  production: {
    api: 'https://api.restoboard.app',
    menu: 'https://menu.restoboard.app',
    pushKey: 'BProdRestoboardPushPublicKey',
  },
};

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * The backends of an environment. `local` uses the origin the app is served from (the API server
 * serves both), so one build works on any port.
 */
export function environment(name: EnvironmentName, origin: string): Environment {
  const api = name === 'local' ? origin : HOSTS[name].api;
  const ws = api.replace(/^http/, 'ws');
  return {
    name,
    graphqlUrl: `${api}/graphql`,
    realtimeUrl: `${ws}/graphql`,
    publicMenuUrl: name === 'local' ? `${origin}/menu` : HOSTS[name].menu,
    analyticsUrl: api,
    analyticsLoadUrl: `${api}${ANALYTICS_LOAD_PATH}`,
    mediaUrl: `${api}/media`,
    guestEventsUrl: `${api}/guest-events`,
    pushPublicKey: name === 'local' ? null : HOSTS[name].pushKey,
  };
}

/** Local-storage keys carry the environment name outside production (docs/spec.md §9). */
export function storageKey(name: EnvironmentName, key: string): string {
  return name === 'production' ? key : `${key}-${name}`;
}
