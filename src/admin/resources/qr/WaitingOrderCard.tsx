import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify } from 'react-admin';
import { formatCurrency, type Currency } from '../../../domain';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { CONFIRM_TABLE_ORDER, type WaitingTableOrder } from './operations';
import { useTableOrderWords } from './tableOrderWords';

interface WaitingOrderCardProps {
  order: WaitingTableOrder;
  currency: Currency;
  timeZone: string;
  /** Called once the order is decided (the list is read again). */
  onDecided: () => void;
}

/** A table order waiting for staff: what was ordered, then Confirm, or Reject after asking. */
export function WaitingOrderCard({ order, currency, timeZone, onDecided }: WaitingOrderCardProps) {
  const words = useTableOrderWords();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState(false);
  const { run, isPending } = useCustomMutation('orders');
  const decide = async (confirm: boolean) => {
    const result = await run({ query: CONFIRM_TABLE_ORDER, variables: { id: order.id, confirm } });
    setAsking(false);
    if ('data' in result)
      notify(words(confirm ? 'confirmed' : 'rejected', { number: order.number, table: order.table }), {
        type: 'success',
      });
    onDecided();
  };
  const time = new Date(order.createdAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const heading = words('heading', { table: order.table, number: order.number });
  return (
    <Card variant="outlined" component="li" aria-label={heading}>
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {words('placedAt', { time })}
          {order.customerName ? ` · ${order.customerName}` : ''}
        </Typography>
        <ul>
          {order.lines.map((line, index) => (
            <li key={index}>
              <Typography variant="body2">
                {line.quantity} × {line.name}
                {line.options.length > 0 ? ` (${line.options.join(', ')})` : ''}
              </Typography>
            </li>
          ))}
        </ul>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {words('total', { total: formatCurrency(order.total, currency) })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<CheckIcon />}
          disabled={isPending}
          onClick={() => void decide(true)}
          aria-label={words('confirmOne', { number: order.number, table: order.table })}
        >
          {words('confirm')}
        </Button>
        <Button
          color="error"
          startIcon={<CloseIcon />}
          disabled={isPending}
          onClick={() => setAsking(true)}
          aria-label={words('rejectOne', { number: order.number, table: order.table })}
        >
          {words('reject')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={words('rejectTitle', { number: order.number, table: order.table })}
        content={words('rejectContent')}
        confirm={words('reject')}
        onConfirm={() => void decide(false)}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
