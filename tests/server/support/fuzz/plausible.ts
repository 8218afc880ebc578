/**
 * A plausible value for an argument or input field, from its GraphQL type and its name: the base
 * a malformed call starts from, so that the malformation, not some other mistake, is what the
 * server meets (and, some of the time, so that deeper checks are reached).
 */
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import {
  CURRENCY_SYMBOLS,
  DISCOUNT_TYPES,
  ITEM_STATUSES,
  LANGUAGES,
  ORDER_PLANS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  POST_STATUSES,
  ROLES,
  USER_STATUSES,
} from '../../../../src/domain';
import { DEMO_PASSWORD, DEMO_RESTAURANTS, DEMO_USERS } from '../../../../src/server/db/demoData';
import type { IdPool } from './idPool';
import type { Random } from './random';
import type { Templates } from './templates';

export interface ValueContext {
  random: Random;
  ids: IdPool;
  /** The table of the operation's own resource, for `id` and `ids`. */
  ownTable?: string;
  /** Names this operation sorts by, for `sortField`. */
  sortable: readonly string[];
  /** The restaurant the call centres on (IdPool.focusFor). */
  focus?: string;
  /** Real records by input type, to start inputs from. */
  templates: Templates;
  /** Account link codes that work (accountCodes.ts). */
  codes: readonly string[];
}

/** Fields whose values are unique somewhere: a copy of a real record's gets a suffix, most of the time. */
const UNIQUE_FIELDS = /^(name|nameId|title|slug|email)$/;

/** A real record of the input's type, mostly of the call's restaurant, with its unique fields made new. */
function fromTemplate(context: ValueContext, type: GraphQLInputObjectType): Record<string, unknown> | undefined {
  const { random, focus } = context;
  const all = context.templates.get(type.name) ?? [];
  const focused = all.filter((row) => row.restaurantId === focus);
  if (all.length === 0) return undefined;
  const value = structuredClone(random.pick(focused.length > 0 && random.chance(0.8) ? focused : all));
  for (const [key, field] of Object.entries(value)) {
    if (typeof field !== 'string' || !UNIQUE_FIELDS.test(key) || random.chance(0.2)) continue;
    value[key] =
      key === 'email'
        ? field.replace('@', `+${random.hex(4)}@`)
        : key === 'slug'
          ? `${field.slice(0, 50)}-${random.hex(4)}`
          : `${field.slice(0, 90)} ${random.hex(4)}`;
  }
  return value;
}

const isoDate = (random: Random) =>
  new Date(Date.UTC(2025, random.int(24), 1 + random.int(28), random.int(24), random.int(60))).toISOString();
const hhmm = (random: Random) =>
  `${String(random.int(24)).padStart(2, '0')}:${String(random.int(4) * 15).padStart(2, '0')}`;
const base64url = (random: Random, bytes: number) =>
  Buffer.from(Array.from({ length: bytes }, () => random.int(256))).toString('base64url');

/**
 * Emails: mostly fresh ones (the sign-in limiter slows an email after 5 failures, whatever the
 * address), sometimes a demo account's.
 */
const email = (random: Random) =>
  random.chance(0.2) ? random.pick(DEMO_USERS).email : `fuzz-${random.hex(8)}@restoboard.test`;

