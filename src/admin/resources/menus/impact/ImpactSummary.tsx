import { Alert, Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey, type MenuHealthRule } from '../../../../domain';
import { useProblemText } from '../../menu_health/problemText';
import type { ImpactAnswer } from './impactQuery';
import { useImpactWords } from './useImpactWords';

/** Entries a section lists; the rest are counted. */
const SHOWN = 8;

/** Rules with a section of their own: the featured flag and feed posts are listed from the impact's references. */
const APART: readonly MenuHealthRule[] = [
  'PACKAGE_GROUP_UNSATISFIABLE',
  'FEATURED_NOT_OFFERED',
  'FEED_LINKS_NOT_OFFERED',
];

interface SectionProps {
  title: string;
  /** What the section means, under its title. */
  note?: string;
  items: ReactNode[];
  /** How many there are, beyond those in `items`. */
  total?: number;
  warning?: boolean;
}

function Section({ title, note, items, total = items.length, warning }: SectionProps) {
  const words = useImpactWords();
  const titleId = useId();
  if (items.length === 0) return null;
  const body = (
    <>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      <Box component="ul" aria-labelledby={titleId} sx={{ my: 0.5, pl: 3, typography: 'body2' }}>
        {items.slice(0, SHOWN).map((item, i) => (
          <Box component="li" key={i} sx={{ py: 0.25 }}>
            {item}
          </Box>
        ))}
      </Box>
      {total > Math.min(items.length, SHOWN) && (
        <Typography variant="body2">{words('more', { smart_count: total - Math.min(items.length, SHOWN) })}</Typography>
      )}
    </>
  );
  return warning ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 0.5 }}>
        {title}
      </Typography>
      {body}
    </Alert>
  ) : (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      {body}
    </Box>
  );
}

const named = (name: string, text: string) => (
  <>
    <strong>{name}</strong>: {text}
  </>
);

/**
 * What a change affects, section by section: what it breaks first (package menus that can no
 * longer be ordered, package groups left with fewer choices, other new problems, the featured menus
 * and feed posts that show what it withdraws), then what is only worth knowing (the withdrawn menus when a category
 * takes them
 * along, the restaurant's promos, copies in other restaurants). "Nothing else" when empty.
 */
export function ImpactSummary({ impact, listMenus = false }: { impact: ImpactAnswer; listMenus?: boolean }) {
  const translate = useTranslate();
  const words = useImpactWords();
  const problemText = useProblemText();
  const status = (value: string) => translate(enumLabelKey('postStatus', value));
  const menuName = new Map(impact.menus.map((menu) => [menu.id, menu.name]));
  const packages = impact.problems.filter((problem) => problem.rule === 'PACKAGE_GROUP_UNSATISFIABLE');
  const others = impact.problems.filter((problem) => !APART.includes(problem.rule));
  const featured = impact.menus.filter((menu) => menu.featured);
  const sections = [
    <Section
      key="packages"
      warning
      title={words('packages')}
      items={packages.map((problem) => named(problem.recordName, problemText(problem)))}
    />,
    <Section
      key="packageGroups"
      warning={impact.packageGroups.some((group) => group.atMinimum)}
      title={words('packageGroups')}
      note={words('packageGroupsNote')}
      items={impact.packageGroups.map((group) =>
        named(
          group.packageName,
          words('packageGroupLeft', { group: group.group, smart_count: group.available, min: group.min }),
        ),
      )}
      total={impact.packageGroupCount}
    />,
    <Section
      key="problems"
      warning
      title={words('problems')}
      items={others.map((problem) => named(problem.recordName, problemText(problem)))}
      total={others.length + impact.problemCount - impact.problems.length}
    />,
    <Section
      key="featured"
      warning
      title={words('featured')}
      items={featured.map((menu) => menu.name)}
      total={impact.featuredCount}
    />,
    <Section
      key="feeds"
      warning
      title={words('feeds')}
      items={impact.feeds.map((feed) =>
        named(
          feed.title,
          words('feedShows', {
            status: status(feed.status),
            menus: feed.menuIds.map((id) => menuName.get(id) ?? '…').join(', '),
          }),
        ),
      )}
      total={impact.feedCount}
    />,
    listMenus ? (
      <Section
        key="menus"
        title={words('menus', { smart_count: impact.menuCount })}
        items={impact.menus.map((menu) => menu.name)}
        total={impact.menuCount}
      />
    ) : null,
    <Section
      key="promos"
      title={words('promos')}
      note={words('promosNote')}
      items={impact.promos.map((promo) => named(promo.title, status(promo.status)))}
      total={impact.promoCount}
    />,
    <Section
      key="copies"
      title={words('copies')}
      note={words('copiesNote')}
      items={impact.copies.map((copy) => words('copy', { name: copy.name, restaurant: copy.restaurantName }))}
      total={impact.copyCount}
    />,
  ];
  const nothing =
    packages.length +
      impact.packageGroups.length +
      others.length +
      featured.length +
      impact.feeds.length +
      impact.promos.length +
      impact.copies.length +
      (listMenus ? impact.menus.length : 0) ===
    0;
  return nothing ? <Typography>{words('nothing')}</Typography> : <>{sections}</>;
}
