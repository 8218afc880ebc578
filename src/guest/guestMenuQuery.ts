import type { Locale, OpeningInterval } from '../domain';
import { publicRequest, type PublicOutcome } from '../web/publicRequest';

export interface GuestOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  options: { id: string; name: string; price: number }[];
}

export interface GuestItem {
  id: string;
  name: string;
  nameSecondary: string | null;
  description: string | null;
  descriptionSecondary: string | null;
  price: number;
  imageUrl: string | null;
  featured: boolean;
  soldOut: boolean;
  /** Sold out because its stock count ran out today. */
  outOfStock: boolean;
  optionGroups: GuestOptionGroup[];
}

export interface GuestCategory {
  id: string | null;
  name: string | null;
  nameSecondary: string | null;
  items: GuestItem[];
}

export interface GuestPackage {
  id: string;
  name: string;
  price: number;
  imageUrl: string | null;
  /** A group has fewer choices on sale now than it asks for. */
  soldOut: boolean;
  groups: { name: string; min: number; max: number; choiceIds: string[] }[];
}

export interface GuestMenu {
  name: string;
  slug: string;
  logoUrl: string | null;
  currency: string;
  primaryLanguage: string | null;
  secondaryLanguage: string | null;
  todayHours: OpeningInterval[];
  openingHours: OpeningInterval[];
  openNow: boolean;
  categories: GuestCategory[];
  packages: GuestPackage[];
  /** A token of what this answer shows: the stream of changes compares it (docs/features.md, "Live guest menus"). */
  version: string;
}

export const GUEST_MENU_QUERY = `query GuestMenu($slug: String!) {
  guestMenu(slug: $slug) {
    name slug logoUrl currency primaryLanguage secondaryLanguage openNow version
    todayHours { day start end allDay }
    openingHours { day start end allDay }
    categories {
      id name nameSecondary
      items { id name nameSecondary description descriptionSecondary price imageUrl featured soldOut outOfStock optionGroups { id name min max options { id name price } } }
    }
    packages { id name price imageUrl soldOut groups { name min max choiceIds } }
  }
}`;

/** The restaurant's menu as guests see it; `data.guestMenu` is null for an unknown slug. */
export const fetchGuestMenu = (slug: string, locale: Locale): Promise<PublicOutcome<{ guestMenu: GuestMenu | null }>> =>
  publicRequest('GuestMenu', GUEST_MENU_QUERY, { slug }, locale);
