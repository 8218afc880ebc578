import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
} from 'react-admin';
import { fieldLabelKey, RESOURCE_DESCRIPTORS } from '../../../domain';
import { DateTimeInput, DayInput } from '../../inputs/DateInputs';
import { TextInput } from '../../inputs/TextInput';
import { ImageInput } from '../../media/ImageInput';
import { validatorsOf } from '../../validators';
import { kindOf, type DescribedDescriptor } from './DescribedDescriptor';
import { enumChoicesOf } from './enumLabels';

const WIDE = { width: 480 };
const NARROW = { width: 240 };

/**
 * What a restaurant's form or list offers of a referenced resource: that restaurant's rows, when the rows belong to
 * one.
 */
function referenceFilter(reference: string, restaurantId: string | undefined) {
  const referenced = RESOURCE_DESCRIPTORS.find((descriptor) => descriptor.name === reference);
  return restaurantId && referenced?.tenancy.kind === 'restaurant'
    ? { [referenced.tenancy.field]: restaurantId }
    : undefined;
}

export interface InputUse {
  /** The restaurant the form's record or the list belongs to. */
  restaurantId?: string;
  /** A list filter: no rules, and a switch that can be left unset. */
  filter?: boolean;
  /** The clock moments are typed on: the restaurant's (else the browser's). */
  timeZone?: string;
  /** The record the form edits, so rules that judge only changed fields can tell (none: a new record). */
  original?: Record<string, unknown>;
}

/**
 * A described field's input, by its kind, labelled `resources.{name}.fields.{field}`: in the form with
 * the field's rules (so required fields are marked and texts stop at their cap) and its hint
 * (`resources.{name}.helpers.{field}`), or as a list filter.
 */
export function describedInput(
  descriptor: DescribedDescriptor,
  field: string,
  { restaurantId, filter = false, timeZone, original }: InputUse,
): ReactElement {
  const kind = kindOf(descriptor, field);
  const label = fieldLabelKey(descriptor, field);
  const validate = filter ? undefined : validatorsOf(descriptor.input[field] ?? [], original);
  const hint =
    !filter && descriptor.labels.en.helpers?.[field]
      ? { helperText: `resources.${descriptor.name}.helpers.${field}` }
      : {};
  switch (kind.kind) {
    case 'integer':
    case 'number':
      return (
        <NumberInput
          key={field}
          source={field}
          label={label}
          validate={validate}
          step={kind.kind === 'integer' ? 1 : 'any'}
          sx={NARROW}
          {...hint}
        />
      );
    case 'boolean':
      return filter ? (
        <NullableBooleanInput key={field} source={field} label={label} />
      ) : (
        <BooleanInput key={field} source={field} label={label} validate={validate} />
      );
    case 'date':
      return <DayInput key={field} source={field} label={label} validate={validate} sx={NARROW} {...hint} />;
    case 'dateTime':
      return (
        <DateTimeInput
          key={field}
          source={field}
          label={label}
          validate={validate}
          timeZone={timeZone}
          sx={NARROW}
          {...hint}
        />
      );
    case 'enum':
      return (
        <SelectInput
          key={field}
          source={field}
          label={label}
          choices={enumChoicesOf(descriptor, field, kind)}
          validate={validate}
          sx={NARROW}
          {...hint}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          key={field}
          source={field}
          reference={kind.reference}
          filter={referenceFilter(kind.reference, restaurantId)}
          sort={{ field: kind.optionText, order: 'ASC' }}
        >
          <AutocompleteInput optionText={kind.optionText} label={label} validate={validate} sx={WIDE} />
        </ReferenceInput>
      );
    case 'image':
      return <ImageInput key={field} source={field} label={label} aspect={kind.aspect} validate={validate} />;
    case 'text':
      return (
        <TextInput
          key={field}
          source={field}
          label={label}
          validate={validate}
          multiline={kind.multiline}
          minRows={kind.multiline ? 3 : undefined}
          sx={WIDE}
          {...hint}
        />
      );
  }
}
