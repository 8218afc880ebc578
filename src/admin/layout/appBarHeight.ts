/** The app bar's height: dense (48 px) from the `sm` breakpoint up, 56 px on a phone (react-admin's AppBar). */
export const APP_BAR_HEIGHT = { xs: 56, sm: 48 } as const;
