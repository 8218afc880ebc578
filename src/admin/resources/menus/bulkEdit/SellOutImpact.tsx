import { Typography } from '@mui/material';
import { ImpactContent } from '../impact/ImpactContent';
import { useImpactWords } from '../impact/useImpactWords';

/** Under the bulk edit's preview: what selling out these menus affects, before Apply. */
export function SellOutImpact({ ids }: { ids: string[] }) {
  const words = useImpactWords();
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {words('heading')}
      </Typography>
      <ImpactContent changes={[{ kind: 'SELL_OUT_MENU', ids }]} />
    </>
  );
}
