import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi, kvHandlers } from '../../test/fake-api';
import { renderWidget } from '../testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { FormTableGallery } from './FormTableGallery';

setUpSignedInSuite(['parking:record:detail']);

// The whole gallery is a large antd tree; happy-dom needs more than the default 5 s to render it.
const SLOW = 60_000;

describe('FormTableGallery', () => {
  it(
    'shows the sample table paged locally, 20 of 57 rows at a time, with 更多 actions',
    async () => {
      const server = installFakeApi(kvHandlers());
      renderWidget(<FormTableGallery />);
      const table = within(screen.getByRole('region', { name: '停车记录示例' }));
      expect(table.getByText('共 57 条')).toBeTruthy();
      const bodyRows = () => table.getAllByRole('row').filter((row) => row.closest('tbody'));
      expect(bodyRows()).toHaveLength(20);
      expect(table.getAllByRole('button', { name: '更多' }).length).toBeGreaterThan(0);

      await userEvent.setup().click(table.getByTitle('3'));
      await waitFor(() => expect(bodyRows()).toHaveLength(17));
      expect(
        within(bodyRows()[0]!)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toContain('41');
      await waitFor(() =>
        expect(server.callsTo('GET', '/api/storage/kv/list')[0]!.query.get('prefix')).toBe(
          'table-columns:widget-gallery',
        ),
      );
    },
    SLOW,
  );

  it(
    'shows every other widget with its sample data',
    () => {
      installFakeApi(kvHandlers());
      renderWidget(<FormTableGallery />);
      expect(screen.getByRole('search', { name: '搜索条件' })).toBeTruthy();
      expect(screen.getByText('今日实收')).toBeTruthy();
      expect(screen.getByLabelText('单价（元）')).toBeTruthy();
      expect(screen.getByRole('group', { name: '支付渠道' })).toBeTruthy();
      expect(screen.getAllByText('无牌车').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: '复制订单号' })).toBeTruthy();
      expect(screen.getByRole('region', { name: '操作记录' })).toBeTruthy();
      expect(screen.getByText('无账号设置权限')).toBeTruthy();
    },
    SLOW,
  );
});
