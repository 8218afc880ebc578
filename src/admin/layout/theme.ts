import { grey } from '@mui/material/colors';
import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { ScreenProgress } from './ScreenProgress';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
    laptop: true;
    desktop: true;
    monitor: true;
  }
}

/** A blue dark enough for white text on the app bar and for blue text on the page (WCAG AA, 4.5:1). */
const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };
/** A red that keeps 4.5:1 as a field's error label on the filled field's grey (MUI's #d32f2f gave 4.4:1). */
const RED = { light: '#ef5350', main: '#c62828', dark: '#b71c1c', contrastText: '#fff' };

/**
 * A checkbox's `aria-label` moved onto its input, where assistive technology reads it: react-admin's
 * row checkbox (DataTable bulk selection) gives it to the Checkbox, which MUI 9 puts on the root
 * span, leaving the input unlabelled (axe: critical).
 */
const CHECKBOX_LABEL_ON_INPUT = {
  defaultProps: {
    slotProps: {
      root: { 'aria-label': undefined },
      input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
    },
  },
};

/** MUI's secondary text: 4.5:1 and more on white and on a filled field's grey. */
const READABLE_GREY = 'rgba(0, 0, 0, 0.6)';
const DISABLED_TEXT_READABLE = { '&.Mui-disabled': { color: READABLE_GREY } };

/**
 * A screen waiting for its record (or the permission check) shows progress in its place, never
 * react-admin's "Loading / Please wait" page, nor a form with empty fields before its values.
 */
const PROGRESS_IN_PLACE = {
  defaultProps: { loading: createElement(ScreenProgress), authLoading: createElement(ScreenProgress) },
};

/**
 * react-admin's theme with the spec's breakpoints (docs/spec.md §2) beside MUI's own keys, which react-admin
 * uses; its colours adjusted to pass axe's contrast check (its app bar blue gave 3.1:1), checkbox labels on their
 * inputs, progress in place.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: BLUE, secondary: BLUE, error: RED },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: CHECKBOX_LABEL_ON_INPUT,
    // A list's rows keep their actions in view (react-admin shows them on hover only, out of reach of
    // keyboard and touch); clearing a whole list is not offered beside "add" (a list that needs it has its own, apart
    // and confirmed).
    RaSimpleFormIterator: {
      defaultProps: { disableClear: true },
      styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } },
    },
    // A disabled field's chips (an admin's own restaurants on its own account) still read at 4.5:1; MUI's 0.38 opacity
    // gave 2.1:1.
    MuiChip: { styleOverrides: { root: { '&.Mui-disabled': { opacity: 0.7 } } } },
    // A disabled field's label and helper (often saying why it is disabled) stay readable (4.5:1); its value stays
    // dimmed.
    MuiFormLabel: { styleOverrides: { root: DISABLED_TEXT_READABLE } },
    MuiFormHelperText: { styleOverrides: { root: DISABLED_TEXT_READABLE } },
    // react-admin's "Loading / Please wait" in a readable grey (its disabled grey gave 2.7:1).
    RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: READABLE_GREY } } } },
    // A lighter form toolbar than react-admin's grey 300, on which blue and red buttons fall short of 4.5:1.
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[100] } } },
    // Column titles on one line: long Indonesian titles ("Diskon nominal maksimum") wrapped every row's header to
    // double height.
    MuiTableCell: { styleOverrides: { head: { whiteSpace: 'nowrap' } } },
    RaEdit: PROGRESS_IN_PLACE,
    RaCreate: PROGRESS_IN_PLACE,
    RaShow: PROGRESS_IN_PLACE,
    RaList: PROGRESS_IN_PLACE,
  },
  sidebar: { width: 260, closedWidth: 50 },
  breakpoints: {
    values: {
      xs: 0,
      sm: 600,
      md: 900,
      lg: 1200,
      xl: 1536,
      mobile: 0,
      tablet: 640,
      laptop: 1024,
      desktop: 1200,
      monitor: 1368,
    },
  },
};
