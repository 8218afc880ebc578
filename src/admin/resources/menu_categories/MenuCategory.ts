/** A menu category as the admin reads it. */
export interface MenuCategory {
  id: string;
  restaurantId: string;
  name: string;
  nameSecondary: string | null;
  position: number;
  printerClassId: string | null;
  hidden: boolean;
  menuCount: number;
}
