/**
 * Mail through a real SMTP conversation (SMTP_URL): the account mail reaches the mail server after
 * the answer, with its working link; mail_outbox records it as sent, without the link, so the
 * database never holds a usable code. A refused delivery is recorded and logged, and the visitor's
 * answer is the same. A mail whose transaction rolls back is never sent.
 */
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { BackgroundTasks } from '../../src/server/backgroundTasks';
import { mailOutbox, users } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/log';
import { createMailer } from '../../src/server/mail/mailer';
import { ADMIN } from './support/demo';
import { startFakeSmtp } from './support/fakeSmtp';
import { describeOnEachDatabase } from './support/testServer';

const smtp = await startFakeSmtp();
afterAll(() => smtp.close());

/** The mail's body as written, quoted-printable soft line breaks undone. */
const unfolded = (data: string) => data.replace(/=\n/g, '');

describeOnEachDatabase(
  'mail through SMTP',
  (server) => {
    const requestReset = (email: string) =>
      server().gql('mutation ($email: String!) { requestPasswordReset(email: $email) }', { email });
    const outbox = async (email: string) => {
      await server().server.settled();
      return server().server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    };

    it('delivers the reset mail with a working link; the outbox keeps it as sent, without the link', async () => {
      const before = smtp.received.length;
      expect((await requestReset(ADMIN.email)).data).toEqual({ requestPasswordReset: true });
      const [record] = await outbox(ADMIN.email);
      const delivered = smtp.received.slice(before);
      expect(delivered.map((mail) => mail.to)).toEqual([[ADMIN.email]]);
      const code = /\/psrc\/([A-Za-z0-9_-]{43})/.exec(unfolded(delivered[0].data))?.[1] ?? '';
      const link = await server().gql<{ accountLink: { email: string } | null }>(
        'query ($code: String!) { accountLink(code: $code, purpose: RESET_PASSWORD) { email } }',
        { code },
      );
      expect(link.data?.accountLink).toEqual({ email: ADMIN.email });

      expect(record.sentAt).toBeInstanceOf(Date);
      expect(record.error).toBeNull();
      expect(`${record.text}${record.html}`).not.toContain(code);
      expect(record.text).toContain('[one-time link: sent by mail, not kept]');
    });

    it('a mail whose transaction rolls back is never sent: the delivery waits for the transaction to end', async () => {
      const { config, database } = server().server;
      const background = new BackgroundTasks(createLogger('silent'));
      const mailer = createMailer({
        config,
        db: database.db,
        log: createLogger('silent'),
        background,
        now: () => new Date(),
      });
      const before = smtp.received.length;
      const mail = { to: 'rolled-back@restoboard.test', subject: 'Never', text: 'x', html: '<p>x</p>', link: 'none' };
      await database.db
        .transaction(async (tx) => {
          await mailer.send(tx, mail);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await background.settled();
      expect(smtp.received.length).toBe(before);
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to))).toEqual([]);
    });

    it('a delivery the mail server refuses is recorded with its error; the visitor was answered all the same', async () => {
      const email = 'bounce-admin@restoboard.test';
      await server().server.database.db.insert(users).values({ email, role: 'ADMIN', verified: true });
      expect((await requestReset(email)).data).toEqual({ requestPasswordReset: true });
      const [record] = await outbox(email);
      expect(record.sentAt).toBeNull();
      expect(record.error).toMatch(/550|no such mailbox/i);
    });
  },
  { settings: { smtpUrl: smtp.url } },
);
