/**
 * The generator's reading of its arguments: the field grammar docs/adding-a-resource.md documents, and refusals that
 * say what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { parseField } from '../../tools/newResource/fields';
import { resourceNames } from '../../tools/newResource/names';
import { readRequest } from '../../tools/newResource/request';

describe('a field, name:kind[:options]', () => {
  it.each([
    [
      'guestName:text:required,max=100,id=Nama tamu',
      { name: 'guestName', kind: 'text', required: true, max: 100, label: { en: 'Guest name', id: 'Nama tamu' } },
    ],
    [
      'partySize:integer:required,min=1,max=50',
      { kind: 'integer', required: true, min: 1, max: 50, label: { en: 'Party size' } },
    ],
    ['note:text:multiline,en=Remarks', { multiline: true, required: false, label: { en: 'Remarks' } }],
    ['contact:text:email', { format: 'email' }],
    ['amount:number:min=0.5', { kind: 'number', min: 0.5 }],
    ['bookedAt:dateTime:required,future', { kind: 'dateTime', required: true, future: true }],
    [
      'status:enum=BOOKED|NO_SHOW:required',
      {
        kind: 'enum',
        required: true,
        values: [
          { value: 'BOOKED', label: { en: 'Booked' } },
          { value: 'NO_SHOW', label: { en: 'No show' } },
        ],
      },
    ],
  ])('%s', (spec, field) => {
    expect(parseField(spec)).toMatchObject(field);
  });

  it.each([
    ['party_size:integer', 'its name must be camelCase'],
    ['restaurantId:text', 'written by the generator itself'],
    ['size:float', 'its kind must be one of text, integer, number, boolean, dateTime, enum'],
    ['status:enum=booked|SEATED', 'enum values are UPPER_SNAKE_CASE'],
    ['status:enum=A|A', 'an enum value is repeated'],
    ['size:integer:multiline', 'multiline is for text fields'],
    ['size:integer:min=ten', 'min needs a number'],
    ['size:integer:min=1.5', "an integer's bounds are whole numbers"],
    ['size:integer:min=5,max=1', 'min is above max'],
    ['code:text:max=4', "a text's max is a whole number of at least 8"],
    ['flag:boolean:max=1', 'unknown option "max=1" for a boolean field'],
    ['name:text:future', 'unknown option "future" for a text field'],
  ])('%s is refused: %s', (spec, why) => {
    expect(() => parseField(spec)).toThrow(why);
  });
});

describe('a resource', () => {
  it.each([
    ['reservations', 'Reservation', 'Reservations', 'reservations'],
    ['table_bookings', 'TableBooking', 'TableBookings', 'tableBookings'],
    ['categories', 'Category', 'Categories', 'categories'],
    ['boxes', 'Box', 'Boxes', 'boxes'],
  ])('%s is the type %s, operations all%s, files %s', (name, type, plural, file) => {
    expect(resourceNames(name)).toMatchObject({ name, type, plural, file, constant: name.toUpperCase() });
  });

  it('an irregular singular is given (--type), one it cannot tell is asked for', () => {
    expect(resourceNames('people', 'Person').type).toBe('Person');
    expect(() => resourceNames('staff')).toThrow('--type=PascalCaseSingular');
  });

  it('with no field, is the example, labelled in both languages; a field given twice, an unknown option or a bad name is refused', () => {
    const example = readRequest(['reservations', '--id-name=Reservasi']);
    expect(example.fields.map((field) => field.name)).toEqual([
      'guestName',
      'phone',
      'partySize',
      'bookedAt',
      'tableNumber',
      'status',
      'note',
    ]);
    expect([example.label, ...example.fields.map((field) => field.label)].every((label) => label.id)).toBe(true);
    expect(example).toMatchObject({ platform: false, icon: 'ListAlt', after: 'app.nav.packageMenu' });
    expect(readRequest(['notices', '--platform', 'title:text'])).toMatchObject({
      platform: true,
      after: 'app.nav.tagsManagement',
      label: { en: 'Notices' },
    });
    expect(() => readRequest(['notices', 'title:text', 'title:integer'])).toThrow('Field title is given twice.');
    expect(() => readRequest(['notices', '--colour=red'])).toThrow('Unknown option --colour.');
    expect(() => readRequest(['Notices'])).toThrow('snake_case plural');
  });
});
