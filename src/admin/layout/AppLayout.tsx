import { GlobalStyles } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ViewAsBanner } from '../viewAs/ViewAsBanner';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { DesktopNotice } from './DesktopNotice';
import { GlobalWaiting } from './GlobalWaiting';

/** docs/spec.md §2: printed pages are 500 px wide (QR sheets). */
const printStyles = <GlobalStyles styles={{ '@media print': { body: { width: 500 } } }} />;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AppBar} menu={AppMenu}>
      {printStyles}
      <ViewAsBanner />
      <DesktopNotice />
      {children}
      <GlobalWaiting />
    </Layout>
  );
}
