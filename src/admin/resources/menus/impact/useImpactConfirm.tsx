import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { ImpactDialog, type ImpactRequest } from './ImpactDialog';
import { impactQuery, isAffecting } from './impactQuery';

/**
 * Asks what a change affects before it is made. A delete (`always`) opens the dialog at once, which
 * lists what it affects once known. Hiding and selling out are checked first (`checking` meanwhile)
 * and ask only when something is affected (isAffecting) or the check failed: a quick hide during
 * service stays one click when it breaks nothing. Resolves whether to go ahead; render `dialog`.
 */
export function useImpactConfirm() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ request: ImpactRequest; answer(ahead: boolean): void } | null>(null);
  const [checking, setChecking] = useState(false);

  const confirm = useCallback(
    async ({ always, ...request }: ImpactRequest & { always?: boolean }): Promise<boolean> => {
      if (!always) {
        setChecking(true);
        try {
          if (!isAffecting(await queryClient.fetchQuery(impactQuery(dataProvider, request.changes)))) return true;
        } catch {
          // The dialog shows the failure, with a retry.
        } finally {
          setChecking(false);
        }
      }
      return new Promise<boolean>((resolve) => setAsking({ request, answer: resolve }));
    },
    [dataProvider, queryClient],
  );

  const close = (ahead: boolean) => {
    asking?.answer(ahead);
    setAsking(null);
  };
  const dialog = asking ? (
    <ImpactDialog {...asking.request} onConfirm={() => close(true)} onCancel={() => close(false)} />
  ) : null;
  return { confirm, checking, dialog };
}
