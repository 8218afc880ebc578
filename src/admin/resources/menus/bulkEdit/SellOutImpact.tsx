import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImpactContent } from '../impact/ImpactContent';

/** Under the bulk edit's preview: what selling out these menus affects, before Apply. */
export function SellOutImpact({ ids }: { ids: string[] }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('app.impact.heading')}
      </Typography>
      <ImpactContent changes={[{ kind: 'SELL_OUT_MENU', ids }]} />
    </>
  );
}
