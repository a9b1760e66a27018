// /admin/settings: each notification event on or off per channel (email, WhatsApp), saved at
// once, and the messages that could not be sent after their last attempt.
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_LABELS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSettings,
  type NotificationView,
} from '@tours/shared-ui/booking-office';
import { Alert, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';

import { ManagePageHeader } from '../../../components/manage-page-header';
import {
  FAILED_EMPTY,
  FAILED_HEADING,
  SETTINGS_EVENT_COLUMN,
  SETTINGS_HEADING,
  SETTINGS_INTRO,
  SETTINGS_LOAD_FAILED,
  SETTINGS_LOADING,
  SETTINGS_SAVE_FAILED,
  SETTINGS_SAVED,
  SETTINGS_TITLE,
  channelNotConfigured,
  settingLabel,
} from '../texts';
import { useOfficeApi } from '../use-office-api';
import { NotificationsTable } from './notifications-table';

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; settings: NotificationSettings; failed: NotificationView[] };

const isOn = (
  settings: NotificationSettings,
  event: NotificationEvent,
  channel: NotificationChannel,
) =>
  settings.settings.some(
    (setting) => setting.event === event && setting.channel === channel && setting.enabled,
  );

export function NotificationSettingsPage() {
  const office = useOfficeApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([office.notifications.settings(), office.notifications.list('failed')]).then(
      ([settings, failed]) => current && setState({ kind: 'loaded', settings, failed }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [office]);

  async function toggle(event: NotificationEvent, channel: NotificationChannel, enabled: boolean) {
    if (state.kind !== 'loaded') return;
    try {
      const settings = await office.notifications.saveSettings([{ event, channel, enabled }]);
      setState({ ...state, settings });
      setMessage({ type: 'success', text: SETTINGS_SAVED });
    } catch {
      setMessage({ type: 'error', text: SETTINGS_SAVE_FAILED });
    }
  }

  return (
    <section aria-labelledby="settings-title">
      <ManagePageHeader title={SETTINGS_TITLE} headingId="settings-title" />
      <section aria-labelledby="notification-settings-heading">
        <h2 id="notification-settings-heading">{SETTINGS_HEADING}</h2>
        <p>{SETTINGS_INTRO}</p>
        {message && (
          <Alert
            role={message.type === 'error' ? 'alert' : 'status'}
            type={message.type}
            showIcon
            message={message.text}
          />
        )}
        {state.kind === 'loading' && (
          <div role="status">
            <Spin size="small" /> {SETTINGS_LOADING}
          </div>
        )}
        {state.kind === 'failed' && <Alert type="error" showIcon message={SETTINGS_LOAD_FAILED} />}
        {state.kind === 'loaded' && (
          <>
            {NOTIFICATION_CHANNELS.filter((channel) => !state.settings.configured[channel]).map(
              (channel) => (
                <p key={channel}>{channelNotConfigured(NOTIFICATION_CHANNEL_LABELS[channel])}</p>
              ),
            )}
            <table>
              <thead>
                <tr>
                  <th scope="col">{SETTINGS_EVENT_COLUMN}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <th scope="col" key={channel}>
                      {NOTIFICATION_CHANNEL_LABELS[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_EVENTS.map((event) => (
                  <tr key={event}>
                    <th scope="row">{NOTIFICATION_EVENT_LABELS[event]}</th>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <td key={channel}>
                        <Switch
                          aria-label={settingLabel(
                            NOTIFICATION_EVENT_LABELS[event],
                            NOTIFICATION_CHANNEL_LABELS[channel],
                          )}
                          checked={isOn(state.settings, event, channel)}
                          onChange={(enabled) => void toggle(event, channel, enabled)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      {state.kind === 'loaded' && (
        <section aria-labelledby="failed-notifications-heading">
          <h2 id="failed-notifications-heading">{FAILED_HEADING}</h2>
          {state.failed.length === 0 ? (
            <p>{FAILED_EMPTY}</p>
          ) : (
            <NotificationsTable notifications={state.failed} caption={FAILED_HEADING} />
          )}
        </section>
      )}
    </section>
  );
}
