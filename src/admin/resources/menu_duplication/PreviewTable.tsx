import {
  Alert,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  changesCurrency,
  convertPrice,
  formatCurrency,
  indicativeRate,
  isCurrency,
  rateProblem,
  resolutionKey,
} from '../../../domain';
import type { ClashChoice, Resolution, TargetPlan } from './operations';

/** The key of a target's rate among the errors. */
export const rateKey = (targetRestaurantId: string) => `rate ${targetRestaurantId}`;

/** The rate typed for a target of another currency, when the server would take it. */
export function usableRate(plan: TargetPlan, rate: string | undefined): number | undefined {
  return changesCurrency(plan) && rate && !rateProblem(rate, plan.sourceCurrency, plan.currency)
    ? Number(rate)
    : undefined;
}

/** A source menu's price, and what it becomes in the target (at the typed rate, once it is usable). */
function priceText(plan: TargetPlan, price: number, rate: string | undefined): string {
  if (!isCurrency(plan.sourceCurrency) || !isCurrency(plan.currency)) return String(price);
  const shown = formatCurrency(price, plan.sourceCurrency);
  if (!changesCurrency(plan)) return shown;
  const usable = usableRate(plan, rate);
  return `${shown} → ${usable === undefined ? '…' : formatCurrency(convertPrice(price, usable, plan.currency), plan.currency)}`;
}

const CHOICES: readonly ClashChoice[] = ['SKIP', 'OVERWRITE', 'RENAME'];

/** Per target: each menu, new or clashing by name; each clash with its choice (and new name). */
export function PreviewTable({
  plans,
  resolutions,
  rates,
  errors,
  onResolve,
  onRate,
  disabled,
}: {
  plans: readonly TargetPlan[];
  resolutions: ReadonlyMap<string, Resolution>;
  /** The rate typed for each target of another currency, by restaurant id. */
  rates: ReadonlyMap<string, string>;
  errors: Readonly<Record<string, string>>;
  onResolve(resolution: Resolution): void;
  onRate(restaurantId: string, rate: string): void;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  /** A rate typed and refused as the server would refuse it (an empty field is only required). */
  const typedProblem = (plan: TargetPlan, rate: string | undefined) =>
    rate ? rateProblem(rate, plan.sourceCurrency, plan.currency) : undefined;
  const rateMessage = (plan: TargetPlan, rate: string | undefined) => {
    const problem = typedProblem(plan, rate);
    if (problem) return translate(problem.key, problem.params);
    if (errors[rateKey(plan.restaurantId)]) return errors[rateKey(plan.restaurantId)];
    const about =
      isCurrency(plan.sourceCurrency) && isCurrency(plan.currency)
        ? indicativeRate(plan.sourceCurrency, plan.currency)
        : undefined;
    return about === undefined
      ? undefined
      : translate('resources.menu_duplication.rateHint', {
          source: plan.sourceCurrency,
          currency: plan.currency,
          rate: about.toLocaleString(locale, { maximumSignificantDigits: 2 }),
        });
  };
  return (
    <Stack spacing={3}>
      {plans.map((plan) => (
        <div key={plan.restaurantId}>
          <Typography variant="h6" component="h3">
            {translate('resources.menu_duplication.into', { name: plan.restaurantName })}
          </Typography>
          {changesCurrency(plan) && (
            <Alert severity="warning" sx={{ my: 1 }}>
              <Stack spacing={1.5}>
                <span>
                  {translate('resources.menu_duplication.otherCurrency', {
                    name: plan.restaurantName,
                    currency: plan.currency,
                    source: plan.sourceCurrency,
                  })}
                </span>
                <TextField
                  size="small"
                  type="text"
                  required
                  label={translate('resources.menu_duplication.rate', {
                    source: plan.sourceCurrency,
                    currency: plan.currency,
                  })}
                  value={rates.get(plan.restaurantId) ?? ''}
                  onChange={(e) => onRate(plan.restaurantId, e.target.value.replace(',', '.'))}
                  error={Boolean(
                    errors[rateKey(plan.restaurantId)] || typedProblem(plan, rates.get(plan.restaurantId)),
                  )}
                  helperText={rateMessage(plan, rates.get(plan.restaurantId))}
                  disabled={disabled}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ maxWidth: 360, bgcolor: 'background.paper' }}
                />
              </Stack>
            </Alert>
          )}
          <Table size="small" aria-label={translate('resources.menu_duplication.into', { name: plan.restaurantName })}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.menu_duplication.menu')}</TableCell>
                <TableCell>{translate('resources.menu_duplication.category')}</TableCell>
                <TableCell align="right">{translate('resources.menu_duplication.price')}</TableCell>
                <TableCell>{translate('resources.menu_duplication.outcome')}</TableCell>
                <TableCell>{translate('resources.menu_duplication.choice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.copies.map((copy) => {
                const key = resolutionKey(plan.restaurantId, copy.menuId);
                const resolution = resolutions.get(key);
                return (
                  <TableRow key={copy.menuId}>
                    <TableCell>{copy.name}</TableCell>
                    <TableCell>{copy.categoryName ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {priceText(plan, copy.price, rates.get(plan.restaurantId))}
                    </TableCell>
                    <TableCell>
                      {copy.clashesWith ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          sx={{ borderColor: 'warning.main', color: 'text.primary' }}
                          label={translate('resources.menu_duplication.clash')}
                        />
                      ) : (
                        <Chip
                          size="small"
                          variant="outlined"
                          sx={{ borderColor: 'success.main', color: 'text.primary' }}
                          label={translate('resources.menu_duplication.new')}
                        />
                      )}
                    </TableCell>
                    <TableCell>
                      {copy.clashesWith && resolution && (
                        <Stack direction="row" spacing={1}>
                          <TextField
                            select
                            size="small"
                            label={translate('resources.menu_duplication.choiceFor', { name: copy.name })}
                            value={resolution.choice}
                            onChange={(e) => onResolve({ ...resolution, choice: e.target.value as ClashChoice })}
                            disabled={disabled}
                            sx={{ minWidth: 200 }}
                          >
                            {CHOICES.map((choice) => (
                              <MenuItem key={choice} value={choice}>
                                {translate(`resources.menu_duplication.choices.${choice}`)}
                              </MenuItem>
                            ))}
                          </TextField>
                          {resolution.choice === 'RENAME' && (
                            <TextField
                              size="small"
                              label={translate('resources.menu_duplication.newName')}
                              value={resolution.name ?? ''}
                              onChange={(e) => onResolve({ ...resolution, name: e.target.value })}
                              error={Boolean(errors[key])}
                              helperText={errors[key]}
                              disabled={disabled}
                            />
                          )}
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      ))}
    </Stack>
  );
}
