import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  BooleanInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { READABLE_WHEN_DISABLED, SimpleForm } from '../../inputs/forms';
import { hasPin, USER_RULES } from '../../../domain';
import { validatorsOf } from '../../validators';
import { PROVIDER_CHOICES, roleChoices } from './choices';
import { USER_PATHS } from './paths';
import { FormToolbar } from '../../inputs/FormToolbar';
import { TextInput } from '../../inputs/TextInput';

const WIDE = { width: 480 };
/**
 * Helper texts of disabled inputs still explain something: kept at the secondary text colour (MUI greys them below
 * contrast).
 */
const rules = (field: keyof typeof USER_RULES) => validatorsOf(USER_RULES[field]);
const helper = (field: string) => `resources.users.helpers.${field}`;

/**
 * What a save sends: a super admin has no restaurants; an invited user no password; only POS
 * staff a PIN; an empty new password on edit is no change.
 */
export function toUserInput(data: Record<string, unknown>): Record<string, unknown> {
  const input = { ...data };
  if (input.role === 'SUPERADMIN') Object.assign(input, { restaurantIds: [], restoUuid: null });
  if (input.invite === true || !input.password)
    Object.assign(input, { password: undefined, passwordConfirmation: undefined });
  if (!hasPin(input.role) || !input.pin) input.pin = undefined;
  return input;
}

/** The main restaurant follows the chosen ones: the first of them when it is not (or no longer) among them. */
function MainRestaurantInput({ disabled }: { disabled: boolean }) {
  const { setValue } = useFormContext();
  const restaurantIds = useWatch({ name: 'restaurantIds' }) as string[] | undefined;
  const restoUuid = useWatch({ name: 'restoUuid' }) as string | null | undefined;
  useEffect(() => {
    const chosen = restaurantIds ?? [];
    if (!restoUuid || !chosen.includes(restoUuid)) setValue('restoUuid', chosen[0] ?? null, { shouldDirty: true });
  }, [restaurantIds, restoUuid, setValue]);
  return (
    <ReferenceInput
      source="restoUuid"
      reference="restaurants"
      filter={{ ids: restaurantIds ?? [] }}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput
        optionText="name"
        validate={rules('restoUuid')}
        helperText={helper('restoUuid')}
        disabled={disabled}
        sx={WIDE}
      />
    </ReferenceInput>
  );
}

/** Restaurants and the main one: not for a super admin, who belongs to none. */
function RestaurantInputs({ disabled }: { disabled: boolean }) {
  const role = useWatch({ name: 'role' });
  if (role === 'SUPERADMIN') return null;
  return (
    <>
      <ReferenceArrayInput source="restaurantIds" reference="restaurants" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteArrayInput optionText="name" validate={rules('restaurantIds')} disabled={disabled} sx={WIDE} />
      </ReferenceArrayInput>
      <MainRestaurantInput disabled={disabled} />
    </>
  );
}

/** On create, a password with its confirmation, or an invitation to set one; on edit, an optional new password. */
function PasswordInputs({ creating }: { creating: boolean }) {
  const invite = useWatch({ name: 'invite' }) === true;
  return (
    <>
      {creating && <BooleanInput source="invite" helperText={helper('invite')} />}
      {!invite && (
        <>
          <PasswordInput
            source="password"
            label={creating ? 'resources.users.fields.password' : 'resources.users.fields.newPassword'}
            validate={rules('password')}
            helperText={helper('password')}
            autoComplete="new-password"
            sx={WIDE}
          />
          <PasswordInput
            source="passwordConfirmation"
            validate={rules('passwordConfirmation')}
            autoComplete="new-password"
            sx={WIDE}
          />
        </>
      )}
    </>
  );
}

/** The POS PIN, only for cashiers, waiters and admin cashiers; written, never shown. */
function PinInput({ creating }: { creating: boolean }) {
  const role = useWatch({ name: 'role' });
  if (!hasPin(role)) return null;
  return (
    <PasswordInput
      source="pin"
      validate={rules('pin')}
      helperText={helper(creating ? 'pin' : 'newPin')}
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      sx={{ width: 240 }}
    />
  );
}

interface Props {
  creating?: boolean;
  /** A super admin may grant SUPERADMIN; an ADMIN may not (the server refuses it too). */
  canGrantSuperadmin: boolean;
  /** The signed-in user's own account: its role, restaurants and activity are not its to change. */
  ownAccount?: boolean;
  /** A user who also works at a restaurant the ADMIN does not manage: shown, not changed. */
  readOnly?: boolean;
}

/** A user's fields, shared by create and edit; the rules are the domain's, the same the API applies. */
export function UserForm({ creating = false, canGrantSuperadmin, ownAccount = false, readOnly = false }: Props) {
  const translate = useTranslate();
  const notice = (ownAccount && 'resources.users.ownAccount') || (readOnly && 'resources.users.sharedUser');
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      noValidate
      toolbar={
        readOnly ? false : <FormToolbar afterDelete={!creating && !ownAccount ? () => USER_PATHS.list : undefined} />
      }
      disabled={readOnly}
      sx={READABLE_WHEN_DISABLED}
    >
      {notice && (
        <Typography variant="body2" color="text.secondary">
          {translate(notice)}
        </Typography>
      )}
      <TextInput source="email" type="email" validate={rules('email')} autoComplete="off" sx={WIDE} />
      <TextInput source="name" validate={rules('name')} sx={WIDE} />
      <TextInput source="phone" type="tel" validate={rules('phone')} sx={WIDE} />
      <SelectInput
        source="role"
        choices={roleChoices(canGrantSuperadmin)}
        validate={rules('role')}
        disabled={ownAccount}
        sx={WIDE}
      />
      <RestaurantInputs disabled={ownAccount} />
      <SelectInput source="provider" choices={PROVIDER_CHOICES} validate={rules('provider')} sx={WIDE} />
      {!creating && <BooleanInput source="active" helperText={helper('active')} disabled={ownAccount} />}
      <PasswordInputs creating={creating} />
      <PinInput creating={creating} />
    </SimpleForm>
  );
}
