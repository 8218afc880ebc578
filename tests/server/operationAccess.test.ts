/**
 * docs/operation-access.md says what every operation exposes (tools/operationAccess/table.ts): it must be what the
 * server serves now, so that a change exposing an operation shows in its diff.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_ACCESS_FILE, operationAccessTable } from '../../tools/operationAccess/table';

describe('the operations’ access file', () => {
  it('is up to date (npm run docs:operations writes it)', () => {
    expect(
      readFileSync(OPERATION_ACCESS_FILE, 'utf8'),
      `${OPERATION_ACCESS_FILE} is out of date: run npm run docs:operations and commit it`,
    ).toBe(operationAccessTable());
  });

  it('names every operation once, each with who may call it', () => {
    const rows = operationAccessTable()
      .split('\n')
      .filter((line) => /^\| [_a-zA-Z]+ \| (Query|Mutation) \|/.test(line));
    const names = rows.map((line) => line.split(' | ')[0].slice(2));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['login', 'allMenus', 'updateMenu', 'menuImpact', 'startViewAs', 'placeOrder']),
    );
    expect(rows.every((line) => line.split(' | ')[2].trim().length > 0)).toBe(true);
  });
});
