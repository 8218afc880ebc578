import { useCallback, useEffect, useState } from 'react';

interface Answer<T> {
  /** The request it answers (key and refetch count). */
  request?: string;
  data?: T;
  error?: unknown;
}

/**
 * Runs `run` again whenever `key` (what the request depends on) changes or `refetch` is called;
 * `enabled: false` waits. The last answer's data stays shown while the next is pending.
 */
export function useAsyncQuery<T>(key: string, run: (key: string) => Promise<T>, enabled = true) {
  const [answer, setAnswer] = useState<Answer<T>>({});
  const [version, setVersion] = useState(0);
  const request = `${key}#${version}`;
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    run(key).then(
      (data) => current && setAnswer({ request, data }),
      (error: unknown) => current && setAnswer((previous) => ({ request, data: previous.data, error })),
    );
    return () => {
      current = false;
    };
  }, [run, key, request, enabled]);
  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  const isPending = answer.request !== request;
  return { data: answer.data, error: isPending ? undefined : answer.error, isPending, refetch };
}
