import { useCallback, useEffect, useMemo, useState } from 'react';
import { localeFromHeader, type Locale } from '../domain';
import { Waiting } from '../web/Waiting';
import { GuestHeader, GuestLanguage } from './GuestHeader';
import { fetchGuestMenu, type GuestMenu } from './guestMenuQuery';
import { GuestCategoryBar, GuestCategorySection, GuestPackages } from './GuestSections';
import { guestAddress, guestText, type GuestText } from './guestText';
import { countTableScan } from './tableScan';
import { useMenuUpdates } from './useMenuUpdates';
import './guest.css';

type State = { is: 'loading' } | { is: 'failed' } | { is: 'notFound' } | { is: 'ready'; menu: GuestMenu };

const browserLocale = (): Locale => localeFromHeader(navigator.languages?.join(',') ?? navigator.language);

function Menu({ menu, text }: { menu: GuestMenu; text: GuestText }) {
  const choices = useMemo(
    () =>
      new Map(
        menu.categories.flatMap((category) =>
          category.items.map(
            (item) =>
              [item.id, { name: text.localized(item.name, item.nameSecondary), soldOut: item.soldOut }] as const,
          ),
        ),
      ),
    [menu, text],
  );
  if (menu.categories.length === 0 && menu.packages.length === 0)
    return <p className="rb-guest__notice">{text.t('empty')}</p>;
  return (
    <>
      <GuestCategoryBar categories={menu.categories} packages={menu.packages.length > 0} text={text} />
      {menu.categories.map((category) => (
        <GuestCategorySection key={category.id ?? 'other'} category={category} text={text} />
      ))}
      {menu.packages.length > 0 && <GuestPackages packages={menu.packages} choices={choices} text={text} />}
    </>
  );
}

/**
 * /menu/{slug}?table=N, the page behind a restaurant's QR codes: its menu as a guest sees it, on a
 * phone first, in the guest's language. Read-only, public, and an entry of its own (src/guest/main.tsx, menu.html: no
 * admin code).
 */
export default function GuestMenuPage() {
  const [{ slug, table, code }] = useState(() => guestAddress(window.location));
  const [locale, setLocale] = useState<Locale>(browserLocale);
  const [state, setState] = useState<State>({ is: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const menu = state.is === 'ready' ? state.menu : undefined;
  const text = useMemo(() => guestText(locale, menu), [locale, menu]);
  // Changes of the menu while the page is open (an item sold out, hidden, edited) show without a reload.
  const showMenu = useCallback(
    (found: GuestMenu | null) => setState(found ? { is: 'ready', menu: found } : { is: 'notFound' }),
    [],
  );
  useMenuUpdates(slug, menu, locale, showMenu);
  const retry = () => {
    setState({ is: 'loading' });
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    let current = true;
    void fetchGuestMenu(slug, locale).then((outcome) => {
      if (!current) return;
      if ('error' in outcome) return setState({ is: 'failed' });
      const found = outcome.data.guestMenu;
      setState(found ? { is: 'ready', menu: found } : { is: 'notFound' });
      // Opened from a table's QR code, of a restaurant that exists: one scan of that table.
      if (found && table !== null && code) countTableScan(slug, table, code, locale);
    });
    return () => {
      current = false;
    };
    // The menu is read (and the scan counted) once per attempt: a change of language only changes the words around it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, attempt]);

  useEffect(() => {
    document.title = menu?.name ?? 'Restoboard';
  }, [menu]);
  // The page's language is the one it is read in (screen readers, translation offers, hyphenation).
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <div className="rb-guest" lang={locale}>
      <header className="rb-guest__top">
        <GuestLanguage text={text} onChange={setLocale} />
        {menu && <GuestHeader menu={menu} table={table} text={text} />}
      </header>
      <main className="rb-guest__main">
        {state.is === 'loading' && <Waiting label={text.t('loading')} />}
        {state.is === 'failed' && (
          <div className="rb-guest__notice" role="alert">
            <p>{text.t('failed')}</p>
            <button type="button" onClick={retry}>
              {text.t('retry')}
            </button>
          </div>
        )}
        {state.is === 'notFound' && (
          <div className="rb-guest__notice">
            <h1>{text.t('notFound')}</h1>
            <p>{text.t('notFoundHelp')}</p>
          </div>
        )}
        {menu && <Menu menu={menu} text={text} />}
      </main>
    </div>
  );
}
