// A section of /admin/settings for settings the API holds as one value (the booking office's, the
// GST settings): its heading and intro, then its form once the value is there, or why it is not.
import { Alert } from 'antd';
import type { ReactNode } from 'react';

import type { ValueState } from '../lib/load-status';
import { PageLoading } from './page-loading';

interface SettingsSectionProps<T> {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  intro: ReactNode;
  state: ValueState<T>;
  loadingText: string;
  /** The form of the fetched value. */
  children: (value: T) => ReactNode;
}

export function SettingsSection<T>({
  headingId,
  heading,
  intro,
  state,
  loadingText,
  children,
}: SettingsSectionProps<T>) {
  let body: ReactNode;
  if (state.status === 'failed')
    body = <Alert type="error" showIcon role="alert" title={state.error} />;
  else if (state.value === null) body = <PageLoading text={loadingText} />;
  else body = children(state.value);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro}
      {body}
    </section>
  );
}
