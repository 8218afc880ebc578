/** src/admin/resources/<name>/index.ts: the resource's screens, the defaults built from its description. */
import { str, type Layout } from '../layout';
import type { Request } from '../request';

export function adminResourceFile(request: Request, layout: Layout): string {
  const { names, icon, after } = request;
  const options = [
    `icon: ${icon}Icon`,
    `after: ${str(after)}`,
    ...(layout.title ? [`recordRepresentation: ${str(layout.title)}`] : []),
  ];
  return `import ${icon}Icon from '@mui/icons-material/${icon}';
import { ${names.constant} } from '../../../domain';
import { describedResource } from '../described/describedResource';

/** ${names.label}: the default list, create and edit screens of the description; the menu item after ${after}. */
export default describedResource(${names.constant}, { ${options.join(', ')} });
`;
}
