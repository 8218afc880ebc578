import { gql } from '@apollo/client';

const CLOSE_FIELDS = `
  id
  state
  businessDay
  openingCash
  expected
  counted
  difference
  counts { method expected counted difference note denominations { value count } }
  closedAt
  closedByEmail
  reopenedAt
  reopenedByEmail
  reopenReason
`;

/** What a business day's orders say, and its close. */
export const DAY_SHEET = gql`
  query daySheet($restaurantId: ID!, $businessDay: String!) {
    daySheet(restaurantId: $restaurantId, businessDay: $businessDay) {
      restaurantId
      businessDay
      startsAt
      endsAt
      currency
      timeZone
      today
      openingCash
      methods { method orders paid expected }
      cancelled { orders total }
      unpaid { orders total }
      close { ${CLOSE_FIELDS} }
    }
  }
`;

export const CLOSE_DAY = gql`
  mutation closeDay($input: CloseDayInput!) {
    closeDay(input: $input) { ${CLOSE_FIELDS} }
  }
`;

export const REOPEN_DAY = gql`
  mutation reopenDay($id: ID!, $reason: String!) {
    reopenDay(id: $id, reason: $reason) { ${CLOSE_FIELDS} }
  }
`;

/** The days with paid orders not closed, across the restaurants the viewer reaches. */
export const UNCLOSED_DAYS = gql`
  query unclosedDays($days: Int) {
    unclosedDays(days: $days) {
      restaurantId
      restaurantName
      currency
      businessDay
      paidOrders
      paid
    }
  }
`;
