/** Menu health in the catalogue, Indonesian (messagesEn.ts: English). */
import type { MenuHealthMessages } from './messagesEn';

export const MENU_HEALTH_MESSAGES_ID: MenuHealthMessages = {
  name: 'Kesehatan menu |||| Kesehatan menu',
  title: 'Kesehatan menu',
  total: '%{smart_count} masalah |||| %{smart_count} masalah',
  none: 'Tidak ada masalah ditemukan',
  noRestaurants: 'Belum ada restoran.',
};
