import type { FormTabProps } from 'react-admin';

/** What TabbedForm hands each tab (its value, path, intent…): a tab component passes it on to TabbedForm.Tab. */
export type TabProps = Omit<FormTabProps, 'label' | 'children'>;
