import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useContext, useEffect } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { OrderAmounts } from '../../../domain';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { CurrencyContext, formatCount, Money } from './money';
import { ORDER_TOTALS } from './operations';

interface Totals extends OrderAmounts {
  count: number;
}

const SHOWN = ['subtotal', 'discount', 'tax', 'serviceCharge', 'deliveryCharge', 'total'] as const;

/** The sums of every order the filters match (not only the page), above the list. */
export function OrderTotals() {
  const translate = useTranslate();
  const { filterValues, filter, data: page } = useListContext();
  const currency = useContext(CurrencyContext);
  const {
    data: result,
    error,
    refetch,
  } = useCustomQuery<{ orderTotals: Totals }>('orders', ORDER_TOTALS, { filter: { ...filterValues, ...filter } });
  // Read again whenever the page is (a live update, a refresh), not only when the filters change;
  // a read already under way (the first) is not started twice.
  useEffect(() => void refetch({ cancelRefetch: false }), [page, refetch]);
  const data = result?.orderTotals;
  const isPending = !data;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        {translate('errors.failedLoad')}
      </Alert>
    );
  return (
    <Box
      component="section"
      aria-label={translate('resources.orders.totals')}
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure
          label={translate('resources.orders.orderCount')}
          value={
            isPending
              ? undefined
              : translate('resources.orders.count', {
                  smart_count: data.count,
                  count: formatCount(data.count, currency),
                })
          }
        />
        {SHOWN.map((key) => (
          <Figure
            key={key}
            label={translate(`resources.orders.fields.${key}`)}
            value={isPending ? undefined : <Money amount={data[key]} />}
            strong={key === 'total'}
          />
        ))}
      </Stack>
    </Box>
  );
}

function Figure({ label, value, strong }: { label: string; value: React.ReactNode | undefined; strong?: boolean }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ fontWeight: strong ? 700 : 500 }}>
        {value === undefined ? <Skeleton width={80} /> : value}
      </Typography>
    </div>
  );
}
