import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18nFor';
import { uploadOutcome } from '../../src/admin/media/uploadImage';

const translate = (locale: 'en' | 'id') => i18nFor(locale).translate;

describe("reading the media endpoint's answer", () => {
  it('an accepted upload gives the image', () => {
    expect(uploadOutcome(200, { url: '/media/a.png', width: 10, height: 20 }, translate('en'))).toEqual({
      ok: true,
      image: { url: '/media/a.png', width: 10, height: 20 },
    });
  });

  it('a refusal with a reason for the file field says it in the UI language, with its parameters', () => {
    const tooBig = {
      errors: [
        {
          message: 'File too big.',
          extensions: {
            code: 'PAYLOAD_TOO_LARGE',
            fieldErrors: { file: 'validation.fileTooBig' },
            fieldErrorParams: { file: { limit: '2 MB' } },
          },
        },
      ],
    };
    expect(uploadOutcome(413, tooBig, translate('en'))).toEqual({
      ok: false,
      message: 'File too big, the limit is 2 MB',
    });
    expect(uploadOutcome(413, tooBig, translate('id'))).toEqual({
      ok: false,
      message: 'Ukuran file terlalu besar, batasnya 2 MB',
    });
  });

  it("a refusal without a field reason gives the server's message (already in the request language)", () => {
    const anonymous = {
      errors: [{ message: 'Silakan masuk untuk melanjutkan.', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    expect(uploadOutcome(401, anonymous, translate('id'))).toEqual({
      ok: false,
      message: 'Silakan masuk untuk melanjutkan.',
    });
  });

  it('anything else (a proxy page, an empty body, a 200 without a URL) is "Something went wrong, try again later!"', () => {
    for (const [status, body] of [
      [502, undefined],
      [500, 'oops'],
      [200, { ok: true }],
    ] as const) {
      expect(uploadOutcome(status, body, translate('en'))).toEqual({
        ok: false,
        message: 'Something went wrong, try again later!',
      });
    }
  });
});
