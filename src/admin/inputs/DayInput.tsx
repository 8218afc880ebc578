import type { SxProps, Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS, id as idLocale } from 'date-fns/locale';
import { useMemo, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useTranslate, type InputProps } from 'react-admin';
import { dayStart, isDay, localDay } from '../lists/days';

/** The picker's own words in Indonesian (MUI X ships none); English uses its defaults. */
const ID_TEXTS = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  openPreviousView: 'Buka tampilan sebelumnya',
  openNextView: 'Buka tampilan berikutnya',
  calendarViewSwitchingButtonAriaLabel: (view: string) => (view === 'year' ? 'tampilan tahun terbuka, beralih ke kalender' : 'kalender terbuka, beralih ke tampilan tahun'),
  cancelButtonLabel: 'Batal',
  clearButtonLabel: 'Kosongkan',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  datePickerToolbarTitle: 'Pilih tanggal',
  openDatePickerDialogue: (formatted: string | null) => (formatted ? `Pilih tanggal, tanggal terpilih ${formatted}` : 'Pilih tanggal'),
  fieldClearLabel: 'Kosongkan',
  dateTableLabel: 'pilih tanggal',
  fieldYearPlaceholder: (params: { digitAmount: number }) => 'T'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params: { contentType: string }) => (params.contentType === 'letter' ? 'BBBB' : 'BB'),
  fieldDayPlaceholder: () => 'HH',
  empty: 'Kosong',
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
};

/**
 * A day (`YYYY-MM-DD` in the form) typed and shown as the UI language writes dates (`27/11/2026` in
 * Indonesian, `11/27/2026` in English) with a calendar, instead of the browser's own date input,
 * which follows the browser's language whatever the app's.
 */
export function DayInput(props: InputProps & { alwaysOn?: boolean; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput(props);
  const day: unknown = field.value;
  const held = useMemo(() => (isDay(day) ? dayStart(day) : null), [day]);
  // What the field shows, a day typed in part included (its year still "0002"); the form holds only whole days.
  const [shown, setShown] = useState<Date | null>(held);
  const [shownFor, setShownFor] = useState(held);
  if (held !== shownFor) {
    setShownFor(held);
    setShown(held);
  }
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'id' ? idLocale : enUS} localeText={locale === 'id' ? ID_TEXTS : undefined}>
      <DatePicker
        label={<FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />}
        value={shown}
        onChange={(picked) => {
          setShown(picked);
          if (picked === null) field.onChange('');
          else if (picked.getFullYear() >= 1000) field.onChange(localDay(picked));
        }}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            error: Boolean(error),
            helperText: error ? <InputHelperText error={error} /> : props.helperText ? translate(String(props.helperText)) : undefined,
            size: 'small',
            variant: 'filled',
            sx: [{ minWidth: 190 }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])],
          },
        }}
      />
    </LocalizationProvider>
  );
}
