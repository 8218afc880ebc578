import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { getOperationName } from '@apollo/client/utilities';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ListFeedback } from '../../lists/ListFeedback';
import { useCustomQuery } from '../../providers/useCustomQuery';
import { HEALTH_RESOURCE, type MenuHealth } from './MenuHealth';
import { MENU_HEALTH_COUNT } from './countQuery';
import { MENU_HEALTH } from './operations';
import { RuleSection } from './RuleSection';
import { useHealthWords } from './useHealthWords';

/** The navigation's badge says the count this screen has just worked out, without asking again. */
function useBadgeInStep(restaurantId: string, count: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (count !== undefined)
      queryClient.setQueryData([HEALTH_RESOURCE, getOperationName(MENU_HEALTH_COUNT), { restaurantId }], {
        menuHealthCount: count,
      });
  }, [queryClient, restaurantId, count]);
}

/**
 * menu_health/{restoUuid}: the restaurant's menu problems, worked out by the server on every visit,
 * grouped by rule (most blocking first), each record linked to where it is fixed.
 */
export function MenuHealthScreen() {
  const translate = useTranslate();
  const words = useHealthWords();
  const { restoUuid = '' } = useParams();
  const health = useCustomQuery<{ menuHealth: MenuHealth }>(HEALTH_RESOURCE, MENU_HEALTH, { restaurantId: restoUuid });
  const data = health.data?.menuHealth;
  const current = data?.restaurantId === restoUuid ? data : undefined;
  useBadgeInStep(restoUuid, current?.count);
  const title = translate('resources.menu_health.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={current ? `${title}: ${current.restaurantName}` : title} />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {words('intro')}
          </Typography>
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => void health.refetch()}
            disabled={health.isFetching}
          >
            {words('recheck')}
          </Button>
        </Box>
        <ListFeedback
          isPending={!current && !health.error}
          error={health.error}
          refetch={() => void health.refetch()}
          isEmpty={current?.count === 0}
          emptyMessage="resources.menu_health.none"
        />
        {current && current.count > 0 && !health.error && (
          <>
            <Alert severity="warning">{translate('resources.menu_health.total', { smart_count: current.count })}</Alert>
            {current.rules.map((group) => (
              <RuleSection key={group.rule} group={group} />
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
