/** What the printer class screens read: printer classes, and the routing of the restaurant's categories and menus. */
export interface PrinterClass {
  id: string;
  restaurantId: string;
  name: string;
  destination: string;
  copies: number;
  categoryIds: string[];
  menuIds: string[];
}

export interface RoutedCategory {
  id: string;
  name: string;
  printerClassId: string | null;
}

export interface PrinterRoute {
  menuId: string;
  menuName: string;
  categoryId: string | null;
  categoryName: string | null;
  menuPrinterClassId: string | null;
  printerClassId: string | null;
  printerClassName: string | null;
  via: 'MENU' | 'CATEGORY' | 'NONE';
}

export interface PrinterRouting {
  categories: RoutedCategory[];
  menus: PrinterRoute[];
}
