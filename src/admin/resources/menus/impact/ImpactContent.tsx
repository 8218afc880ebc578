import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MenuImpactChange } from '../../../../domain';
import { isAffecting, isRefusal, useMenuImpact } from './impactQuery';
import { ImpactSummary } from './ImpactSummary';
import { useImpactWords } from './useImpactWords';

/**
 * What a change affects, as it is known: "checking" while the server works it out, the failure
 * with a retry (the change can still go ahead: the check advises, it never blocks), why the
 * change would be refused anyway (a category still holding menus), or the summary.
 */
export function ImpactContent({ changes, listMenus }: { changes: readonly MenuImpactChange[]; listMenus?: boolean }) {
  const translate = useTranslate();
  const words = useImpactWords();
  const { data, error, isPending, isFetching, refetch } = useMenuImpact(changes);
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{words('checking')}</Typography>
      </Box>
    );
  }
  if (isRefusal(error)) return <Alert severity="error">{error?.message}</Alert>;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {translate('app.retry')}
          </Button>
        }
      >
        {words('failed', { message: error.message })}
      </Alert>
    );
  }
  return (
    <>
      {isAffecting(data) && <Typography sx={{ mb: 2 }}>{words('intro')}</Typography>}
      <ImpactSummary impact={data} listMenus={listMenus} />
    </>
  );
}
