import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpSignedInSuite } from '../../test/session';
import { renderWidget } from '../testing/render-widget';
import { DataTable } from './DataTable';
import type { DataColumn } from './types';

setUpSignedInSuite(['parking:record:list']);

interface Row {
  day: string;
  count: number;
  paid: number;
}

const COLUMNS: DataColumn<Row>[] = [
  { key: 'day', title: '日期', dataIndex: 'day' },
  { key: 'count', title: '订单数', dataIndex: 'count' },
  { key: 'secret', title: '商户号', dataIndex: 'secret', permission: 'user:user:list' },
  { key: 'paid', title: '实收金额', dataIndex: 'paid' },
];
const ROWS: Row[] = [
  { day: '2026-11-24', count: 2, paid: 30 },
  { day: '2026-11-25', count: 1, paid: 8 },
];

const totalsRow = () => document.querySelector('.console-data-table-totals');

describe('DataTable totals', () => {
  it('adds a 合计 row under the rows, one cell per shown column', () => {
    renderWidget(
      <DataTable<Row>
        rowKey="day"
        columns={COLUMNS}
        dataSource={ROWS}
        totals={{ count: '99', paid: '¥1,234.00' }}
      />,
    );
    const cells = [...(totalsRow()?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
    // The column the user may not see has no cell either, so the sums stay under their columns.
    expect(cells).toEqual(['合计', '99', '¥1,234.00']);
    expect(screen.getByText('合计')).toBeTruthy();
  });

  it('shows no totals row without rows or without totals', () => {
    const { unmount } = renderWidget(
      <DataTable<Row> rowKey="day" columns={COLUMNS} dataSource={[]} totals={{ count: '0' }} />,
    );
    expect(totalsRow()).toBeNull();
    unmount();
    renderWidget(<DataTable<Row> rowKey="day" columns={COLUMNS} dataSource={ROWS} />);
    expect(totalsRow()).toBeNull();
  });
});
