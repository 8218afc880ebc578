/**
 * The account flows (docs/architecture.md §5): password reset, email verification, PIN reset and their
 * mails. Codes are single-use and expire by the server clock (controlled here); the public
 * requests answer the same, before looking the email up, for known and unknown emails, and are throttled;
 * every rule lands on its field with nothing written. Mail is read from the development outbox.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/auth/password';
import { accountCodes, auditEntries, mailOutbox, userRestaurants, users } from '../../src/server/db/schema';
import { sendVerificationMail } from '../../src/server/accounts/accountMail';
import { MAIL_LIMITS } from '../../src/server/accounts/mailLimits';
import { BackgroundTasks } from '../../src/server/backgroundTasks';
import { createLogger } from '../../src/server/log';
import { createMailer } from '../../src/server/mail/mailer';
import { ADMIN, DEMO_RESTAURANT_IDS, MULTI_ADMIN, SUPERADMIN } from './support/demo';
import { describeOnEachDatabase, type GraphQLResponse, type RequestOptions } from './support/testServer';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NEW_PASSWORD = 'Fresh#2027';

let clock = new Date('2026-11-23T08:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

let addresses = 0;
/** A client address no other test has used (TEST-NET-3), so the mail limits of one test do not reach another. */
const freshAddress = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

const LINK = /\/(psrc|yfrv|pinrc)\/([A-Za-z0-9_-]{43})/;

