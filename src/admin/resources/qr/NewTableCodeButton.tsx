import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { REGENERATE_TABLE_CODE } from './operations';
import { useTableOrderWords } from './tableOrderWords';

/**
 * Gives a table a new code (docs/features.md, "Table codes"), after saying what it does: the code printed on the table
 * stops taking orders and counting scans, so the new one must be printed.
 */
export function NewTableCodeButton({ restaurantId, table }: { restaurantId: string; table: number }) {
  const words = useTableOrderWords();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const { run, isPending } = useCustomMutation('restaurants');
  const regenerate = async () => {
    const result = await run({ query: REGENERATE_TABLE_CODE, variables: { restaurantId, table } });
    setAsking(false);
    if ('data' in result) notify(words('newCodeDone', { n: table }), { type: 'success' });
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<AutorenewIcon />}
        onClick={() => setAsking(true)}
        aria-label={words('newCodeOne', { n: table })}
      >
        {words('newCode')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={words('newCodeTitle', { n: table })}
        content={words('newCodeContent', { n: table })}
        confirm={words('newCodeConfirm')}
        onConfirm={() => void regenerate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
