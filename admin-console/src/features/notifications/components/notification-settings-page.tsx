// /admin/settings: each notification event on or off per channel (email, WhatsApp), saved at
// once, and the messages that could not be sent after their last attempt. Other features' settings
// (the booking office's) come in through `sections`, first under the heading.
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENT_LABELS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSettings,
} from '@tours/shared-ui/booking-office';
import { Alert, Spin, Switch } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { ManagePageHeader } from '../../../components/manage-page-header';
import {
  FAILED_EMPTY,
  FAILED_HEADING,
  SETTINGS_EVENT_COLUMN,
  SETTINGS_HEADING,
  SETTINGS_INTRO,
  SETTINGS_LOADING,
  SETTINGS_TITLE,
  channelNotConfigured,
  settingLabel,
} from '../texts';
import { notificationSettingsActions } from '../slice';
import { selectNotificationSettings } from '../slice/selectors';
import { NotificationsTable } from './notifications-table';

const isOn = (
  settings: NotificationSettings,
  event: NotificationEvent,
  channel: NotificationChannel,
) =>
  settings.settings.some(
    (setting) => setting.event === event && setting.channel === channel && setting.enabled,
  );

export function NotificationSettingsPage({ sections }: { sections?: ReactNode }) {
  const dispatch = useDispatch();
  const { value, status, error } = useSelector(selectNotificationSettings);

  useEffect(() => {
    dispatch(notificationSettingsActions.requested());
  }, [dispatch]);

  const toggle = (event: NotificationEvent, channel: NotificationChannel, enabled: boolean) =>
    dispatch(notificationSettingsActions.changeRequested({ event, channel, enabled }));

  return (
    <section aria-labelledby="settings-title">
      <ManagePageHeader title={SETTINGS_TITLE} headingId="settings-title" />
      {sections}
      <section aria-labelledby="notification-settings-heading">
        <h2 id="notification-settings-heading">{SETTINGS_HEADING}</h2>
        <p>{SETTINGS_INTRO}</p>
        {(status === 'idle' || status === 'loading') && (
          <div role="status">
            <Spin size="small" /> {SETTINGS_LOADING}
          </div>
        )}
        {status === 'failed' && <Alert type="error" showIcon message={error} />}
        {value && (
          <>
            {NOTIFICATION_CHANNELS.filter((channel) => !value.settings.configured[channel]).map(
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
                          checked={isOn(value.settings, event, channel)}
                          onChange={(enabled) => toggle(event, channel, enabled)}
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
      {value && (
        <section aria-labelledby="failed-notifications-heading">
          <h2 id="failed-notifications-heading">{FAILED_HEADING}</h2>
          {value.failed.length === 0 ? (
            <p>{FAILED_EMPTY}</p>
          ) : (
            <NotificationsTable notifications={value.failed} caption={FAILED_HEADING} />
          )}
        </section>
      )}
    </section>
  );
}
