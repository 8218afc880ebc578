import { Box, Paper, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { SimpleForm } from '../../inputs/forms';
import { useParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { enumChoices, enumLabelKey, FEEDS, PROMOS, type PostStatus } from '../../../domain';
import { useRestaurantClock } from '../orders/restaurantClock';
import { DayRuleContext, RestaurantZoneCaption } from '../orders/restaurantClock';
import { ImageInput } from '../../media/ImageInput';
import { validatorsOf } from '../../validators';
import type { Post } from './Post';
import { postPath, type PostKind } from './postKinds';
import { PostPreview } from './PostPreview';
import { usePostLanguages } from './usePostLanguages';
import { FormToolbar } from '../../inputs/FormToolbar';
import { TextInput } from '../../inputs/TextInput';
import { DateTimeInput } from '../../inputs/DateInputs';

const WIDE = { width: 520 };

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
}

/**
 * The menus a feed post features: menus of its restaurant, chosen through the `menus` resource
 * (which the menus screens bring; until they are served, the picker is not offered).
 */
function FeedMenusInput() {
  const { restoUuid } = useParams();
  const resources = useResourceDefinitions();
  if (!resources.menus) return null;
  return (
    <ReferenceArrayInput source="menuIds" reference="menus" filter={{ restaurantId: restoUuid }}>
      <AutocompleteArrayInput optionText="name" validate={validatorsOf(FEEDS.input.menuIds)} sx={WIDE} />
    </ReferenceArrayInput>
  );
}

/** A promo's optional offer: type and value, minimum order, cap, its own dates, the restaurants taking part. */
function OfferInputs() {
  const translate = useTranslate();
  const rules = PROMOS.input;
  return (
    <>
      <Section title="app.posts.offer" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 520 }}>
        {translate('app.posts.offerHelp')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <SelectInput
          source="discountType"
          choices={enumChoices('discountType')}
          emptyText="app.posts.noOffer"
          validate={validatorsOf(rules.discountType)}
          sx={{ width: 220 }}
        />
        <NumberInput source="discountValue" validate={validatorsOf(rules.discountValue)} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <NumberInput source="minOrder" validate={validatorsOf(rules.minOrder)} />
        <NumberInput source="maxDiscount" validate={validatorsOf(rules.maxDiscount)} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <DateTimeInput source="offerStartsAt" validate={validatorsOf(rules.offerStartsAt)} />
        <DateTimeInput source="offerEndsAt" validate={validatorsOf(rules.offerEndsAt)} />
      </Box>
      <ReferenceArrayInput source="restaurantIds" reference="restaurants">
        <AutocompleteArrayInput optionText="name" validate={validatorsOf(rules.restaurantIds)} sx={WIDE} />
      </ReferenceArrayInput>
    </>
  );
}

/** The post being written, as the public site would show it (its status is the server's to say). */
function LivePreview({ kind }: { kind: PostKind }) {
  const languages = usePostLanguages(kind);
  const values = useWatch() as Partial<Post>;
  const post: Post = {
    id: '',
    title: values.title ?? '',
    titleSecondary: values.titleSecondary ?? null,
    body: values.body ?? '',
    bodySecondary: values.bodySecondary ?? null,
    coverUrl: values.coverUrl ?? null,
    publishAt: values.publishAt ? String(values.publishAt) : null,
    expireAt: null,
    publishedAt: null,
    status: (values.status ?? 'DRAFT') as PostStatus,
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 380, alignSelf: 'flex-start', position: 'sticky', top: 80 }}>
      <PostPreview post={post} languages={languages} />
    </Paper>
  );
}

/**
 * A feed's or promo's form: texts in its two languages, cover (cropped 16:9, 2 MB), schedule, and its menus or its
 * offer.
 */
export function PostForm({ kind, deletable = false }: { kind: PostKind; deletable?: boolean }) {
  const translate = useTranslate();
  const languages = usePostLanguages(kind);
  const rules = kind.resource === 'feeds' ? FEEDS.input : PROMOS.input;
  const { restoUuid } = useParams();
  const clock = useRestaurantClock(restoUuid);
  const inLanguage = (i: number) =>
    translate('app.posts.inLanguage', { language: translate(enumLabelKey('language', languages[i])) });
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      noValidate
      toolbar={<FormToolbar afterDelete={deletable ? () => postPath(kind, 'list', restoUuid) : undefined} />}
    >
      <Box sx={{ display: 'flex', gap: 4, width: '100%', flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <Section title="app.posts.content" />
          <TextInput source="title" helperText={inLanguage(0)} validate={validatorsOf(rules.title)} sx={WIDE} />
          <TextInput
            source="titleSecondary"
            helperText={inLanguage(1)}
            validate={validatorsOf(rules.titleSecondary)}
            sx={WIDE}
          />
          <TextInput
            source="body"
            multiline
            minRows={3}
            helperText={inLanguage(0)}
            validate={validatorsOf(rules.body)}
            sx={WIDE}
          />
          <TextInput
            source="bodySecondary"
            multiline
            minRows={3}
            helperText={inLanguage(1)}
            validate={validatorsOf(rules.bodySecondary)}
            sx={WIDE}
          />
          <ImageInput source="coverUrl" aspect={16 / 9} validate={validatorsOf(rules.coverUrl)} />
          <Section title="app.posts.schedule" />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 520 }}>
            {translate('app.posts.scheduleHelp')}
          </Typography>
          <DayRuleContext.Provider value={clock}>
            <RestaurantZoneCaption />
          </DayRuleContext.Provider>
          <Box sx={{ display: 'flex', gap: 2 }}>
            <DateTimeInput source="publishAt" timeZone={clock.timeZone} validate={validatorsOf(rules.publishAt)} />
            <DateTimeInput source="expireAt" timeZone={clock.timeZone} validate={validatorsOf(rules.expireAt)} />
          </Box>
          {kind.resource === 'feeds' ? <FeedMenusInput /> : <OfferInputs />}
        </Box>
        <LivePreview kind={kind} />
      </Box>
    </SimpleForm>
  );
}
