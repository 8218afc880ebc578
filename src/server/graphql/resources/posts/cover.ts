import type { MessageRef } from '../../../../domain';
import { unknownMediaUrls } from '../../../media/mediaUrls';
import type { WriteEvent } from '../../resource';

/** A post's cover must be an image uploaded here, as a restaurant's. */
export async function checkCover({ record, context }: WriteEvent): Promise<Record<string, MessageRef>> {
  return (await unknownMediaUrls(context.db, [record.coverUrl])).length
    ? { coverUrl: { key: 'validation.invalid', params: { attr: 'Cover' } } }
    : {};
}
