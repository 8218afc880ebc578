import { useEffect, useRef } from 'react';
import type { Locale } from '../domain';
import { ENV } from '../web/environment';
import { fetchGuestMenu, type GuestMenu } from './guestMenuQuery';

/** The first wait before a refused stream is opened again, or a failed read made again; doubling up to MAX_WAIT_MS. */
export const FIRST_WAIT_MS = 5_000;
export const MAX_WAIT_MS = 5 * 60_000;

/** The restaurant's stream of menu changes, naming the version the page shows. */
export const menuEventsUrl = (slug: string, version: string | undefined): string =>
  `${ENV.guestEventsUrl}/${encodeURIComponent(slug)}${version ? `?v=${encodeURIComponent(version)}` : ''}`;

/**
 * Keeps an open guest page's menu the menu (docs/features.md, "Live guest menus"): once the page shows a menu, an
 * EventSource on the restaurant's guest events says `changed` whenever what guests are shown has changed, and the
 * menu is read again, one read at a time (events during a read make one more after it), then given to `onMenu`
 * (null: the restaurant is gone). The page keeps its scroll and language: only its menu changes. The browser
 * reconnects a dropped stream by itself; a stream refused or ended for good (the server stopping, too many on the
 * network) is opened again after a wait that doubles, and so is a read that failed. Closed when the page goes. A
 * browser without EventSource, or a stream that never opens, leaves the page as it was: read once.
 */
export function useMenuUpdates(
  slug: string,
  menu: GuestMenu | undefined,
  locale: Locale,
  onMenu: (menu: GuestMenu | null) => void,
): void {
  const latest = useRef({ menu, locale, onMenu });
  useEffect(() => {
    latest.current = { menu, locale, onMenu };
  });
  const showing = menu !== undefined;

  useEffect(() => {
    if (!showing || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let reread: ReturnType<typeof setTimeout> | undefined;
    let openWait = FIRST_WAIT_MS;
    let readWait = FIRST_WAIT_MS;
    let reading = false;
    let again = false;

    const read = async (): Promise<void> => {
      if (reading) return void (again = true);
      reading = true;
      clearTimeout(reread);
      do {
        again = false;
        const outcome = await fetchGuestMenu(slug, latest.current.locale);
        if (stopped) return;
        if ('error' in outcome) {
          // What is shown stays; the read is made again later (a newer event makes it sooner).
          reread = setTimeout(() => void read(), readWait);
          readWait = Math.min(readWait * 2, MAX_WAIT_MS);
          break;
        }
        readWait = FIRST_WAIT_MS;
        latest.current.onMenu(outcome.data.guestMenu);
      } while (again && !stopped);
      reading = false;
    };

    const open = () => {
      const events = new EventSource(menuEventsUrl(slug, latest.current.menu?.version));
      source = events;
      events.onopen = () => (openWait = FIRST_WAIT_MS);
      events.onmessage = (event: MessageEvent<string>) => {
        if (event.data === 'changed') void read();
      };
      events.onerror = () => {
        // CONNECTING: the browser opens it again by itself. CLOSED: refused (an answer other than a stream).
        if (events.readyState !== EventSource.CLOSED || stopped) return;
        reopen = setTimeout(open, openWait);
        openWait = Math.min(openWait * 2, MAX_WAIT_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(reopen);
      clearTimeout(reread);
    };
  }, [slug, showing]);
}
