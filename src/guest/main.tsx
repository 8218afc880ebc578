/**
 * The page behind the QR codes (menu.html, served for /menu/{slug}): an entry of its own, so that a
 * guest's phone loads React and this page only, none of the admin, its router or its messages.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import GuestMenuPage from './GuestMenuPage';

const root = document.getElementById('root');
if (!root) throw new Error('menu.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <GuestMenuPage />
  </StrictMode>,
);
