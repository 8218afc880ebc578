import { createContext, useContext } from 'react';
import type { AdminRoute } from './AdminRoute';

/**
 * The admin's route table, for screens that link to another resource's records (the audit log, Menu health).
 * Given by the app, which builds it from every resource: a resource's screens reading it from the table's
 * module would import every resource, their own among them.
 */
export const AdminRoutesContext = createContext<readonly AdminRoute[]>([]);

export const useAdminRoutes = () => useContext(AdminRoutesContext);
