import { gql } from '@apollo/client';

/**
 * The restaurant's categories and, for every menu, where its ticket prints (docs/architecture.md §3 custom query of
 * printer_classes).
 */
export const PRINTER_ROUTING = gql`
  query printerRouting($restaurantId: ID!) {
    printerRouting(restaurantId: $restaurantId) {
      categories {
        id
        name
        printerClassId
      }
      menus {
        menuId
        menuName
        categoryId
        categoryName
        menuPrinterClassId
        printerClassId
        printerClassName
        via
      }
    }
  }
`;
