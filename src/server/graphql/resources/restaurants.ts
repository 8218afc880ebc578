/** Restaurants: the tenants themselves (tenancy `self`: their own id), with every setting of docs/spec.md §3. */
import { eq } from 'drizzle-orm';
import { defaultTimeZone, RESTAURANTS, type MessageRef, type PaymentMethodSetting } from '../../../domain';
import { restaurants, restaurantTags, restoCategories, tags } from '../../db/schema';
import { unknownMediaUrls } from '../../media/mediaUrls';
import { TABLE_CODES_SDL, tableCodeOperations } from '../../tableCodes/tableCodeOperations';
import { defineResource, type WriteEvent } from '../resource';

const SETTINGS_SDL = `
type OpeningInterval { day: Int!, start: String!, end: String!, allDay: Boolean }
input OpeningIntervalInput { day: Int!, start: String!, end: String!, allDay: Boolean }
type ServiceHours { start: String, end: String, lastOrderMinutes: Int }
input ServiceHoursInput { start: String, end: String, lastOrderMinutes: Int }
type PaymentMethodSetting { method: String!, active: Boolean!, qrImageUrl: String }
input PaymentMethodSettingInput { method: String!, active: Boolean!, qrImageUrl: String }
`;

/** The category must exist; every image must have been uploaded here. */
async function checkReferences({ record, context }: WriteEvent): Promise<Record<string, MessageRef>> {
  const errors: Record<string, MessageRef> = {};
  if (record.categoryId) {
    const [category] = await context.db
      .select({ id: restoCategories.id })
      .from(restoCategories)
      .where(eq(restoCategories.id, record.categoryId as string));
    if (!category) errors.categoryId = { key: 'validation.unknownValue', params: { attr: 'Category' } };
  }
  for (const field of ['logoUrl', 'coverUrl'] as const) {
    if ((await unknownMediaUrls(context.db, [record[field]])).length)
      errors[field] = { key: 'validation.invalid', params: { attr: 'Image' } };
  }
  const payments = (record.paymentMethods as PaymentMethodSetting[] | undefined) ?? [];
  if (
    (
      await unknownMediaUrls(
        context.db,
        payments.map((p) => p.qrImageUrl),
      )
    ).length
  )
    errors.paymentMethods = { key: 'validation.qrRequired' };
  return errors;
}

export default defineResource({
  descriptor: RESTAURANTS,
  table: restaurants,
  search: ['name', 'slug', 'city', 'address'],
  filters: ['currency', 'city', 'categoryId'],
  sortable: ['name', 'slug', 'city', 'province', 'country', 'currency', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', order: 'ASC' },
  unique: [
    {
      fields: ['name'],
      index: 'restaurants_name_lower_unique',
      caseInsensitive: true,
      message: { key: 'errors.companyExists' },
    },
    { fields: ['slug'], index: 'restaurants_slug_unique' },
  ],
  json: {
    openingHours: { output: '[OpeningInterval!]', input: '[OpeningIntervalInput!]' },
    services: { output: '[ServiceHours!]', input: '[ServiceHoursInput!]' },
    paymentMethods: { output: '[PaymentMethodSetting!]', input: '[PaymentMethodSettingInput!]' },
  },
  relations: {
    tagIds: {
      link: restaurantTags,
      own: restaurantTags.restaurantId,
      other: restaurantTags.tagId,
      target: tags,
      attr: 'Tags',
    },
  },
  sdl: SETTINGS_SDL + TABLE_CODES_SDL,
  operations: tableCodeOperations,
  // A new restaurant's days are its country's until its settings say otherwise.
  createDefaults: ({ record }) => ({ timeZone: defaultTimeZone(record.country) }),
  check: checkReferences,
});
