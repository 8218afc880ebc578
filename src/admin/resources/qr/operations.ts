import { gql } from '@apollo/client';

/** Each table's code, which its QR code's address carries (docs/features.md, "Table codes"). */
export const TABLE_CODES = gql`
  query tableCodes($restaurantId: ID!) {
    tableCodes(restaurantId: $restaurantId) {
      table
      code
    }
  }
`;

export const REGENERATE_TABLE_CODE = gql`
  mutation regenerateTableCode($restaurantId: ID!, $table: Int!) {
    regenerateTableCode(restaurantId: $restaurantId, table: $table) {
      table
      code
    }
  }
`;

export interface TableCode {
  table: number;
  code: string;
}

const WAITING_ORDER = `
  id
  number
  table
  createdAt
  customerName
  total
  lines {
    name
    quantity
    options
  }
`;

/** The restaurant's table orders waiting for its staff, oldest first. */
export const TABLE_ORDERS_TO_CONFIRM = gql`
  query tableOrdersToConfirm($restaurantId: ID!) {
    tableOrdersToConfirm(restaurantId: $restaurantId) {
      ${WAITING_ORDER}
    }
  }
`;

export const CONFIRM_TABLE_ORDER = gql`
  mutation confirmTableOrder($id: ID!, $confirm: Boolean!) {
    confirmTableOrder(id: $id, confirm: $confirm) {
      ${WAITING_ORDER}
    }
  }
`;

export interface WaitingTableOrder {
  id: string;
  number: number;
  table: string;
  createdAt: string;
  customerName: string | null;
  total: number;
  lines: { name: string; quantity: number; options: string[] }[];
}
