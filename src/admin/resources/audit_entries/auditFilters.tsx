import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useChoicesContext,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { RESOURCE_DESCRIPTORS } from '../../../domain';
import { DayInput } from '../../inputs/DateInputs';
import { dayInputs, VIEWER_DAYS } from '../orders/orderDates';
import { AUDIT_MESSAGES_EN } from './messagesEn';
import { actionLabel } from './EntryHeading';
import { resourceLabel } from './fieldLabel';

/** Resources whose records are written through the app (the audit trail's own and orders are not). */
const AUDITED = RESOURCE_DESCRIPTORS.filter((descriptor) => !descriptor.readOnly);
/** Actions no entry carries: undoing a change is filed as the record's `restore` (src/server/audit/restore.ts). */
const NEVER_FILED = new Set(['restoreAuditEntry']);

/** A picked restaurant or user shown whole (`admin-cashier.yogyakarta-noodle-bar@…`): the field widens to its text. */
function FittingAutocomplete({ optionText, minCh }: { optionText: string; minCh: number }) {
  const { selectedChoices } = useChoicesContext<RaRecord>();
  const picked = selectedChoices?.[0]?.[optionText];
  const length = typeof picked === 'string' ? picked.length : 0;
  // The end of the field holds its clear and open buttons.
  return (
    <AutocompleteInput
      optionText={optionText}
      sx={{ width: `calc(${Math.max(minCh, length + 1)}ch + 72px)`, maxWidth: '100%' }}
    />
  );
}

/**
 * The audit log's filters: who (search by email or record id; a super admin also picks a user),
 * resource, action, restaurant (super admins) and a range of days.
 */
export function auditFilters(translate: TranslateFunction, superAdmin: boolean) {
  const resources = AUDITED.map(({ name }) => ({ id: name, name: resourceLabel(translate, name) }));
  const days = dayInputs(VIEWER_DAYS);
  const actions = Object.keys(AUDIT_MESSAGES_EN.actions)
    .filter((action) => !NEVER_FILED.has(action))
    .map((action) => ({ id: action, name: actionLabel(translate, action) }));
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.audit_entries.fields.q')} />,
    <SelectInput key="resource" source="resource" choices={resources} alwaysOn sx={{ minWidth: 200 }} />,
    <SelectInput key="action" source="action" choices={actions} alwaysOn sx={{ minWidth: 200 }} />,
    <DayInput key="atFrom" source="atFrom" alwaysOn {...days.from} />,
    <DayInput key="atBefore" source="atBefore" alwaysOn {...days.until} />,
    ...(superAdmin
      ? [
          <ReferenceInput key="restaurantId" source="restaurantId" reference="restaurants">
            <FittingAutocomplete optionText="name" minCh={18} />
          </ReferenceInput>,
          <ReferenceInput key="actorId" source="actorId" reference="users">
            <FittingAutocomplete optionText="email" minCh={20} />
          </ReferenceInput>,
        ]
      : []),
  ];
}
