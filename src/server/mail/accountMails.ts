/** The mails of the account flows, in English and Indonesian, as plain text and HTML. */
import type { CodePurpose, Locale } from '../../domain';
import type { Mail } from './mailer';

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const COPY: Readonly<Record<Locale, Record<CodePurpose, Copy>>> = {
  en: {
    RESET_PASSWORD: {
      subject: 'Reset your Restoboard password',
      greeting: (name) => `Hello ${name},`,
      body: 'Somebody, hopefully you, asked to reset the password of your Restoboard account.',
      action: 'Choose a new password',
      expiry: 'The link works once, within 1 hour.',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
    VERIFY_EMAIL: {
      subject: 'Verify your email address for Restoboard',
      greeting: (name) => `Hello ${name},`,
      body: 'Please confirm that this is your email address to start using your Restoboard account.',
      action: 'Verify my email address',
      expiry: 'The link works once, within 7 days.',
      ignore: 'If you do not expect a Restoboard account, ignore this mail.',
    },
    RESET_PIN: {
      subject: 'Set a new POS PIN for Restoboard',
      greeting: (name) => `Hello ${name},`,
      body: 'Your admin sent you this link to set a new PIN for the point of sale.',
      action: 'Set a new PIN',
      expiry: 'The link works once, within 1 hour.',
      ignore: 'If you did not expect this, ignore this mail: your PIN stays as it is.',
    },
  },
  id: {
    RESET_PASSWORD: {
      subject: 'Atur ulang kata sandi Restoboard Anda',
      greeting: (name) => `Halo ${name},`,
      body: 'Seseorang, semoga Anda, meminta untuk mengatur ulang kata sandi akun Restoboard Anda.',
      action: 'Pilih kata sandi baru',
      expiry: 'Tautan ini hanya berlaku sekali, dalam 1 jam.',
      ignore: 'Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.',
    },
    VERIFY_EMAIL: {
      subject: 'Verifikasi alamat email Anda untuk Restoboard',
      greeting: (name) => `Halo ${name},`,
      body: 'Konfirmasikan bahwa ini alamat email Anda untuk mulai menggunakan akun Restoboard Anda.',
      action: 'Verifikasi alamat email saya',
      expiry: 'Tautan ini hanya berlaku sekali, dalam 7 hari.',
      ignore: 'Jika Anda tidak menantikan akun Restoboard, abaikan email ini.',
    },
    RESET_PIN: {
      subject: 'Atur PIN POS baru untuk Restoboard',
      greeting: (name) => `Halo ${name},`,
      body: 'Admin Anda mengirimkan tautan ini untuk mengatur PIN baru bagi mesin kasir (POS).',
      action: 'Atur PIN baru',
      expiry: 'Tautan ini hanya berlaku sekali, dalam 1 jam.',
      ignore: 'Jika Anda tidak menantikannya, abaikan email ini: PIN Anda tetap sama.',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function accountMail(
  purpose: CodePurpose,
  locale: Locale,
  to: { email: string; name: string | null },
  link: string,
): Mail {
  const copy = COPY[locale][purpose];
  const greeting = copy.greeting(to.name || to.email);
  const text = [
    greeting,
    '',
    copy.body,
    '',
    `${copy.action}: ${link}`,
    '',
    copy.expiry,
    copy.ignore,
    '',
    'Restoboard',
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: Roboto, Helvetica, Arial, sans-serif; color: #212121">`,
    paragraph(greeting),
    paragraph(copy.body),
    `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #3f51b5; color: #fff; border-radius: 4px; text-decoration: none">${escapeHtml(copy.action)}</a></p>`,
    paragraph(copy.expiry),
    paragraph(copy.ignore),
    '<p>Restoboard</p></body></html>',
  ].join('\n');
  return { to: to.email, subject: copy.subject, text, html, link };
}
