import { alpha, Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Section } from './Section';
import { numberOf, type Figure } from './useFigures';
import { useFormats } from './useFormats';

/** Cube's dayOfWeek (1 = Monday … 7 = Sunday) → the `app.days` key (0 = Sunday). */
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Orders per hour of the week: a table (7 days × 24 hours) whose cells show their count, shaded by it. */
export function HourHeatMap({ figure }: { figure: Figure }) {
  const translate = useTranslate();
  const theme = useTheme();
  const formats = useFormats();
  const counts = new Map<string, number>();
  for (const row of figure.data?.tablePivot() ?? []) {
    counts.set(
      `${numberOf(row, 'Orders.dayOfWeek')}-${numberOf(row, 'Orders.hourOfDay')}`,
      numberOf(row, 'Orders.count'),
    );
  }
  const max = Math.max(0, ...counts.values());
  const cell = {
    border: `1px solid ${theme.palette.divider}`,
    p: 0.25,
    textAlign: 'center',
    fontSize: 11,
    minWidth: 28,
  } as const;
  return (
    <Section title="resources.analytics.charts.heatMap" state={figure} isEmpty={max === 0} height={260}>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          data-chart="heatMap"
          aria-label={translate('resources.analytics.charts.heatMap')}
          sx={{ borderCollapse: 'collapse', width: '100%' }}
        >
          <Box
            component="caption"
            sx={{ captionSide: 'bottom', textAlign: 'left', pt: 1, color: 'text.secondary', fontSize: 12 }}
          >
            {translate('resources.analytics.heatLegend')}
          </Box>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={cell}>
                {translate('resources.analytics.columns.day')}
              </Box>
              {HOURS.map((hour) => (
                <Box component="th" scope="col" key={hour} sx={cell}>
                  {String(hour).padStart(2, '0')}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => {
              const dayName = translate(`app.days.${day % 7}`);
              return (
                <tr key={day}>
                  <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', px: 1 }}>
                    {dayName}
                  </Box>
                  {HOURS.map((hour) => {
                    const count = counts.get(`${day}-${hour}`) ?? 0;
                    const share = max ? count / max : 0;
                    return (
                      <Box
                        component="td"
                        key={hour}
                        title={translate('resources.analytics.heatCell', {
                          day: dayName,
                          hour: hourLabel(hour),
                          smart_count: count,
                          count: formats.count(count),
                        })}
                        // Shading stops at 60 %: the dark count stays readable on the darkest cell.
                        sx={{ ...cell, bgcolor: alpha(theme.palette.primary.main, 0.04 + 0.56 * share) }}
                      >
                        {formats.count(count)}
                      </Box>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Box>
    </Section>
  );
}
