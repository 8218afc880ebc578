/** What `npm run new:resource -- …` asks for, read from its arguments. */
import { EXAMPLE_FIELDS, parseField, type FieldSpec, type Label } from './fields';
import { RESOURCE_NAME, resourceNames, type ResourceNames } from './names';

export const USAGE = `Usage: npm run new:resource -- <name> [field ...] [options]

  <name>     the resource, snake_case plural (reservations, table_bookings)
  field      name:kind[:options]; kind: text, integer, number, boolean, dateTime, enum=A|B|C;
             options (comma-separated): required, min=N, max=N, multiline, phone, email, url,
             future (a moment never set in the past), en=English label, id=Indonesian label
             none given: a reservation's fields (guest name, phone, party size 1-50, date and
             time, table number, status, note), labelled in English and Indonesian

  --platform            rows of no restaurant, for super admins (default: each row of one
                        restaurant, for its ADMINs and super admins)
  --type=Singular       the GraphQL type, when the singular is irregular (people: --type=Person)
  --id-name=Text        what the resource is called in Indonesian (--id-name=Reservasi)
  --icon=Name           its menu icon, from @mui/icons-material (default ListAlt)
  --after=app.nav.key   the menu item it follows (default app.nav.packageMenu; --platform: app.nav.tagsManagement)

Example: npm run new:resource -- reservations --id-name=Reservasi --icon=EventSeat`;

export interface Request {
  names: ResourceNames;
  /** Its rows belong to no restaurant. */
  platform: boolean;
  fields: readonly FieldSpec[];
  label: Label;
  icon: string;
  after: string;
}

const ICON_NAME = /^[A-Z][A-Za-z0-9]*$/;
const TYPE_NAME = /^[A-Z][A-Za-z0-9]*$/;
const NAV_LABEL = /^app\.nav\.[A-Za-z]+$/;

export function readRequest(args: readonly string[]): Request {
  const options = new Map<string, string | true>();
  const positional: string[] = [];
  for (const arg of args) {
    const option = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (option) options.set(option[1], option[2] ?? true);
    else positional.push(arg);
  }
  const text = (key: string, pattern: RegExp, example: string): string | undefined => {
    const value = options.get(key);
    options.delete(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !pattern.test(value))
      throw new Error(`--${key} needs a value like --${key}=${example}.`);
    return value;
  };
  const platform = options.delete('platform');
  const type = text('type', TYPE_NAME, 'Person');
  const idName = text('id-name', /\S/, 'Reservasi');
  const icon = text('icon', ICON_NAME, 'EventSeat') ?? 'ListAlt';
  const after =
    text('after', NAV_LABEL, 'app.nav.packageMenu') ?? (platform ? 'app.nav.tagsManagement' : 'app.nav.packageMenu');
  if (options.size) throw new Error(`Unknown option ${[...options.keys()].map((key) => `--${key}`).join(', ')}.`);

  const [name, ...fieldSpecs] = positional;
  if (!name || !RESOURCE_NAME.test(name))
    throw new Error('The first argument is the resource: snake_case plural (reservations).');
  const fields = fieldSpecs.length ? fieldSpecs.map(parseField) : EXAMPLE_FIELDS;
  const repeated = fields.find((field, index) => fields.findIndex((other) => other.name === field.name) !== index);
  if (repeated) throw new Error(`Field ${repeated.name} is given twice.`);
  const names = resourceNames(name, type);
  return { names, platform, fields, label: { en: names.label, id: idName?.trim() }, icon, after };
}
