import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Paper, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  CreateButton,
  DateField,
  EditButton,
  FilterButton,
  List,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  TopToolbar,
  useBasename,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { enumChoices, type DayRule } from '../../../domain';
import { EmptyList, ListFeedback } from '../../lists/ListFeedback';
import type { Post } from './Post';
import { postPath, type PostKind } from './postKinds';
import { PostPreview } from './PostPreview';
import { PublishButton } from './PublishButton';
import { DATE_TIME } from '../../lists/dateFormats';
import { StatusChip } from './StatusChip';
import { usePostLanguages } from './usePostLanguages';
import { DataTable } from '../../lists/DataTable';
import { DayInput } from '../../inputs/DateInputs';
import { dayInputs } from '../orders/orderDates';
import { useRestaurantClock } from '../orders/restaurantClock';

/**
 * The publish date's From and To are days on the post's clock (a feed's restaurant's; a promo's, the viewer's); To
 * holds its day's last instant.
 */
function postFilters(rule: DayRule) {
  const days = dayInputs(rule);
  const lastInstant = {
    ...days.until,
    parse: (value: unknown) => {
      const end = days.until.parse(value);
      return end && new Date(Date.parse(end) - 1).toISOString();
    },
  };
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={enumChoices('postStatus')} alwaysOn />,
    <DayInput key="publishAtFrom" source="publishAtFrom" {...days.from} />,
    <DayInput key="publishAtTo" source="publishAtTo" {...lastInstant} />,
  ];
}

function ListActions({ kind }: { kind: PostKind }) {
  const basename = useBasename();
  const { restoUuid } = useParams();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton to={`${basename}/${postPath(kind, 'create', restoUuid)}`} />
    </TopToolbar>
  );
}

function ListError() {
  const { error, refetch } = useListContext();
  return <ListFeedback isPending={false} error={error} refetch={refetch} isEmpty={false} emptyMessage="" />;
}

/** The side panel: the chosen post (else the first of the page) as the public menu site shows it. */
function PreviewAside({ kind, chosen }: { kind: PostKind; chosen: Post | null }) {
  const { data } = useListContext<Post>();
  const languages = usePostLanguages(kind);
  const post = (chosen && data?.find((row) => row.id === chosen.id)) ?? data?.[0];
  if (!post) return null;
  return (
    <Paper
      variant="outlined"
      sx={{
        ml: { xs: 0, xl: 2 },
        mt: { xs: 2, xl: 8 },
        p: 2,
        width: { xs: 360, xl: 300 },
        maxWidth: '100%',
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      <PostPreview post={post} languages={languages} />
    </Paper>
  );
}

function PreviewButton({ post, onChoose }: { post: Post; onChoose(post: Post): void }) {
  const translate = useTranslate();
  const label = translate('app.posts.previewOf', { title: post.title });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation(); // the row's own click opens the post
          onChoose(post);
        }}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * feeds/{restoUuid} and promos: the posts, paged and sorted on the server, filtered by status and
 * publish dates, each with its status by the server clock; beside them a preview of one.
 */
export function PostList({ kind }: { kind: PostKind }) {
  const basename = useBasename();
  const [locale] = useLocaleState();
  const { restoUuid } = useParams();
  const rule = useRestaurantClock(restoUuid);
  const filters = useMemo(() => postFilters(rule), [rule]);
  const shown = { ...DATE_TIME, timeZone: rule.timeZone };
  const [chosen, setChosen] = useState<Post | null>(null);
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <List
      resource={kind.resource}
      filter={restoUuid ? { restaurantId: restoUuid } : undefined}
      filters={filters}
      actions={<ListActions kind={kind} />}
      empty={<EmptyList actions={<ListActions kind={kind} />} message={`resources.${kind.resource}.empty`} />}
      error={<ListError />}
      aside={<PreviewAside kind={kind} chosen={chosen} />}
      sort={{ field: 'publishAt', order: 'DESC' }}
      exporter={false}
      // Side by side on a wide screen; on a laptop (1366–1440 px) the preview goes under the list, which keeps the
      // width.
      sx={{
        flexWrap: { xs: 'wrap', xl: 'nowrap' },
        '& .RaList-main': { minWidth: 0, flex: { xs: '1 1 100%', xl: '1 1 auto' } },
      }}
    >
      <DataTable rowClick={(id) => `${basename}/${postPath(kind, 'show', restoUuid, id)}`} bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="status" disableSort render={(post: Post) => <StatusChip status={post.status} />} />
        <DataTable.Col source="publishAt">
          <DateField source="publishAt" showTime locales={locale} options={shown} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="expireAt">
          <DateField source="expireAt" showTime locales={locale} options={shown} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col
          label=" "
          render={(post: Post) => (
            <Box
              onClick={stop}
              sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center', whiteSpace: 'nowrap' }}
            >
              <RecordContextProvider value={post}>
                <PublishButton kind={kind} />
                <PreviewButton post={post} onChoose={setChosen} />
                <EditButton to={`${basename}/${postPath(kind, 'edit', restoUuid ?? post.restaurantId, post.id)}`} />
              </RecordContextProvider>
            </Box>
          )}
        />
      </DataTable>
    </List>
  );
}
