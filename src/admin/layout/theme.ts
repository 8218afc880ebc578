import { defaultTheme, type RaThemeOptions } from 'react-admin';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
    laptop: true;
    desktop: true;
    monitor: true;
  }
}

/**
 * react-admin's theme with the spec's breakpoints (spec §2) beside MUI's own keys, which react-admin
 * uses, and an app bar dark enough for its white text (react-admin's #2196f3 gives 3.1:1; WCAG AA
 * asks 4.5:1).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' } },
  sidebar: { width: 260, closedWidth: 50 },
  breakpoints: {
    values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, mobile: 0, tablet: 640, laptop: 1024, desktop: 1200, monitor: 1368 },
  },
};
