/**
 * Sending mail (docs/architecture.md §5). With SMTP_URL, nodemailer delivers it after the request (the request
 * never waits on a mail server) and mail_outbox keeps a record of it without its one-time link,
 * so that the database never holds a usable code. Without SMTP_URL the development outbox is the
 * whole of it: the mail, link included, is a row of mail_outbox and a line of the log.
 */
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { BackgroundTasks } from '../backgroundTasks';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../log';
import { inSpan, SpanKind } from '../tracing';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time link the mail carries. */
  link: string;
}

export interface Mailer {
  /** Records the mail with `db` (a transaction's, when in one) and has it delivered. */
  send(db: Database, mail: Mail): Promise<void>;
  close(): void;
}

interface MailerServices {
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  db: Database;
  log: Logger;
  background: BackgroundTasks;
  now(): Date;
}

const REDACTED = '[one-time link: sent by mail, not kept]';

export function createMailer({ config, db: rootDb, log, background, now }: MailerServices): Mailer {
  if (!config.smtpUrl) {
    return {
      async send(db, mail) {
        const { link: _, ...row } = mail;
        const [record] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
        // The link, for local use; the recipient is in the mail_outbox row (never an email in the log).
        log.info(`Development outbox: mail ${record.id}, "${mail.subject}": ${mail.link}`);
      },
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(db, mail) {
      const { link, ...message } = mail;
      const redact = (text: string) => text.replaceAll(link, REDACTED);
      const [record] = await db
        .insert(mailOutbox)
        .values({ ...message, text: redact(message.text), html: redact(message.html) })
        .returning({ id: mailOutbox.id });
      // Held by the writing transaction until it ends: the delivery waits for it, so that it finds the row committed
      // (the mail server can answer before the transaction commits) and sends nothing for a row rolled back.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${record.id}))`);
      background.run(`Mail ${record.id}`, async () => {
        await rootDb.execute(sql`select pg_advisory_xact_lock(hashtext(${record.id}))`);
        const [kept] = await rootDb.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, record.id));
        if (!kept) return;
        const outcome = await inSpan(
          'smtp send',
          {},
          () => transport.sendMail({ from: config.mailFrom, ...message }),
          SpanKind.CLIENT,
        ).then(
          () => ({ sentAt: now() }),
          (error: unknown) => {
            log.error(`Mail ${record.id} was not delivered`, error);
            return { error: error instanceof Error ? error.message : String(error) };
          },
        );
        await rootDb.update(mailOutbox).set(outcome).where(eq(mailOutbox.id, record.id));
      });
    },
    close: () => transport.close(),
  };
}
