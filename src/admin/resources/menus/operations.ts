import { gql } from '@apollo/client';

/** Menus available again (`available: true`) or sold out for a docs/spec.md §9 duration (custom operation of menus). */
export const SET_MENU_AVAILABILITY = gql`
  mutation setMenuAvailability($ids: [ID!]!, $available: Boolean!, $soldOutFor: SoldOutDuration) {
    setMenuAvailability(ids: $ids, available: $available, soldOutFor: $soldOutFor) {
      id
      available
      soldOutUntil
    }
  }
`;

/** Each menu's price changed by an amount or a percentage, rounded to its currency (custom operation of menus). */
export const ADJUST_MENU_PRICES = gql`
  mutation adjustMenuPrices($ids: [ID!]!, $amount: Float, $percent: Float) {
    adjustMenuPrices(ids: $ids, amount: $amount, percent: $percent) {
      id
      price
    }
  }
`;

export const SET_MENU_STOCK = gql`
  mutation setMenuStock($id: ID!, $stockLeft: Int, $dailyStock: Int) {
    setMenuStock(id: $id, stockLeft: $stockLeft, dailyStock: $dailyStock) {
      id
      stockLeft
      dailyStock
    }
  }
`;
