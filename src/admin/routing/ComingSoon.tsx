import { Card, CardContent, Typography } from '@mui/material';
import { createElement, type ComponentType } from 'react';
import { Title, useTranslate } from 'react-admin';

function ComingSoon({ title }: { title: string }) {
  const translate = useTranslate();
  const screen = translate(title);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={screen} />
      <CardContent>
        <Typography>{translate('app.comingSoon', { screen })}</Typography>
      </CardContent>
    </Card>
  );
}

/** The screen of a route whose capability lands in a later issue; `title` is a message key. */
export function comingSoon(title: string): ComponentType {
  const Screen = () => createElement(ComingSoon, { title });
  Screen.displayName = `ComingSoon(${title})`;
  return Screen;
}
