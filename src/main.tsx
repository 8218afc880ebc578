import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { RootRoutes } from './admin/RootRoutes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A data router: react-admin's forms block navigation with unsaved changes through its useBlocker.
const router = createBrowserRouter([{ path: '*', element: <RootRoutes /> }]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
