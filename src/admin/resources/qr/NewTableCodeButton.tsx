import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { REGENERATE_TABLE_CODE } from './operations';

/**
 * Gives a table a new code (docs/features.md, "Table codes"), after saying what it does: the code printed on the table
 * stops taking orders and counting scans, so the new one must be printed.
 */
export function NewTableCodeButton({ restaurantId, table }: { restaurantId: string; table: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const { run, isPending } = useCustomMutation('restaurants');
  const regenerate = async () => {
    const result = await run({ query: REGENERATE_TABLE_CODE, variables: { restaurantId, table } });
    setAsking(false);
    if ('data' in result) notify('resources.qr.newCodeDone', { type: 'success', messageArgs: { n: table } });
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<AutorenewIcon />}
        onClick={() => setAsking(true)}
        aria-label={translate('resources.qr.newCodeOne', { n: table })}
      >
        {translate('resources.qr.newCode')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('resources.qr.newCodeTitle', { n: table })}
        content={translate('resources.qr.newCodeContent', { n: table })}
        confirm="resources.qr.newCodeConfirm"
        onConfirm={() => void regenerate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
