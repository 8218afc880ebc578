import { ROLES, SIGN_IN_PROVIDERS, enumChoices, enumLabelKey } from '../../../domain';

/** Choices of the user inputs and filters, names as message keys. */
export const roleChoices = (canGrantSuperadmin: boolean) =>
  ROLES.filter((role) => canGrantSuperadmin || role !== 'SUPERADMIN').map((role) => ({
    id: role,
    name: enumLabelKey('role', role),
  }));

export const STATUS_CHOICES = enumChoices('userStatus');

export const PROVIDER_CHOICES = Object.entries(SIGN_IN_PROVIDERS).map(([code, provider]) => ({
  id: Number(code),
  name: enumLabelKey('signInProvider', provider),
}));
