import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PreviewIcon from '@mui/icons-material/Preview';
import { Button, Card, CardContent, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import { changesCurrency, plannedOutcome, resolutionKey } from '../../../domain';
import { useCurrentRestaurant } from '../../layout/useCurrentRestaurant';
import { ListFeedback } from '../../lists/ListFeedback';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { RestaurantPicker, type PickedRestaurant } from '../featured/RestaurantPicker';
import {
  DUPLICATE_MENUS,
  PREVIEW_DUPLICATION,
  type Resolution,
  type TargetOutcome,
  type TargetPlan,
} from './operations';
import { PreviewTable, rateKey, usableRate } from './PreviewTable';
import { SourceMenuTree } from './SourceMenuTree';
import { useSourceMenus } from './useSourceMenus';

const SOURCE_LABELS = {
  label: 'resources.menu_duplication.changeSource',
  hint: 'resources.menu_duplication.sourceHint',
  takenNote: 'resources.menu_duplication.isSource',
};
const TARGET_LABELS = {
  label: 'resources.menu_duplication.addTarget',
  hint: 'resources.menu_duplication.targetHint',
  takenNote: 'resources.menu_duplication.alreadyChosen',
};

/**
 * A clash is skipped until the admin chooses otherwise (a choice made before a new preview stays); a new name is
 * offered for a copy.
 */
function resolutionsFor(
  plans: readonly TargetPlan[],
  earlier: ReadonlyMap<string, Resolution>,
  copyName: (name: string) => string,
): Map<string, Resolution> {
  const resolutions = new Map<string, Resolution>();
  for (const plan of plans) {
    for (const copy of plan.copies) {
      const key = resolutionKey(plan.restaurantId, copy.menuId);
      if (copy.clashesWith)
        resolutions.set(
          key,
          earlier.get(key) ?? {
            targetRestaurantId: plan.restaurantId,
            menuId: copy.menuId,
            choice: 'SKIP',
            name: copyName(copy.name),
          },
        );
    }
  }
  return resolutions;
}

/**
 * menu_duplication: menus (or whole categories) of one restaurant copied into others, with their
 * option groups, image, tags and category. A preview shows what is new and what clashes by name
 * in each target; each clash is skipped, overwritten or copied under a new name; then, after a
 * confirmation, everything is written at once (all or nothing).
 */
export default function MenuDuplicationScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const [current] = useCurrentRestaurant();
  const [picked, setPicked] = useState<PickedRestaurant | null>(null);
  const { data: currentRestaurant } = useGetOne<PickedRestaurant>(
    'restaurants',
    { id: current ?? '' },
    { enabled: !picked && Boolean(current) },
  );
  const source = picked ?? currentRestaurant ?? null;
  const menus = useSourceMenus(source?.id ?? null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [targets, setTargets] = useState<PickedRestaurant[]>([]);
  const [plans, setPlans] = useState<TargetPlan[] | null>(null);
  const [resolutions, setResolutions] = useState<Map<string, Resolution>>(new Map());
  const [rates, setRates] = useState<Map<string, string>>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const preview = useCustomMutation<{ previewMenuDuplication: TargetPlan[] }>('menus', 'query');
  const duplicate = useCustomMutation<{ duplicateMenus: TargetOutcome[] }>('menus');
  const busy = preview.isPending || duplicate.isPending;
  const input = { menuIds: [...chosen], targetRestaurantIds: targets.map((t) => t.id) };

  /** Any change of what is copied, or where, asks for a new preview. */
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPlans(null);
      setErrors({});
    };
  const chooseSource = changed((restaurant: PickedRestaurant) => {
    setPicked(restaurant);
    setChosen(new Set());
  });

  const runPreview = async () => {
    const result = await preview.run({ query: PREVIEW_DUPLICATION, variables: { input } });
    if (!('data' in result)) return;
    setPlans(result.data.previewMenuDuplication);
    setResolutions(
      resolutionsFor(result.data.previewMenuDuplication, resolutions, (name) =>
        translate('resources.menu_duplication.copyName', { name }),
      ),
    );
  };

  const runDuplicate = async () => {
    setConfirming(false);
    const sent = [...resolutions.values()];
    const sentRates = (plans ?? []).filter(changesCurrency).map((plan) => ({
      targetRestaurantId: plan.restaurantId,
      rate: Number(rates.get(plan.restaurantId) || Number.NaN),
    }));
    const result = await duplicate.run({
      query: DUPLICATE_MENUS,
      variables: { input, resolutions: sent, rates: sentRates.filter((r) => Number.isFinite(r.rate)) },
    });
    if ('errors' in result) {
      // `resolutions.{i}.name` → the row of the i-th resolution sent; `rates.{restaurant id}` → that target's rate.
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).flatMap(([field, message]) => {
            const rateOf = /^rates\.([0-9a-f-]{36})$/.exec(field)?.[1];
            if (rateOf) return [[rateKey(rateOf), message]];
            const i = /^resolutions\.(\d+)\./.exec(field)?.[1];
            const resolution = i === undefined ? undefined : sent[Number(i)];
            return resolution ? [[resolutionKey(resolution.targetRestaurantId, resolution.menuId), message]] : [];
          }),
        ),
      );
      return;
    }
    const total = result.data.duplicateMenus.reduce(
      (sum, o) => ({
        created: sum.created + o.created,
        overwritten: sum.overwritten + o.overwritten,
        skipped: sum.skipped + o.skipped,
      }),
      { created: 0, overwritten: 0, skipped: 0 },
    );
    notify('resources.menu_duplication.done', { type: 'success', messageArgs: total });
    setPlans(null);
  };

  const outcome = plans ? plannedOutcome(plans, resolutions) : undefined;
  const nothingToCopy = outcome !== undefined && outcome.created + outcome.overwritten === 0;
  const rateMissing = (plans ?? []).some(
    (plan) => changesCurrency(plan) && usableRate(plan, rates.get(plan.restaurantId)) === undefined,
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.nav.menuDuplication')} />
      <CardContent>
        <Stack spacing={3}>
          <section aria-labelledby="duplication-source">
            <Typography id="duplication-source" variant="h6" component="h2">
              {translate('resources.menu_duplication.from', { name: source?.name ?? '…' })}
            </Typography>
            <RestaurantPicker
              taken={new Set(source ? [source.id] : [])}
              onPick={chooseSource}
              disabled={busy}
              labels={SOURCE_LABELS}
            />
            {source && (
              <>
                <ListFeedback
                  isPending={menus.isPending}
                  error={menus.error}
                  refetch={menus.refetch}
                  isEmpty={menus.categories.length === 0}
                  emptyMessage="resources.menu_duplication.noMenus"
                />
                {!menus.isPending && !menus.error && (
                  <SourceMenuTree
                    categories={menus.categories}
                    chosen={chosen}
                    onChange={changed(setChosen)}
                    disabled={busy}
                  />
                )}
              </>
            )}
          </section>

          <section aria-labelledby="duplication-targets">
            <Typography id="duplication-targets" variant="h6" component="h2">
              {translate('resources.menu_duplication.to')}
            </Typography>
            <RestaurantPicker
              taken={new Set(targets.map((t) => t.id))}
              onPick={(t) => changed(setTargets)([...targets, t])}
              disabled={busy}
              labels={TARGET_LABELS}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
              {targets.map((target) => (
                <Chip
                  key={target.id}
                  label={target.name}
                  onDelete={busy ? undefined : () => changed(setTargets)(targets.filter((t) => t.id !== target.id))}
                />
              ))}
            </Stack>
          </section>

          <Stack direction="row" spacing={2}>
            <Button
              variant="outlined"
              startIcon={<PreviewIcon />}
              onClick={runPreview}
              disabled={busy || chosen.size === 0 || targets.length === 0}
            >
              {translate('resources.menu_duplication.preview')}
            </Button>
            <Button
              variant="contained"
              startIcon={<ContentCopyIcon />}
              onClick={() => setConfirming(true)}
              disabled={busy || !plans || nothingToCopy || rateMissing}
              aria-describedby={nothingToCopy ? 'duplication-nothing' : undefined}
            >
              {translate('resources.menu_duplication.duplicate')}
            </Button>
          </Stack>
          {nothingToCopy && (
            <FormHelperText id="duplication-nothing">
              {translate('resources.menu_duplication.nothingToCopy')}
            </FormHelperText>
          )}

          {plans && (
            <PreviewTable
              plans={plans}
              resolutions={resolutions}
              rates={rates}
              errors={errors}
              onResolve={(r) =>
                setResolutions(new Map(resolutions).set(resolutionKey(r.targetRestaurantId, r.menuId), r))
              }
              onRate={(restaurantId, rate) => {
                setRates(new Map(rates).set(restaurantId, rate));
                setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== rateKey(restaurantId))));
              }}
              disabled={busy}
            />
          )}
        </Stack>
        <Confirm
          isOpen={confirming}
          title="resources.menu_duplication.confirmTitle"
          content="resources.menu_duplication.confirmContent"
          translateOptions={{ ...outcome, targets: plans?.length ?? 0 }}
          onConfirm={runDuplicate}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}
