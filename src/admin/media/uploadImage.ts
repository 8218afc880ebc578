/**
 * Sends an image to the API server's media endpoint (POST, the bytes as the body) with the same
 * token as the data provider and the UI's language, reporting progress; XMLHttpRequest because
 * fetch cannot tell how much of a body has been sent.
 */
import type { TranslateFunction } from 'react-admin';
import { ENV } from '../../web/environment';
import { fieldMessages } from '../providers/errorMapping';
import { errorList } from '../providers/graphqlErrors';
import { authorization } from '../providers/profileCookie';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The server's answer as the uploader reads it: the image, or why not (the reason given for the
 * `file` field with its parameters, else the error's message, else "Something went wrong").
 */
export function uploadOutcome(status: number, body: unknown, translate: TranslateFunction): UploadOutcome {
  if (
    status === 200 &&
    isRecord(body) &&
    typeof body.url === 'string' &&
    typeof body.width === 'number' &&
    typeof body.height === 'number'
  ) {
    return { ok: true, image: { url: body.url, width: body.width, height: body.height } };
  }
  const [first] = errorList(isRecord(body) ? body.errors : undefined);
  return {
    ok: false,
    message: (first && (fieldMessages(first, translate).file ?? first.message)) || translate('errors.somethingWrong'),
  };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface UploadOptions {
  locale: string;
  translate: TranslateFunction;
  /** 0 to 100. */
  onProgress(percent: number): void;
  signal: AbortSignal;
}

/**
 * Resolves with the outcome; a network failure is "Something went wrong" (and logged, docs/spec.md §8); an abort never
 * resolves.
 */
export function uploadImage(
  image: Blob,
  { locale, translate, onProgress, signal }: UploadOptions,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', ENV.mediaUrl);
    const signedIn = authorization();
    if (signedIn) request.setRequestHeader('Authorization', signedIn);
    request.setRequestHeader('Accept-Language', locale);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve(uploadOutcome(request.status, parsed(request.responseText), translate));
    request.onerror = () => {
      console.warn('[network] media upload failed');
      resolve({ ok: false, message: translate('errors.somethingWrong') });
    };
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(image);
  });
}
