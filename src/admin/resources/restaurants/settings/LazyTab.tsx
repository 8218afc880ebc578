import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { TabbedForm } from 'react-admin';
import { ScreenProgress } from '../../../layout/ScreenProgress';
import type { TabProps } from './tabProps';

interface LazyTabProps extends TabProps {
  label: string;
  fields: LazyExoticComponent<ComponentType>;
}

/**
 * A settings tab whose inputs load with their own chunk: only the first tab's code is needed before
 * the form shows, the others arrive while it is being read (they mount hidden, so their rules and
 * error marks hold as soon as they are there).
 */
export function LazyTab({ label, fields: Fields, ...props }: LazyTabProps) {
  return (
    <TabbedForm.Tab label={label} {...props}>
      <Suspense fallback={<ScreenProgress />}>
        <Fields />
      </Suspense>
    </TabbedForm.Tab>
  );
}
