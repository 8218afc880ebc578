import { Box, Card, CardContent, CardMedia, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { enumLabelKey } from '../../../domain';
import { mediaSrc } from '../../../web/mediaSrc';
import type { Post } from './Post';

interface Props {
  post: Post;
  /** The post's two languages (language codes), primary first. */
  languages: readonly [string, string];
}

/**
 * How the post looks on the public menu site: its cover, title, date and text, in either of its
 * two languages (the secondary falls back to the primary where it is empty, as the site does).
 */
export function PostPreview({ post, languages }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [secondary, setSecondary] = useState(false);
  const title = (secondary && post.titleSecondary) || post.title;
  const body = (secondary && post.bodySecondary) || post.body;
  const date = post.publishAt ?? post.publishedAt;
  return (
    <Box component="section" aria-label={translate('app.posts.preview')}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}
      >
        <Typography variant="subtitle2" component="h2">
          {translate('app.posts.preview')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={secondary ? 1 : 0}
          onChange={(_, value: number | null) => value !== null && setSecondary(value === 1)}
          aria-label={translate('app.posts.previewLanguage')}
        >
          {languages.map((language, i) => (
            <ToggleButton key={`${language}-${i}`} value={i}>
              {translate(enumLabelKey('language', language))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Card variant="outlined" sx={{ maxWidth: 360, borderRadius: 3 }}>
        {post.coverUrl ? (
          <CardMedia
            component="img"
            image={mediaSrc(post.coverUrl)}
            alt=""
            sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.200' }} />
        )}
        <CardContent>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {title || translate('app.posts.untitled')}
          </Typography>
          {date && (
            <Typography variant="caption" color="text.secondary">
              {new Date(date).toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {body}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
