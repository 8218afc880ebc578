import { environment, isEnvironmentName, type Environment } from '../domain';

/**
 * The environment this build talks to: `VITE_APP_ENV` (default local, which uses this origin).
 * Importing it needs no browser (the contract test loads the admin's screens in Node).
 */
function currentEnvironment(): Environment {
  const name: unknown = import.meta.env.VITE_APP_ENV;
  return environment(isEnvironmentName(name) ? name : 'local', globalThis.location?.origin ?? '');
}

export const ENV = currentEnvironment();
