/** A package menu as its screens read it. */
export interface PackageGroup {
  id?: string;
  name: string;
  min: number;
  max: number;
  menuIds: string[];
}

/** A group whose menus that can be chosen now are fewer than its min (computed by the server). */
export interface PackageWarning {
  groupId: string;
  groupName: string;
  min: number;
  available: number;
}

export interface PackageMenu {
  id: string;
  restaurantId: string;
  name: string;
  price: number;
  imageUrl: string | null;
  status: string;
  groups: PackageGroup[];
  warnings: PackageWarning[];
}

export interface MenuChoice {
  id: string;
  name: string;
  price: number;
  hidden: boolean;
  soldOut: boolean;
}
