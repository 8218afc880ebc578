import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, id as idLocale } from 'date-fns/locale';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useTranslate, type InputProps } from 'react-admin';
import { instantAt, wallClock } from '../../domain';
import { dayStart, isDay, localDay } from '../lists/days';
import { ID_PICKER_TEXTS } from './pickerTexts';

type DateInputProps = InputProps & { alwaysOn?: boolean; sx?: SxProps<Theme> };

/** How a picker's date is held in the form: a day (`YYYY-MM-DD`) or an instant (ISO). */
interface Held {
  read(value: unknown): Date | null;
  write(date: Date): string;
}

const DAY: Held = { read: (value) => (isDay(value) ? dayStart(value) : null), write: localDay };
const INSTANT: Held = {
  read: (value) => (typeof value === 'string' && value ? new Date(value) : null),
  write: (date) => date.toISOString(),
};

/**
 * An instant shown and typed as the wall clock of `timeZone` reads it (the picker itself works in the browser's time).
 */
function instantIn(timeZone: string): Held {
  return {
    read: (value) => {
      if (typeof value !== 'string' || !value) return null;
      const w = wallClock(new Date(value), timeZone);
      return new Date(w.year, w.month - 1, w.day, w.hour, w.minute);
    },
    write: (date) => instantAt(localDay(date), date.getHours() * 60 + date.getMinutes(), timeZone).toISOString(),
  };
}

/**
 * A date typed and shown as the UI language writes dates (`27/11/2026` in Indonesian, `11/27/2026`
 * in English), with a calendar in that language, instead of the browser's own input, which follows
 * the browser's language whatever the app's.
 */
function PickedDateInput({ held: how, withTime, ...props }: DateInputProps & { held: Held; withTime: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired } = useInput(props);
  const value: unknown = field.value;
  const held = useMemo(() => how.read(value), [how, value]);
  // What the field shows, a date typed in part included (its year still "0002"); the form holds only whole dates.
  const [shown, setShown] = useState<Date | null>(held);
  const [shownFor, setShownFor] = useState(held);
  if (held !== shownFor) {
    setShownFor(held);
    setShown(held);
  }
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const Picker = withTime ? DateTimePicker : DatePicker;
  // An empty field starts where its date does (the month, or the day in Indonesian), wherever it is clicked, as the
  // browser's own date input does: MUI X selects the section under the pointer, the year for a click mid-field.
  // Focusing a section selects it; the field leaves alone a mousedown and a click prevented on their way down.
  const startedAtTheBeginning = useRef(false);
  const startAtTheBeginning = (event: MouseEvent<HTMLElement>) => {
    const first = event.currentTarget.querySelector<HTMLElement>('[role="spinbutton"]');
    startedAtTheBeginning.current = false;
    if (
      shown !== null ||
      event.button !== 0 ||
      !first ||
      event.currentTarget.contains(document.activeElement) ||
      (event.target as HTMLElement).closest('button')
    )
      return;
    event.preventDefault();
    first.focus();
    startedAtTheBeginning.current = true;
  };
  const keepTheBeginning = (event: MouseEvent<HTMLElement>) => {
    if (startedAtTheBeginning.current) event.preventDefault();
    startedAtTheBeginning.current = false;
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale === 'id' ? idLocale : enUS}
      localeText={locale === 'id' ? ID_PICKER_TEXTS : undefined}
    >
      <Picker
        label={
          <FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />
        }
        value={shown}
        onChange={(picked) => {
          setShown(picked);
          if (picked === null) field.onChange(withTime ? null : '');
          else if (picked.getFullYear() >= 1000) field.onChange(how.write(picked));
        }}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            onMouseDownCapture: startAtTheBeginning,
            onClickCapture: keepTheBeginning,
            error: Boolean(error),
            helperText: error ? (
              <InputHelperText error={error} />
            ) : props.helperText ? (
              translate(String(props.helperText))
            ) : undefined,
            size: 'small',
            variant: 'filled',
            sx: [{ minWidth: withTime ? 240 : 190 }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])],
          },
        }}
      />
    </LocalizationProvider>
  );
}

/** A day (`YYYY-MM-DD` in the form): date filters. */
export const DayInput = (props: DateInputProps) => <PickedDateInput held={DAY} withTime={false} {...props} />;

/**
 * An instant (ISO in the form) to the minute: a post's publish and expiry; on `timeZone`'s clock when given (a
 * restaurant's), else the browser's.
 */
export function DateTimeInput({ timeZone, ...props }: DateInputProps & { timeZone?: string }) {
  const held = useMemo(() => (timeZone ? instantIn(timeZone) : INSTANT), [timeZone]);
  return <PickedDateInput held={held} withTime {...props} />;
}