/** Strings by what the name says the field holds. */
const STRINGS: [RegExp, (c: ValueContext, name: string) => string][] = [
  [/email/i, (c) => email(c.random)],
  [/password|Confirmation$/i, (c) => (c.random.chance(0.5) ? DEMO_PASSWORD : `Fuzz#${c.random.hex(8)}`)],
  [/^pin/i, (c) => String(c.random.int(1_000_000)).padStart(6, '0')],
  [/^code$/, (c) => (c.random.chance(0.5) && c.codes.length > 0 ? c.random.pick(c.codes) : c.random.hex(43))],
  [
    /slug/i,
    (c) =>
      c.random.chance(0.8)
        ? ((c.focus && c.ids.slugs.get(c.focus)) ?? c.random.pick(DEMO_RESTAURANTS).slug)
        : `fuzz-${c.random.hex(6)}`,
  ],
  [
    /Url$/,
    (c) =>
      c.random.chance(0.7) && c.ids.mediaUrls.length > 0
        ? c.random.pick(c.ids.mediaUrls)
        : c.random.pick([`/media/${c.random.hex(64)}.png`, `https://example.com/${c.random.hex(6)}.jpg`]),
  ],
  [/(At|From|To|Before)$/, (c) => isoDate(c.random)],
  [/^(start|end)$/, (c) => hhmm(c.random)],
  [/^currency$/, (c) => c.random.pick(CURRENCY_SYMBOLS)],
  [/^orderPlan$/, (c) => c.random.pick(ORDER_PLANS)],
  [/^orderTypes?$/, (c) => c.random.pick(ORDER_TYPES)],
  [/^(paymentMethod|method)$/, (c) => c.random.pick(PAYMENT_METHODS)],
  [/^paymentStatus$/, (c) => c.random.pick(PAYMENT_STATUSES)],
  [/^discountType$/, (c) => c.random.pick(DISCOUNT_TYPES)],
  [/^role$/, (c) => c.random.pick(ROLES)],
  [/^status$/, (c) => c.random.pick([...ITEM_STATUSES, ...POST_STATUSES, ...ORDER_STATUSES, ...USER_STATUSES])],
  [/Language$/, (c) => c.random.pick(LANGUAGES)],
  [
    /^sortField$/,
    (c) =>
      c.random.chance(0.8) && c.sortable.length > 0
        ? c.random.pick(c.sortable)
        : c.random.pick(['id', 'name', 'passwordHash', 'password_hash', 'nope']),
  ],
  [/^sortOrder$/, (c) => c.random.pick(['ASC', 'DESC', 'asc', 'desc'])],
  [/^table$/, (c) => String(1 + c.random.int(20))],
  [/^endpoint$/, (c) => `https://push.example.test/${c.random.hex(16)}`],
  [/^p256dh$/, (c) => base64url(c.random, 65)],
  [/^auth$/, (c) => base64url(c.random, 16)],
  [/^(phone|whatsapp)$/, (c) => `+62${c.random.int(10 ** 9)}`],
  [/^discountPresets$/, (c) => c.random.some(['5', '10', '15', '20', '25'], 4).join(',')],
];

function plausibleString(context: ValueContext, name: string): string {
  const rule = STRINGS.find(([pattern]) => pattern.test(name));
  return rule ? rule[1](context, name) : `Fuzz ${context.random.hex(6)}`;
}

function plausibleNumber(context: ValueContext, name: string, integer: boolean): number {
  const { random } = context;
  if (/^day$/.test(name)) return random.int(7);
  if (/^(page)$/.test(name)) return random.int(3);
  if (/^perPage$/.test(name)) return random.pick([1, 10, 25, 100]);
  if (/^(min|max|copies|quantity|tableCount|position|lastOrderMinutes)$/.test(name)) return random.int(5);
  if (/^(latitude|longitude)$/.test(name)) return Math.round((random.next() * 180 - 90) * 1e4) / 1e4;
  if (integer) return random.int(100);
  return Math.round(random.next() * 100_000) / 100;
}

/** Makes `xConfirmation` repeat `x` (a password, a PIN), most of the time, as a form does. */
export function confirmed(random: Random, value: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(value)) {
    const base = key.replace(/Confirmation$/, '');
    if (base !== key && base in value && random.chance(0.8)) value[key] = value[base];
  }
  return value;
}

/** A value of `type` that the schema accepts (and that the server may or may not). */
export function plausibleValue(context: ValueContext, type: GraphQLInputType, name: string, depth = 0): unknown {
  const { random } = context;
  if (isNonNullType(type)) return plausibleValue(context, type.ofType, name, depth);
  if (isListType(type))
    return Array.from({ length: random.int(depth > 1 ? 2 : 4) }, () =>
      plausibleValue(context, type.ofType, name.replace(/s$/, ''), depth + 1),
    );
  if (isInputObjectType(type)) {
    const template = depth === 0 && random.chance(0.7) ? fromTemplate(context, type) : undefined;
    if (template) return template;
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || random.chance(depth > 1 ? 0.4 : 0.8))
        value[field.name] = plausibleValue(context, field.type, field.name, depth + 1);
    }
    return confirmed(random, value);
  }
  if (isEnumType(type)) return random.pick(type.getValues()).name;
  const scalar = getNullableType(type);
  if (!isScalarType(scalar)) throw new Error(`no plausible value for ${String(type)}`);
  switch (scalar.name) {
    case 'ID':
      return context.ids.idFor(random, name, context.ownTable, context.focus);
    case 'Int':
      return plausibleNumber(context, name, true);
    case 'Float':
      return plausibleNumber(context, name, false);
    case 'Boolean':
      return random.chance(0.5);
    default:
      return plausibleString(context, name);
  }
}
