import { isLocale, type Locale } from '../domain';
import { LANGUAGES } from '../web/locales';
import type { GuestMenu } from './guestMenuQuery';
import { todayLine, type GuestText } from './guestText';

/** The language switch: the guest's browser language first, changed here for this page only. */
export function GuestLanguage({ text, onChange }: { text: GuestText; onChange(locale: Locale): void }) {
  return (
    <label className="rb-guest__language">
      <span>{text.t('language')}</span>
      <select value={text.locale} onChange={(event) => isLocale(event.target.value) && onChange(event.target.value)}>
        {LANGUAGES.map(({ locale, name }) => (
          <option key={locale} value={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The restaurant's name, whether it is open now, today's hours and the guest's table. */
export function GuestHeader({ menu, table, text }: { menu: GuestMenu; table: number | null; text: GuestText }) {
  const hours = todayLine(text, menu.todayHours, menu.openingHours);
  return (
    <div className="rb-guest__heading">
      <h1>{menu.name}</h1>
      <p className="rb-guest__status">
        <span className={menu.openNow ? 'rb-guest__open' : 'rb-guest__closed'}>
          {text.t(menu.openNow ? 'openNow' : 'closedNow')}
        </span>
        {hours && <span>{hours}</span>}
      </p>
      {table !== null && <p className="rb-guest__table">{text.t('table', { table })}</p>}
    </div>
  );
}
