import type { Currency, DayCloseState, MethodCount, PaymentMethod } from '../../../domain';

/** The daySheet query's answer (server: src/server/dayClose/sheet.ts). */
export interface DaySheet {
  restaurantId: string;
  businessDay: string;
  startsAt: string;
  endsAt: string;
  currency: Currency;
  timeZone: string;
  today: string;
  openingCash: number;
  methods: { method: PaymentMethod; orders: number; paid: number; expected: number }[];
  cancelled: { orders: number; total: number };
  unpaid: { orders: number; total: number };
  close: DayClose | null;
}

export interface DayClose {
  id: string;
  state: DayCloseState;
  businessDay: string;
  openingCash: number;
  expected: number;
  counted: number;
  difference: number;
  counts: MethodCount[];
  closedAt: string;
  closedByEmail: string;
  reopenedAt: string | null;
  reopenedByEmail: string | null;
  reopenReason: string | null;
}

export const DAY_CLOSE_RESOURCE = 'day_closes';
