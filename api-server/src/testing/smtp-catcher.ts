// A real SMTP server in the test process (the `smtp-server` package): it keeps every message it
// accepted, parsed (mailparser), and can be told to refuse mail, as a server that is down would.
import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import type { NotificationsPluginOptions } from '../plugins/notifications';

/**
 * The notification settings of an app that emails through `catcher` as the agency (the sender's
 * name and site of the demo), sending from the outbox's sender only: tests send when they choose.
 */
export function emailingThrough(
  catcher: SmtpCatcher,
  extra: Partial<NotificationsPluginOptions> = {},
): Partial<NotificationsPluginOptions> {
  return {
    smtpUrl: catcher.url,
    mailFrom: '"Sonarpur Tours & Travels" <bookings@agency.test>',
    agencyEmails: [],
    siteName: 'Sonarpur Tours & Travels',
    siteUrl: 'https://tours.example',
    sendOnCommit: false,
    ...extra,
  };
}

export interface SmtpCatcher {
  url: string;
  messages: ParsedMail[];
  /** While true, every message is refused with a 451 (temporary failure). */
  refusing: boolean;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher: Omit<SmtpCatcher, 'url' | 'close'> = { messages: [], refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (catcher.refusing) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            catcher.messages.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(catcher, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
