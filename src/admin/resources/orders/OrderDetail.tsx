import {
  Alert,
  Box,
  Divider,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey, type ChosenOption, type LabelledEnum, type OrderAmounts } from '../../../domain';
import { SidePanel } from '../../dialogs/SidePanel';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { Money } from './money';
import { ORDER_DETAIL } from './operations';
import { useRestaurantTime } from './restaurantClock';

interface OrderItem {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  options: ChosenOption[];
  lineTotal: number;
  status: string;
}

interface Order extends OrderAmounts {
  id: string;
  number: number;
  createdAt: string;
  status: string;
  paymentStatus: string;
  orderType: string;
  paymentMethod: string;
  table: string | null;
  customerName: string | null;
  promoTitle: string | null;
  confirmation: string | null;
  items: OrderItem[];
  history: { id: string; status: string; paymentStatus: string; changedAt: string }[];
}

const BREAKDOWN = ['subtotal', 'discount', 'serviceCharge', 'tax', 'deliveryCharge', 'total'] as const;

/** The side panel of one order: who and how, its items with options, the money breakdown, its timeline. */
export function OrderDetail({ id, onClose }: { id: string | null; onClose(): void }) {
  const translate = useTranslate();
  return (
    <SidePanel open={id !== null} onClose={onClose} title={translate('resources.orders.detail.title')}>
      {id && <OrderBody id={id} />}
    </SidePanel>
  );
}

function OrderBody({ id }: { id: string }) {
  const translate = useTranslate();
  const when = useRestaurantTime();
  const { data, error } = useCustomQuery<{ Order: Order }>('orders', ORDER_DETAIL, { id });
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('errors.failedLoad')}
      </Alert>
    );
  if (!data) return <LinearProgress aria-label={translate('app.waiting')} sx={{ m: 2 }} />;
  const order = data.Order;
  const label = (group: LabelledEnum, value: string) => translate(enumLabelKey(group, value));
  const field = (key: string) => translate(`resources.orders.fields.${key}`);
  return (
    <Box sx={{ px: 2, pb: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        #{order.number} · {when(order.createdAt)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          label('orderType', order.orderType),
          order.table ? `${field('table')} ${order.table}` : null,
          order.customerName,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {order.confirmation && `${label('confirmation', order.confirmation)} · `}
        {label('orderStatus', order.status)} · {label('paymentStatus', order.paymentStatus)} ·{' '}
        {label('paymentMethod', order.paymentMethod)}
      </Typography>

      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate('resources.orders.detail.items')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.orders.detail.item')}</TableCell>
            <TableCell align="right">{translate('resources.orders.detail.quantity')}</TableCell>
            <TableCell align="right">{translate('resources.orders.detail.unitPrice')}</TableCell>
            <TableCell align="right">{translate('resources.orders.detail.lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {item.name}
                {item.options.map((option) => (
                  <Typography
                    key={`${option.group}-${option.name}`}
                    variant="caption"
                    component="div"
                    color="text.secondary"
                  >
                    {option.group}: {option.name}
                    {option.price ? (
                      <>
                        {' '}
                        (+
                        <Money amount={option.price} />)
                      </>
                    ) : null}
                  </Typography>
                ))}
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">
                <Money amount={item.unitPrice} />
              </TableCell>
              <TableCell align="right">
                <Money amount={item.lineTotal} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.5,
          mt: 2,
          '& dd': { m: 0, textAlign: 'right' },
        }}
      >
        {BREAKDOWN.map((key) => (
          <Box key={key} sx={{ display: 'contents', fontWeight: key === 'total' ? 700 : 400 }}>
            <dt>
              {field(key)}
              {key === 'discount' && order.promoTitle && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {translate('resources.orders.detail.promo', { title: order.promoTitle })}
                </Typography>
              )}
            </dt>
            <dd>
              {key === 'discount' && order.discount ? '− ' : ''}
              <Money amount={order[key]} />
            </dd>
          </Box>
        ))}
      </Box>

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2" component="h3">
        {translate('resources.orders.detail.timeline')}
      </Typography>
      <List dense>
        {order.history.map((step) => (
          <ListItem key={step.id} disableGutters>
            <ListItemText
              primary={`${label('orderStatus', step.status)} · ${label('paymentStatus', step.paymentStatus)}`}
              secondary={when(step.changedAt)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
