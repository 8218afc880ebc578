import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MenuChoice, PackageGroup, PackageWarning } from './packageMenu';

/** The groups of a package (being edited) whose choosable menus, by the server's flags, fall short of their min. */
export function groupShortfalls(
  groups: readonly Partial<PackageGroup>[] | undefined,
  choices: ReadonlyMap<string, MenuChoice>,
): PackageWarning[] {
  return (groups ?? []).flatMap((group, index) => {
    const available = (group.menuIds ?? []).filter((id) => {
      const choice = choices.get(id);
      return choice !== undefined && !choice.hidden && !choice.soldOut;
    }).length;
    const min = Number(group.min) || 0;
    return available < min
      ? [{ groupId: group.id ?? String(index), groupName: group.name || `#${index + 1}`, min, available }]
      : [];
  });
}

/** What hidden or sold-out menus leave a package unable to offer: one line per group, or nothing. */
export function PackageWarnings({ warnings, dense = false }: { warnings: readonly PackageWarning[]; dense?: boolean }) {
  const translate = useTranslate();
  if (warnings.length === 0) return null;
  const lines = warnings.map((warning) => (
    <div key={warning.groupId}>
      {translate('resources.package_menus.warning', {
        group: warning.groupName,
        available: warning.available,
        min: warning.min,
      })}
    </div>
  ));
  return dense ? (
    <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
      {lines}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{translate('resources.package_menus.warningTitle')}</AlertTitle>
      {lines}
    </Alert>
  );
}
