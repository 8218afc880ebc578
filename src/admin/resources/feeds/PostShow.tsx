import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DateField,
  DeleteWithConfirmButton,
  EditButton,
  Show,
  useBasename,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { enumLabelKey } from '../../../domain';
import { useRestaurantClock } from '../orders/restaurantClock';
import type { Post } from './Post';
import { postPath, type PostKind } from './postKinds';
import { PostPreview } from './PostPreview';
import { PublishButton } from './PublishButton';
import { DATE_TIME } from '../../lists/dateFormats';
import { StatusChip } from './StatusChip';
import { usePostLanguages } from './usePostLanguages';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function OfferSummary() {
  const translate = useTranslate();
  const post = useRecordContext<
    Post & { minOrder?: number | null; maxDiscount?: number | null; restaurantIds?: string[] }
  >();
  if (!post?.discountType) return <Detail label="app.posts.offer">{translate('app.posts.noOffer')}</Detail>;
  return (
    <Detail label="app.posts.offer">
      {translate('app.posts.offerSummary', {
        type: translate(enumLabelKey('discountType', post.discountType)),
        value: post.discountValue ?? 0,
        minOrder: post.minOrder ?? 0,
        cap: post.maxDiscount ?? '—',
        smart_count: post.restaurantIds?.length ?? 0,
      })}
    </Detail>
  );
}

function ShowContent({ kind }: { kind: PostKind }) {
  const post = useRecordContext<Post>();
  const languages = usePostLanguages(kind);
  const basename = useBasename();
  const [locale] = useLocaleState();
  const { restoUuid } = useParams();
  const { timeZone } = useRestaurantClock(restoUuid);
  if (!post) return null;
  const date = (source: keyof Post) => (
    <DateField source={source} showTime locales={locale} options={{ ...DATE_TIME, timeZone }} emptyText="—" />
  );
  return (
    <Box sx={{ display: 'flex', gap: 4, p: 2, flexWrap: 'wrap' }}>
      <PostPreview post={post} languages={languages} />
      <Stack spacing={2} sx={{ minWidth: 280 }}>
        <Detail label={`resources.${kind.resource}.fields.status`}>
          <StatusChip status={post.status} />
        </Detail>
        <Detail label={`resources.${kind.resource}.fields.publishAt`}>{date('publishAt')}</Detail>
        <Detail label={`resources.${kind.resource}.fields.expireAt`}>{date('expireAt')}</Detail>
        <Detail label={`resources.${kind.resource}.fields.publishedAt`}>{date('publishedAt')}</Detail>
        {kind.resource === 'promos' && <OfferSummary />}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PublishButton kind={kind} />
          <EditButton to={`${basename}/${postPath(kind, 'edit', restoUuid, post.id)}`} />
          <DeleteWithConfirmButton mutationMode="pessimistic" redirect={() => postPath(kind, 'list', restoUuid)} />
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * feed/{restoUuid}/{uuid} and promo/{uuid}: the post as the public site shows it, its status and dates, and publishing.
 */
export function PostShow({ kind }: { kind: PostKind }) {
  const translate = useTranslate();
  const { uuid } = useParams();
  return (
    <Show resource={kind.resource} id={uuid} title={translate(kind.titles.show)} actions={false}>
      <ShowContent kind={kind} />
    </Show>
  );
}
