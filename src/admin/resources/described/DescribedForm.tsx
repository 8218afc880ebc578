import { useRecordContext } from 'react-admin';
import { SimpleForm } from '../../inputs/forms';
import { FormToolbar } from '../../inputs/FormToolbar';
import { DayRuleContext, RestaurantZoneCaption, useRestaurantClock } from '../orders/restaurantClock';
import { kindOf, tenancyFieldOf, type DescribedDescriptor, type DescribedPaths } from './DescribedDescriptor';
import { describedInput } from './describedInput';
import { describedPath } from './paths';

interface Props {
  descriptor: DescribedDescriptor;
  paths: DescribedPaths;
  /** The restaurant the record belongs to (its tenancy field is filled with it, not shown). */
  restaurantId: string | undefined;
  deletable?: boolean;
}

/** A new record's values: its restaurant, and switches off. */
function defaultsOf(descriptor: DescribedDescriptor, restaurantId: string | undefined): Record<string, unknown> {
  const tenancyField = tenancyFieldOf(descriptor);
  const switches = Object.entries(descriptor.kinds).filter(([, kind]) => kind.kind === 'boolean');
  return Object.fromEntries([
    ...(tenancyField ? [[tenancyField, restaurantId]] : []),
    ...switches.map(([field]) => [field, false]),
  ]);
}

/**
 * A described resource's form: an input per field, in the description's order, each with its rules,
 * moments typed on the restaurant's clock (named when it is not the viewer's); an existing record can be deleted.
 */
export function DescribedForm({ descriptor, paths, restaurantId, deletable = false }: Props) {
  const tenancyField = tenancyFieldOf(descriptor);
  const fields = Object.keys(descriptor.input).filter((field) => field !== tenancyField);
  const clock = useRestaurantClock(restaurantId);
  const original = useRecordContext();
  const hasMoment = fields.some((field) => kindOf(descriptor, field).kind === 'dateTime');
  return (
    <DayRuleContext.Provider value={clock}>
      <SimpleForm
        warnWhenUnsavedChanges
        noValidate
        defaultValues={defaultsOf(descriptor, restaurantId)}
        toolbar={<FormToolbar afterDelete={deletable ? () => describedPath(paths, 'list', restaurantId) : undefined} />}
      >
        {hasMoment && <RestaurantZoneCaption />}
        {fields.map((field) => describedInput(descriptor, field, { restaurantId, timeZone: clock.timeZone, original }))}
      </SimpleForm>
    </DayRuleContext.Provider>
  );
}
