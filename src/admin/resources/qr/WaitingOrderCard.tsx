import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatCurrency, type Currency } from '../../../domain';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { CONFIRM_TABLE_ORDER, type WaitingTableOrder } from './operations';

interface WaitingOrderCardProps {
  order: WaitingTableOrder;
  currency: Currency;
  timeZone: string;
  /** Called once the order is decided (the list is read again). */
  onDecided: () => void;
}

/** A table order waiting for staff: what was ordered, then Confirm, or Reject after asking. */
export function WaitingOrderCard({ order, currency, timeZone, onDecided }: WaitingOrderCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState(false);
  const { run, isPending } = useCustomMutation('orders');
  const decide = async (confirm: boolean) => {
    const result = await run({ query: CONFIRM_TABLE_ORDER, variables: { id: order.id, confirm } });
    setAsking(false);
    if ('data' in result)
      notify(confirm ? 'resources.tableOrders.confirmed' : 'resources.tableOrders.rejected', {
        type: 'success',
        messageArgs: { number: order.number, table: order.table },
      });
    onDecided();
  };
  const time = new Date(order.createdAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const heading = translate('resources.tableOrders.heading', { table: order.table, number: order.number });
  return (
    <Card variant="outlined" component="li" aria-label={heading}>
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.tableOrders.placedAt', { time })}
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
          {translate('resources.tableOrders.total', { total: formatCurrency(order.total, currency) })}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<CheckIcon />}
          disabled={isPending}
          onClick={() => void decide(true)}
          aria-label={translate('resources.tableOrders.confirmOne', { number: order.number, table: order.table })}
        >
          {translate('resources.tableOrders.confirm')}
        </Button>
        <Button
          color="error"
          startIcon={<CloseIcon />}
          disabled={isPending}
          onClick={() => setAsking(true)}
          aria-label={translate('resources.tableOrders.rejectOne', { number: order.number, table: order.table })}
        >
          {translate('resources.tableOrders.reject')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('resources.tableOrders.rejectTitle', { number: order.number, table: order.table })}
        content={translate('resources.tableOrders.rejectContent')}
        confirm="resources.tableOrders.reject"
        onConfirm={() => void decide(false)}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
