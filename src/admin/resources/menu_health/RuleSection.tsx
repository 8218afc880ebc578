import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import type { HealthProblem, RuleProblems } from './MenuHealth';
import { useAdminRoutes } from '../../routing/adminRoutes';
import { problemPath } from './problemPath';
import { useProblemText } from './problemText';
import { useHealthWords } from './useHealthWords';

/** The record to fix, linked to where it is fixed, and what kind of record it is. */
function RecordCell({ problem }: { problem: HealthProblem }) {
  const words = useHealthWords();
  const basename = useBasename();
  const path = problemPath(useAdminRoutes(), problem);
  return (
    <TableCell component="th" scope="row">
      {path ? (
        <MuiLink component={Link} to={`${basename}/${path}`}>
          {problem.recordName}
        </MuiLink>
      ) : (
        problem.recordName
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {words(`recordKinds.${problem.resource}`)}
      </Typography>
    </TableCell>
  );
}

/**
 * One rule's problems: what it means and how to fix it, then each record with its problem (the first ones when there
 * are many).
 */
export function RuleSection({ group }: { group: RuleProblems }) {
  const words = useHealthWords();
  const text = useProblemText();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {words(`rules.${group.rule}.title`)} ({group.count})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {words(`rules.${group.rule}.hint`)}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '35%' }}>{words('record')}</TableCell>
            <TableCell>{words('problem')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.problems.map((problem) => (
            <TableRow key={`${problem.recordId} ${problem.detailId ?? ''}`}>
              <RecordCell problem={problem} />
              <TableCell>{text(problem)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {group.count > group.problems.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {words('shownOf', { shown: group.problems.length, count: group.count })}
        </Typography>
      )}
    </Box>
  );
}
