/** A menu as the admin reads it. */
export interface Menu {
  id: string;
  restaurantId: string;
  name: string;
  nameSecondary: string | null;
  price: number;
  categoryId: string | null;
  tagIds: string[];
  status: string;
  hidden: boolean;
  featured: boolean;
  orderTypes: string[];
  imageUrl: string | null;
  soldOutUntil: string | null;
  available: boolean;
  /** Portions left today (none: not counted), and the count each business day starts with. */
  stockLeft: number | null;
  dailyStock: number | null;
  position: number;
  /** Read with the menu (its form edits them). */
  optionGroups?: {
    id: string;
    name: string;
    min: number;
    max: number;
    options: { id: string; name: string; price: number }[];
  }[];
}