describeOnEachDatabase(
  'account flows',
  (server) => {
    const db = () => server().server.database.db;
    let serial = 0;

    /** Sends anonymously from an address of the test's own (or the one given). */
    const anonymous = (
      query: string,
      variables: Record<string, unknown>,
      options: RequestOptions & { from?: string } = {},
    ) =>
      server().gql<Record<string, unknown>>(query, variables, {
        ...options,
        headers: { 'x-forwarded-for': options.from ?? freshAddress() },
      });

    const requestReset = (email: string, options: RequestOptions & { from?: string } = {}) =>
      anonymous('mutation ($email: String!) { requestPasswordReset(email: $email) }', { email }, options);
    const requestVerification = (email: string, options: RequestOptions & { from?: string } = {}) =>
      anonymous('mutation ($email: String!) { requestVerificationLink(email: $email) }', { email }, options);
    const login = (email: string, password: string) =>
      anonymous(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { jwtToken } }',
        { email, password },
      );
    const resetPassword = (code: string, password = NEW_PASSWORD, passwordConfirmation = password) =>
      anonymous(
        'mutation ($code: String!, $p: String!, $c: String!) { resetPassword(code: $code, password: $p, passwordConfirmation: $c) }',
        { code, p: password, c: passwordConfirmation },
      );
    const verifyEmail = (code: string, variables: Record<string, unknown>) =>
      anonymous(
        'mutation ($code: String!, $password: String, $passwordConfirmation: String, $acceptTerms: Boolean!) { verifyEmail(code: $code, password: $password, passwordConfirmation: $passwordConfirmation, acceptTerms: $acceptTerms) }',
        { code, ...variables },
      );
    const resetPin = (code: string, pin: string, pinConfirmation = pin) =>
      anonymous(
        'mutation ($code: String!, $pin: String!, $c: String!) { resetPin(code: $code, pin: $pin, pinConfirmation: $c) }',
        { code, pin, c: pinConfirmation },
      );
    const accountLink = async (code: string, purpose: string) =>
      (
        await anonymous(
          'query ($code: String!, $purpose: AccountLinkPurpose!) { accountLink(code: $code, purpose: $purpose) { email needsPassword } }',
          { code, purpose },
        )
      ).data?.accountLink;
    const asUser = async (userId: string, query: string, variables: Record<string, unknown>, locale?: string) =>
      server().gql<Record<string, unknown>>(query, variables, { token: await server().tokenFor(userId), locale });

    /** A user made in the database: an ADMIN of Warung Nusantara unless told otherwise. */
    async function makeUser(
      values: Partial<typeof users.$inferInsert> & { password?: string; restaurantIds?: string[] } = {},
    ) {
      serial += 1;
      const { password, restaurantIds = [DEMO_RESTAURANT_IDS.warungNusantara], ...columns } = values;
      const [user] = await db()
        .insert(users)
        .values({
          email: `flow-${serial}@restoboard.test`,
          name: `Flow ${serial}`,
          role: 'ADMIN',
          restoUuid: restaurantIds[0],
          verified: true,
          passwordHash: password ? await hashPassword(password) : null,
          ...columns,
        })
        .returning({ id: users.id, email: users.email });
      if (restaurantIds.length)
        await db()
          .insert(userRestaurants)
          .values(restaurantIds.map((restaurantId) => ({ userId: user.id, restaurantId })));
      server().server.tableWrites.written('users');
      return user;
    }

    const mailsTo = async (email: string) => {
      await server().server.settled();
      return db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
    };
    /** The code of the newest mail to `email`, checking that its link leads to `path`. */
    async function codeMailed(email: string, path: 'psrc' | 'yfrv' | 'pinrc'): Promise<string> {
      const [mail] = await mailsTo(email);
      const [, linkPath, code] = LINK.exec(mail?.text ?? '') ?? [];
      expect(linkPath).toBe(path);
      expect(mail.html).toContain(`${server().url}/${path}/${code}`);
      return code;
    }
    const stored = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
    const errorOf = (response: GraphQLResponse) => response.errors?.[0];

    describe('password reset', () => {
      it('mails a link to psrc/{code}, in plain text and HTML, in the language asked for', async () => {
        const user = await makeUser({ password: 'Old#2026x' });
        expect((await requestReset(user.email)).data).toEqual({ requestPasswordReset: true });
        const [mail] = await mailsTo(user.email);
        expect(mail).toMatchObject({ subject: 'Reset your Restoboard password', sentAt: null });
        expect(mail.text).toMatch(/^Hello Flow \d+,/);
        expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
        await codeMailed(user.email, 'psrc');

        await requestReset(user.email, { locale: 'id-ID,id;q=0.9' });
        const [inIndonesian] = await mailsTo(user.email);
        expect(inIndonesian.subject).toBe('Atur ulang kata sandi Restoboard Anda');
        expect(inIndonesian.html).toContain('<html lang="id">');
      });

      it('answers a known, an unknown and an inactive account alike, and mails only the active known one', async () => {
        const known = await makeUser({ password: 'Old#2026x' });
        const inactive = await makeUser({ password: 'Old#2026x', active: false });
        const answers = await Promise.all(
          [known.email, 'nobody-here@restoboard.test', inactive.email].map((email) => requestReset(email)),
        );
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(await mailsTo(known.email)).toHaveLength(1);
        expect(await mailsTo('nobody-here@restoboard.test')).toHaveLength(0);
        expect(await mailsTo(inactive.email)).toHaveLength(0);
      });

      it('answers a known and an unknown email before it looks either up: nothing about the account is done before the answer, so no timing tells them apart', async () => {
        const known = await makeUser({ password: 'Old#2026x' });
        const { database } = server().server;
        // Every transaction (the account's lookup and its mail) is held back until both answers are in.
        let release = () => undefined as void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const transaction = database.db.transaction.bind(database.db);
        let held = 0;
        const holding = vi.spyOn(database.db, 'transaction').mockImplementation((async (
          ...args: Parameters<typeof transaction>
        ) => {
          held += 1;
          await gate;
          return transaction(...args);
        }) as typeof transaction);
        try {
          const answers = await Promise.all([requestReset(known.email), requestReset('unknown-held@restoboard.test')]);
          expect(answers[0]).toEqual({ status: 200, data: { requestPasswordReset: true } });
          expect(answers[1]).toEqual(answers[0]);
        } finally {
          release();
          holding.mockRestore();
        }
        expect(held).toBeGreaterThan(0); // the work was there, after the answers
        expect(await mailsTo(known.email)).toHaveLength(1);
        expect(await mailsTo('unknown-held@restoboard.test')).toHaveLength(0);
      });

      it(`is throttled per email and address (${MAIL_LIMITS.perEmailAndAddress}) and per address (${MAIL_LIMITS.perAddress}), alike for known and unknown emails`, async () => {
        const known = await makeUser({ password: 'Old#2026x' });
        for (const email of [known.email, 'unknown-throttled@restoboard.test']) {
          const from = freshAddress();
          for (let i = 0; i < MAIL_LIMITS.perEmailAndAddress; i += 1)
            expect((await requestReset(email, { from })).errors).toBeUndefined();
          expect(errorOf(await requestReset(email, { from }))).toMatchObject({
            extensions: { code: 'RATE_LIMITED', messageKey: 'errors.rateLimited' },
          });
          expect((await requestReset(email)).errors, 'another address is not held back').toBeUndefined();
        }
        const from = freshAddress();
        for (let i = 0; i < MAIL_LIMITS.perAddress; i += 1)
          expect((await requestReset(`spray-${i}@restoboard.test`, { from })).errors).toBeUndefined();
        expect(errorOf(await requestReset('spray-last@restoboard.test', { from }))?.extensions?.code).toBe(
          'RATE_LIMITED',
        );
      });

      it('mails one account at most 3 times in 15 minutes, however many addresses ask', async () => {
        const user = await makeUser({ password: 'Old#2026x' });
        for (let i = 0; i < 5; i += 1) expect((await requestReset(user.email)).errors).toBeUndefined();
        expect(await mailsTo(user.email)).toHaveLength(3);
      });

      it('refuses an email that is no address on its field, before counting it', async () => {
        const response = await requestReset('not-an-email');
        expect(errorOf(response)).toMatchObject({
          message: 'There are some errors in your fields.',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'validation.invalid' } },
        });
      });

      it('sets the new password with the code once: the old password and every session end, the link is then used', async () => {
        const user = await makeUser({ password: 'Old#2026x' });
        const oldToken = await server().tokenFor(user.id);
        await requestReset(user.email);
        const code = await codeMailed(user.email, 'psrc');
        expect(await accountLink(code, 'RESET_PASSWORD')).toEqual({ email: user.email, needsPassword: false });

        expect((await resetPassword(code)).data).toEqual({ resetPassword: true });
        const [entry] = await db()
          .select()
          .from(auditEntries)
          .where(and(eq(auditEntries.recordId, user.id), eq(auditEntries.operation, 'resetPassword')));
        expect(entry).toMatchObject({
          actorId: user.id,
          actorEmail: user.email,
          resource: 'users',
          action: 'resetPassword',
          changes: [{ field: 'passwordHash', before: null, after: null, redacted: true }],
        });
        expect((await login(user.email, NEW_PASSWORD)).errors).toBeUndefined();
        expect(errorOf(await login(user.email, 'Old#2026x'))?.extensions?.messageKey).toBe('errors.authFailed');
        const oldSession = await server().gql('{ me { id } }', {}, { token: oldToken });
        expect(errorOf(oldSession)?.message).toContain('context creation');

        expect(await accountLink(code, 'RESET_PASSWORD')).toBeNull();
        expect(errorOf(await resetPassword(code, 'Other#2028'))).toMatchObject({
          message: 'This link has been used or has expired.',
          extensions: { code: 'NOT_FOUND', messageKey: 'errors.codeInvalid' },
        });
        expect((await login(user.email, NEW_PASSWORD)).errors).toBeUndefined();
      });

      it('refuses a weak password and a confirmation that differs on their fields, changing nothing and keeping the code', async () => {
        const user = await makeUser({ password: 'Old#2026x' });
        await requestReset(user.email);
        const code = await codeMailed(user.email, 'psrc');
        const before = await stored(user.id);
        const weak = await resetPassword(code, 'password1');
        expect(errorOf(weak)?.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { password: 'validation.passwordWeak' },
        });
        const mismatch = await resetPassword(code, NEW_PASSWORD, 'Fresh#2028');
        expect(errorOf(mismatch)?.extensions?.fieldErrors).toEqual({
          passwordConfirmation: 'validation.passwordMismatch',
        });
        const inIndonesian = await anonymous(
          'mutation ($code: String!) { resetPassword(code: $code, password: "", passwordConfirmation: "") }',
          { code },
          { locale: 'id' },
        );
        expect(errorOf(inIndonesian)?.message).toBe('Ada kesalahan pada isian Anda.');
        expect(await stored(user.id)).toEqual(before);
        expect(await accountLink(code, 'RESET_PASSWORD')).not.toBeNull();
      });

      it('a code works for 1 hour by the server clock, and a new one voids the older', async () => {
        const user = await makeUser({ password: 'Old#2026x' });
        await requestReset(user.email);
        const first = await codeMailed(user.email, 'psrc');
        advance(HOUR - 1000);
        expect(await accountLink(first, 'RESET_PASSWORD')).not.toBeNull();
        advance(2000);
        expect(await accountLink(first, 'RESET_PASSWORD')).toBeNull();
        expect(errorOf(await resetPassword(first))?.extensions?.messageKey).toBe('errors.codeInvalid');

        await requestReset(user.email);
        const second = await codeMailed(user.email, 'psrc');
        await requestReset(user.email);
        const third = await codeMailed(user.email, 'psrc');
        expect(await accountLink(second, 'RESET_PASSWORD')).toBeNull();
        expect((await resetPassword(third)).errors).toBeUndefined();
      });

      it('a code is only ever stored as its SHA-256, and a code of another purpose or made up does not work', async () => {
        const user = await makeUser({ password: 'Old#2026x' });
        await requestReset(user.email);
        const code = await codeMailed(user.email, 'psrc');
        const rows = await db().select().from(accountCodes).where(eq(accountCodes.userId, user.id));
        expect(rows.map((r) => r.codeHash)).not.toContain(code);
        expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
        expect(await accountLink(code, 'RESET_PIN')).toBeNull();
        expect(errorOf(await resetPin(code, '123456'))?.extensions?.messageKey).toBe('errors.codeInvalid');
        expect(await accountLink('x'.repeat(43), 'RESET_PASSWORD')).toBeNull();
        expect(await accountLink("' or 1=1 --", 'RESET_PASSWORD')).toBeNull();
      });
    });

    describe('email verification', () => {
      it('an unverified ADMIN is told at sign-in to verify first, asks for a new link, verifies accepting the terms, then signs in', async () => {
        const user = await makeUser({ password: 'Old#2026x', verified: false });
        expect(errorOf(await login(user.email, 'Old#2026x'))).toMatchObject({
          message: 'Please verify your email address first, through the link we sent you.',
          extensions: { code: 'FORBIDDEN', messageKey: 'errors.verifyFirst' },
        });
        expect(
          errorOf(await login(user.email, 'Wrong#2026x'))?.extensions?.messageKey,
          'nothing is told without the password',
        ).toBe('errors.authFailed');

        const unknown = await requestVerification('nobody-verifies@restoboard.test');
        expect(await requestVerification(user.email)).toEqual(unknown);
        const code = await codeMailed(user.email, 'yfrv');
        expect((await mailsTo(user.email))[0].subject).toBe('Verify your email address for Restoboard');

        const refused = await verifyEmail(code, { acceptTerms: false });
        expect(errorOf(refused)?.extensions?.fieldErrors).toEqual({ acceptTerms: 'validation.acceptTerms' });
        const inIndonesian = await anonymous(
          'mutation ($code: String!) { verifyEmail(code: $code, acceptTerms: false) }',
          { code },
          { locale: 'id' },
        );
        expect(errorOf(inIndonesian)?.extensions?.fieldErrorParams).toBeDefined();
        expect((await stored(user.id)).verified).toBe(false);

        expect((await verifyEmail(code, { acceptTerms: true })).data).toEqual({ verifyEmail: true });
        expect((await stored(user.id)).verified).toBe(true);
        expect((await login(user.email, 'Old#2026x')).errors).toBeUndefined();
        expect(errorOf(await verifyEmail(code, { acceptTerms: true }))?.extensions?.messageKey).toBe(
          'errors.codeInvalid',
        );
      });

      it('an invited user (no password yet) sets its password when it verifies, by the password rules', async () => {
        const user = await makeUser({ verified: false });
        await asUser(SUPERADMIN.id, 'mutation ($id: ID!) { sendVerificationLink(userId: $id) }', { id: user.id });
        const code = await codeMailed(user.email, 'yfrv');
        expect(await accountLink(code, 'VERIFY_EMAIL')).toEqual({ email: user.email, needsPassword: true });

        const missing = await verifyEmail(code, { acceptTerms: true });
        expect(errorOf(missing)?.extensions?.fieldErrors).toEqual({
          password: 'validation.required',
          passwordConfirmation: 'validation.required',
        });
        const weak = await verifyEmail(code, {
          password: 'weakpass',
          passwordConfirmation: 'weakpass',
          acceptTerms: false,
        });
        expect(errorOf(weak)?.extensions?.fieldErrors).toEqual({
          password: 'validation.passwordWeak',
          acceptTerms: 'validation.acceptTerms',
        });
        expect(await stored(user.id)).toMatchObject({ verified: false, passwordHash: null });

        expect(
          (await verifyEmail(code, { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, acceptTerms: true }))
            .errors,
        ).toBeUndefined();
        expect((await login(user.email, NEW_PASSWORD)).errors).toBeUndefined();
      });

      it('sendVerificationMail, which user creation calls inside its transaction, mails the new user its link in the given language', async () => {
        const user = await makeUser({ verified: false });
        const { config } = server().server;
        const background = new BackgroundTasks(createLogger('silent'));
        const mailer = createMailer({ config, db: db(), log: createLogger('silent'), background, now: () => clock });
        await db().transaction((tx) =>
          sendVerificationMail({ db: tx, mailer, locale: 'id', now: () => clock, appUrl: () => server().url }, user.id),
        );
        const code = await codeMailed(user.email, 'yfrv');
        expect((await mailsTo(user.email))[0].subject).toBe('Verifikasi alamat email Anda untuk Restoboard');
        expect(await accountLink(code, 'VERIFY_EMAIL')).toEqual({ email: user.email, needsPassword: true });
      });

      it('a verification link works for 7 days', async () => {
        const user = await makeUser({ password: 'Old#2026x', verified: false });
        await requestVerification(user.email);
        const code = await codeMailed(user.email, 'yfrv');
        advance(7 * DAY - 1000);
        expect(await accountLink(code, 'VERIFY_EMAIL')).not.toBeNull();
        advance(2000);
        expect(errorOf(await verifyEmail(code, { acceptTerms: true }))?.extensions?.messageKey).toBe(
          'errors.codeInvalid',
        );
      });

      it('a verified or inactive account gets no verification mail; the answer is the same', async () => {
        const verified = await makeUser({ password: 'Old#2026x' });
        const inactive = await makeUser({ password: 'Old#2026x', verified: false, active: false });
        expect((await requestVerification(verified.email)).data).toEqual({ requestVerificationLink: true });
        expect((await requestVerification(inactive.email)).data).toEqual({ requestVerificationLink: true });
        expect(await mailsTo(verified.email)).toHaveLength(0);
        expect(await mailsTo(inactive.email)).toHaveLength(0);
      });

      it('an admin sends a verification link from the user page in its language; never to a verified user', async () => {
        const user = await makeUser({ password: 'Old#2026x', verified: false });
        expect(
          (await asUser(ADMIN.id, 'mutation ($id: ID!) { sendVerificationLink(userId: $id) }', { id: user.id }, 'id'))
            .data,
        ).toEqual({ sendVerificationLink: true });
        expect((await mailsTo(user.email))[0].subject).toBe('Verifikasi alamat email Anda untuk Restoboard');
        const verified = await makeUser({ password: 'Old#2026x' });
        const refused = await asUser(ADMIN.id, 'mutation ($id: ID!) { sendVerificationLink(userId: $id) }', {
          id: verified.id,
        });
        expect(errorOf(refused)).toMatchObject({
          message: 'This email address is already verified.',
          extensions: { code: 'BAD_USER_INPUT' },
        });
        expect(await mailsTo(verified.email)).toHaveLength(0);
      });
    });

    describe('sign-in of an inactive user', () => {
      it('is refused once the password is right, and says nothing before', async () => {
        const user = await makeUser({ password: 'Old#2026x', active: false });
        expect(errorOf(await login(user.email, 'Old#2026x'))).toMatchObject({
          message: 'This account is inactive. Ask your admin to activate it again.',
          extensions: { code: 'FORBIDDEN', messageKey: 'errors.accountInactive' },
        });
        expect(errorOf(await login(user.email, 'Wrong#2026x'))?.extensions?.messageKey).toBe('errors.authFailed');
      });
    });

    describe('PIN reset', () => {
      const sendPinLink = (actorId: string, userId: string) =>
        asUser(actorId, 'mutation ($id: ID!) { sendPinResetLink(userId: $id) }', { id: userId });

      it('an admin sends a staff member a link to pinrc/{code}; the PIN is 6 digits, confirmed, stored hashed, set once', async () => {
        const cashier = await makeUser({ role: 'CASHIER' });
        expect((await sendPinLink(ADMIN.id, cashier.id)).data).toEqual({ sendPinResetLink: true });
        const code = await codeMailed(cashier.email, 'pinrc');
        expect((await mailsTo(cashier.email))[0].subject).toBe('Set a new POS PIN for Restoboard');

        expect(errorOf(await resetPin(code, '12345'))?.extensions).toMatchObject({
          fieldErrors: { pin: 'validation.exactLength' },
          fieldErrorParams: { pin: { length: 6 } },
        });
        expect(errorOf(await resetPin(code, '12a456'))?.extensions?.fieldErrors).toEqual({ pin: 'validation.invalid' });
        expect(errorOf(await resetPin(code, '123456', '123457'))?.extensions?.fieldErrors).toEqual({
          pinConfirmation: 'validation.pinMismatch',
        });
        expect((await stored(cashier.id)).pinHash).toBeNull();

        expect((await resetPin(code, '654321')).data).toEqual({ resetPin: true });
        const { pinHash } = await stored(cashier.id);
        expect(pinHash).not.toContain('654321');
        expect(await verifyPassword(pinHash ?? undefined, '654321')).toBe(true);
        expect(errorOf(await resetPin(code, '111111'))?.extensions?.messageKey).toBe('errors.codeInvalid');
      });

      it('a PIN link expires after 1 hour', async () => {
        const cashier = await makeUser({ role: 'WAITER' });
        await sendPinLink(SUPERADMIN.id, cashier.id);
        const code = await codeMailed(cashier.email, 'pinrc');
        advance(HOUR + 1000);
        expect(errorOf(await resetPin(code, '654321'))?.extensions?.messageKey).toBe('errors.codeInvalid');
      });

      it('only staff with a PIN role get one; nothing is mailed otherwise', async () => {
        const admin = await makeUser({ password: 'Old#2026x' });
        expect(errorOf(await sendPinLink(SUPERADMIN.id, admin.id))).toMatchObject({
          extensions: { code: 'BAD_USER_INPUT', messageKey: 'errors.noPin' },
        });
        expect(await mailsTo(admin.email)).toHaveLength(0);
      });

      it('an ADMIN reaches only users all of whose restaurants are its own: a user shared with another restaurant is NOT_FOUND, nothing issued', async () => {
        const shared = await makeUser({
          role: 'CASHIER',
          restaurantIds: [DEMO_RESTAURANT_IDS.warungNusantara, DEMO_RESTAURANT_IDS.kopiKita],
        });
        for (const actor of [ADMIN, MULTI_ADMIN]) {
          expect(errorOf(await sendPinLink(actor.id, shared.id))?.extensions).toMatchObject({
            code: 'NOT_FOUND',
            messageKey: 'errors.notFound',
          });
        }
        expect(errorOf(await sendPinLink(ADMIN.id, 'not-a-uuid'))?.extensions?.code).toBe('NOT_FOUND');
        expect(
          await db()
            .select()
            .from(accountCodes)
            .where(and(eq(accountCodes.userId, shared.id))),
        ).toEqual([]);
        expect((await sendPinLink(SUPERADMIN.id, shared.id)).errors).toBeUndefined();
      });
    });
  },
  { now: () => clock },
);
