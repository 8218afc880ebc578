/** src/domain/resources/<file>.ts: the description both sides serve the resource from. */
import type { FieldSpec, Label } from '../fields';
import { str, strs, valuesConstant, type Layout } from '../layout';
import { labelOf } from '../names';
import type { Request } from '../request';

const RESTAURANT: FieldSpec = {
  name: 'restaurantId',
  kind: 'text',
  required: true,
  label: { en: 'Restaurant', id: 'Restoran' },
};

/** A text's most characters when not given (a url's rule has its own). */
const TEXT_LIMITS: Record<string, string | undefined> = {
  line: 'LIMITS.name',
  multiline: 'LIMITS.description',
  phone: 'LIMITS.name',
  email: 'LIMITS.email',
  url: undefined,
};

const indonesian = (label: Label) => label.id ?? label.en;

/** The rules of a field, as the domain's rule functions (`EN.partySize`: its English label, which messages name). */
function rulesOf(field: FieldSpec, request: Request): { rules: string[]; uses: string[] } {
  if (field === RESTAURANT) return { rules: ['required()'], uses: ['required'] };
  const attr = `EN.${field.name}`;
  const rules: string[] = field.required ? ['required()'] : [];
  const uses = field.required ? ['required'] : [];
  const add = (use: string, rule: string) => {
    rules.push(rule);
    uses.push(use);
  };
  if (field.kind === 'text') {
    const limit =
      field.max !== undefined
        ? String(field.max)
        : TEXT_LIMITS[field.format ?? (field.multiline ? 'multiline' : 'line')];
    if (limit) add('maxLength', `maxLength(${limit})`);
    if (limit?.startsWith('LIMITS')) uses.push('LIMITS');
    if (field.format) add(field.format, `${field.format}(${attr})`);
  }
  if (field.kind === 'integer') add('integer', 'integer()');
  if (field.kind === 'number') add('number', 'number()');
  if (field.min !== undefined && field.kind !== 'text') add('minValue', `minValue(${attr}, ${field.min})`);
  if (field.max !== undefined && field.kind !== 'text') add('maxValue', `maxValue(${attr}, ${field.max})`);
  if (field.future) {
    add('whenChanged', `whenChanged(notInPast(${attr}))`);
    uses.push('notInPast');
  }
  if (field.kind === 'enum') add('oneOf', `oneOf(${attr}, ${valuesConstant(request.names.type, field)})`);
  return { rules, uses };
}

function kindOf(field: FieldSpec, request: Request): string {
  if (field === RESTAURANT) return "{ kind: 'reference', reference: 'restaurants', optionText: 'name' }";
  if (field.kind === 'enum') {
    const values = field.values ?? [];
    const labels = (pick: (label: Label) => string) =>
      `{ ${values.map(({ value, label }) => `${value}: ${str(pick(label))}`).join(', ')} }`;
    const lines = [
      `kind: 'enum',`,
      `values: ${valuesConstant(request.names.type, field)},`,
      `labels: {`,
      `  en: ${labels((label) => label.en)},`,
      `  id: ${labels(indonesian)},`,
      '},',
    ];
    return `{\n${lines.map((line) => `      ${line}`).join('\n')}\n    }`;
  }
  return field.multiline ? "{ kind: 'text', multiline: true }" : `{ kind: '${field.kind}' }`;
}

export function descriptorFile(request: Request, layout: Layout): string {
  const { names } = request;
  const fields = layout.inRestaurant ? [RESTAURANT, ...request.fields] : request.fields;
  const rules = fields.map((field) => ({ field, ...rulesOf(field, request) }));
  const imports = [...new Set(rules.flatMap(({ uses }) => uses))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
  const enums = request.fields.filter((field) => field.kind === 'enum');
  // Indonesian says one and many alike (`Reservasi`); English names one by the type (`Reservation`).
  const one: Label = { en: labelOf(names.type), id: request.label.id };
  const labels = (pick: (label: Label) => string) =>
    [
      `    name: ${str(pick(request.label))},`,
      `    one: ${str(pick(one))},`,
      '    fields: {',
      ...fields.map((field) => `      ${field.name}: ${str(pick(field.label))},`),
      '    },',
    ].join('\n');
  const who = layout.inRestaurant
    ? 'each of one restaurant (area ' + names.name + ': its ADMINs and super admins)'
    : `of the platform (area ${names.name}: super admins)`;
  return `import { ${imports.join(', ')} } from '../validation';
import { defineDescriptor } from './descriptor';
${enums.map((field) => `\nexport const ${valuesConstant(names.type, field)} = ${strs((field.values ?? []).map(({ value }) => value))} as const;`).join('')}

/**
 * What ${names.label.toLowerCase()} and their fields are called (the rules name fields in English; messages translate
 * them from here).
 */
const LABELS = {
  en: {
${labels((label) => label.en)}
  },
  id: {
${labels(indonesian)}
  },
};
${rules.some(({ rules: list }) => list.some((rule) => rule.includes('EN.'))) ? 'const EN = LABELS.en.fields;\n' : ''}
/** ${names.label}, ${who}. */
export const ${names.constant} = defineDescriptor({
  name: ${str(names.name)},
  type: ${str(names.type)},
  plural: ${str(names.plural)},
  area: ${str(names.name)},
  grants: ${layout.inRestaurant ? "['ADMIN', 'SUPERADMIN']" : "['SUPERADMIN']"},
  tenancy: ${layout.inRestaurant ? "{ kind: 'restaurant', field: 'restaurantId' }" : "{ kind: 'platform' }"},
  input: {
${rules.map(({ field, rules: list }) => `    ${field.name}: [${list.join(', ')}],`).join('\n')}
  },
  fields: ${strs(['id', ...fields.map((field) => field.name)])},
  bulk: ['update', 'delete'],
  labels: LABELS,
  kinds: {
${fields.map((field) => `    ${field.name}: ${kindOf(field, request)},`).join('\n')}
  },
  list: {
    columns: ${strs(layout.columns)},
    filters: ${strs(layout.filters)},
    search: ${layout.search.length > 0},
    sort: { field: ${str(layout.sort.field)}, order: ${str(layout.sort.order)} },
  },
});
`;
}
