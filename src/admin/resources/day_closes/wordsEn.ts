/**
 * The Close the day screen's own words in English (wordsId.ts: Indonesian), which load with the screen
 * rather than with the catalogue every screen loads (the admin's first screen stays within its budget);
 * read with useDayCloseWords. The catalogue keeps the resource's name (`resources.day_closes.name`).
 */
export const DAY_CLOSE_WORDS_EN = {
  title: 'Close the day',
  day: 'Business day',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  dayHours: 'From %{start} to %{end} · %{zone}',
  method: 'Payment method',
  orders: 'Paid orders',
  expected: 'Expected',
  counted: 'Counted',
  difference: 'Difference',
  note: 'Note',
  countedOf: 'Counted, %{method}',
  noteOf: 'Note, %{method}',
  noteRequired: 'Say why the count differs from what the orders say',
  openingCash: 'Cash expected includes %{amount} opening cash, counted at the previous close.',
  cancelled: 'Cancelled: %{orders} orders, %{total} (not expected)',
  unpaid: 'Unpaid: %{orders} orders, %{total} (not expected until paid)',
  totals: 'Total',
  countCoins: 'Count notes and coins',
  hideCoins: 'Hide notes and coins',
  denominationOf: 'Number of %{value}',
  close: 'Close the day',
  closeConfirmTitle: 'Close %{day}?',
  closeConfirm: 'The day will be locked: none of its orders can change payment until a super admin reopens it.',
  closed: 'Closed',
  reopened: 'Reopened',
  open: 'Not closed',
  closedBy: 'Closed by %{email} at %{time}',
  reopenedBy: 'Reopened by %{email} at %{time}: %{reason}',
  reopen: 'Reopen the day',
  reopenTitle: 'Reopen %{day}',
  reopenHelp: 'The day takes changes again until it is closed anew. Your reason is recorded.',
  reason: 'Reason',
  print: 'Print',
  noMethods: 'This restaurant takes no payment method: activate one in its settings.',
  dayClosedNotice: 'Day closed',
  dayReopenedNotice: 'Day reopened',
  notStarted: 'This business day has not started yet.',
};

export type DayCloseWords = typeof DAY_CLOSE_WORDS_EN;
