/**
 * The guest page's live menu (docs/features.md, "Live guest menus"), with a stand-in EventSource: the stream opens
 * once a menu is shown, naming its version; `changed` reads the menu again, one read at a time; a refused stream and
 * a failed read are tried again after waits that double (the test moves the clock); the stream closes with the page.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestMenu } from '../../src/guest/guestMenuQuery';
import { fetchGuestMenu } from '../../src/guest/guestMenuQuery';
import { FIRST_WAIT_MS, useMenuUpdates } from '../../src/guest/useMenuUpdates';

vi.mock('../../src/guest/guestMenuQuery', () => ({ fetchGuestMenu: vi.fn() }));
const fetchMenu = vi.mocked(fetchGuestMenu);

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  say(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

const menu = (version: string) => ({ name: 'Warung', version }) as GuestMenu;
const found = (version: string) => ({ data: { guestMenu: menu(version) } });
const latest = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];

function live(onMenu = vi.fn()) {
  const hook = renderHook(({ shown }: { shown?: GuestMenu }) => useMenuUpdates('warung', shown, 'en', onMenu), {
    initialProps: {},
  });
  return { ...hook, onMenu };
}

describe('useMenuUpdates', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    fetchMenu.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the stream once a menu is shown, naming its version; `changed` reads the menu again and hands it over; the page gone, it closes', async () => {
    const { rerender, unmount, onMenu } = live();
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender({ shown: menu('v1') });
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().url).toMatch(/\/guest-events\/warung\?v=v1$/);

    fetchMenu.mockResolvedValue(found('v2'));
    await act(async () => latest().say('changed'));
    expect(fetchMenu).toHaveBeenCalledWith('warung', 'en');
    expect(onMenu).toHaveBeenCalledWith(menu('v2'));
    rerender({ shown: menu('v2') });
    expect(FakeEventSource.opened).toHaveLength(1); // the same stream goes on

    unmount();
    expect(latest().closed).toBe(true);
  });

  it('events during a read make one more read after it, not one each', async () => {
    let answer: (value: ReturnType<typeof found>) => void = () => undefined;
    fetchMenu.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fetchMenu.mockResolvedValue(found('v3'));
    const { rerender, onMenu } = live();
    rerender({ shown: menu('v1') });
    await act(async () => {
      latest().say('changed');
      latest().say('changed');
      latest().say('changed');
    });
    expect(fetchMenu).toHaveBeenCalledTimes(1);
    await act(async () => answer(found('v2')));
    expect(fetchMenu).toHaveBeenCalledTimes(2);
    expect(onMenu.mock.calls).toEqual([[menu('v2')], [menu('v3')]]);
  });

  it('a refused stream is opened again after 5 s, then 10 s, naming the version shown; one the browser reconnects is left to it', async () => {
    vi.useFakeTimers();
    const { rerender } = live();
    rerender({ shown: menu('v1') });
    act(() => latest().fail(FakeEventSource.CLOSED));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_WAIT_MS - 1));
    expect(FakeEventSource.opened).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.opened).toHaveLength(2);
    rerender({ shown: menu('v4') });
    act(() => latest().fail(FakeEventSource.CLOSED));
    await act(() => vi.advanceTimersByTimeAsync(2 * FIRST_WAIT_MS - 1));
    expect(FakeEventSource.opened).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.opened).toHaveLength(3);
    expect(latest().url).toMatch(/\?v=v4$/);

    act(() => latest().fail(FakeEventSource.CONNECTING));
    await act(() => vi.advanceTimersByTimeAsync(10 * FIRST_WAIT_MS));
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it('a read that fails keeps what is shown and is made again after a wait', async () => {
    vi.useFakeTimers();
    fetchMenu.mockResolvedValueOnce({ error: { message: null, fields: {} } });
    fetchMenu.mockResolvedValue(found('v2'));
    const { rerender, onMenu } = live();
    rerender({ shown: menu('v1') });
    await act(async () => latest().say('changed'));
    expect(fetchMenu).toHaveBeenCalledTimes(1);
    expect(onMenu).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_WAIT_MS));
    expect(fetchMenu).toHaveBeenCalledTimes(2);
    expect(onMenu).toHaveBeenCalledWith(menu('v2'));
  });
});
