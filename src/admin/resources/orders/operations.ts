import { gql } from '@apollo/client';

/** An order's money (domain OrderAmounts), as the totals and the detail read it. */
const AMOUNTS = 'subtotal discount tax serviceCharge deliveryCharge total';

/** The sums of the filtered orders, shown above the list. */
export const ORDER_TOTALS = gql`
  query orderTotals($filter: OrderFilter) {
    orderTotals(filter: $filter) {
      count
      ${AMOUNTS}
    }
  }
`;

/** One order with its items and timeline, for the side panel. */
export const ORDER_DETAIL = gql`
  query orderDetail($id: ID!) {
    Order(id: $id) {
      id
      number
      createdAt
      status
      paymentStatus
      orderType
      paymentMethod
      table
      customerName
      ${AMOUNTS}
      promoTitle
      confirmation
      items {
        id
        name
        quantity
        unitPrice
        options {
          group
          name
          price
        }
        lineTotal
        status
      }
      history {
        id
        status
        paymentStatus
        changedAt
      }
    }
  }
`;

/** The VAPID key to subscribe with, when the environment names none (local: the serving API's). */
export const PUSH_PUBLIC_KEY = gql`
  query pushPublicKey {
    pushPublicKey
  }
`;

export const SAVE_PUSH_SUBSCRIPTION = gql`
  mutation savePushSubscription($subscription: PushSubscriptionInput!) {
    savePushSubscription(subscription: $subscription)
  }
`;

export const REMOVE_PUSH_SUBSCRIPTION = gql`
  mutation removePushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint)
  }
`;
