// @vitest-environment jsdom
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowsTable, type Column } from './paged-table.tsx';

const columns: Column[] = [{ label: 'Name' }, false, { label: 'Views', align: 'right' }];

describe('RowsTable', () => {
  it('draws the headings it is given (leaving out a false column) and the rows, with no empty line while there are rows', () => {
    render(
      <RowsTable columns={columns} testId="people" empty={false} emptyTestId="people-empty">
        <TableRow data-testid="person">
          <TableCell>Ann</TableCell>
          <TableCell>12</TableCell>
        </TableRow>
      </RowsTable>,
    );
    const table = screen.getByTestId('people');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Views']);
    expect(within(table).getByTestId('person').textContent).toBe('Ann12');
    expect(screen.queryByTestId('people-empty')).toBeNull();
  });

  it('says there is nothing to show across every column when empty is given', () => {
    render(
      <RowsTable columns={columns} testId="people" empty="Nobody yet" emptyTestId="people-empty">
        {[]}
      </RowsTable>,
    );
    const cell = screen.getByTestId('people-empty');
    expect(cell.textContent).toBe('Nobody yet');
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('names its frame as a region a keyboard can reach when given a label, and only then', () => {
    const { unmount } = render(
      <RowsTable columns={columns} label="Discount codes">
        {[]}
      </RowsTable>,
    );
    expect(screen.getByRole('region', { name: 'Discount codes' }).getAttribute('tabindex')).toBe('0');
    unmount();
    render(<RowsTable columns={columns}>{[]}</RowsTable>);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
