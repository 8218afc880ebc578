import { useProfile } from '../useProfile';

/** Whether a super admin is viewing the app as someone else (read-only: the server refuses every write). */
export const useViewingAs = (): boolean => Boolean(useProfile()?.viewAs);
