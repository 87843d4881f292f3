import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@console/core';
import { Button, Empty, Flex, Table, type TableProps } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { feedback } from '../../lib/feedback';
import { useIsMobile } from '../../lib/use-is-mobile';
import { defaultPrefs } from './column-prefs';
import { ColumnSettings } from './ColumnSettings';
import './data-table.css';
import type { RowActionsProps } from './RowActions';
import type { DataColumn, PageChange, RowAction } from './types';
import { useColumnPrefs } from './use-column-prefs';
import { useTableColumns } from './use-table-columns';

type PassThrough<T> = Omit<
  TableProps<T>,
  'columns' | 'dataSource' | 'loading' | 'pagination' | 'locale' | 'rowKey' | 'title'
>;

export interface DataTableProps<T extends object> extends PassThrough<T> {
  rowKey: TableProps<T>['rowKey'];
  columns: readonly DataColumn<T>[];
  dataSource: readonly T[] | undefined;
  loading?: boolean;
  /** A load failure: shown in place of the rows, with 重试 when onRetry is given. */
  error?: ReactNode;
  onRetry?(): void;
  /** Enables 列设置, saved for the user under table-columns:<tableId>. */
  tableId?: string;
  rowActions?: readonly RowAction<T>[];
  /** Links shown before 更多; spec 01 section 9 says 4. */
  maxRowActions?: number;
  actionsWidth?: number;
  /** Adds 序号, counting on across pages. */
  showIndex?: boolean;
  /** Server total; defaults to the rows given, which then page locally. */
  total?: number;
  /** false: `total` is a lower bound (the server stopped counting); shown as "10,000+ 条". */
  totalExact?: boolean;
  pageIndex?: number;
  pageSize?: number;
  onPageChange?(page: PageChange): void;
  /** false: one page, no pager. */
  paginated?: boolean;
  /** Buttons or a title on the left above the table; 列设置 sits on the right. */
  toolbar?: ReactNode;
  /**
   * A 合计 row under the rows (sums over every match, not just the page), by column key; it follows
   * the columns the user shows, and the first column says 合计 unless it holds a total itself.
   */
  totals?: Readonly<Record<string, ReactNode>>;
  'aria-label'?: string;
}

/**
 * The list table of spec 01 section 2. The page is controlled by pageIndex/pageSize when given and
 * kept inside otherwise; a size change starts again at page 1, since the old page may not exist.
 */
export function DataTable<T extends object>({
  columns,
  dataSource,
  loading = false,
  error,
  onRetry,
  tableId,
  rowActions,
  maxRowActions,
  actionsWidth,
  showIndex = false,
  total,
  totalExact = true,
  pageIndex: givenIndex,
  pageSize: givenSize,
  onPageChange,
  paginated = true,
  toolbar,
  totals,
  'aria-label': ariaLabel,
  className,
  scroll,
  ...rest
}: DataTableProps<T>) {
  // Below 768 px (spec 01 section 9's mobile breakpoint, antd's md). Not antd's Grid.useBreakpoint:
  // it re-renders the table whenever its effects run again, as they do each time a kept page shows.
  const mobile = useIsMobile();
  const [ownPage, setOwnPage] = useState<PageChange>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const pageIndex = givenIndex ?? ownPage.pageIndex;
  const pageSize = givenSize ?? ownPage.pageSize;
  const changePage = (page: number, size: number) => {
    const next = { pageIndex: size === pageSize ? page : 1, pageSize: size };
    setOwnPage(next);
    onPageChange?.(next);
  };

  // The app's dialog host (lib/feedback) asks for a folded action: it loads antd's Modal when first
  // asked, so a list page does not carry it.
  const ask = useCallback<RowActionsProps<T>['ask']>(
    (question, action, row) =>
      void feedback().modal.confirm({
        title: question,
        okText: '确定',
        cancelText: '取消',
        okButtonProps: { danger: action.danger },
        onOk: () => action.onClick(row),
      }),
    [],
  );

  const settingsColumns = useMemo(
    () => columns.map(({ key, defaultHidden }) => ({ key, defaultHidden })),
    [columns],
  );
  const { prefs, save } = useColumnPrefs(tableId, settingsColumns);
  const { permitted, shown, scrollX } = useTableColumns({
    columns,
    prefs,
    rowActions,
    maxActions: maxRowActions,
    actionsWidth,
    indexOffset: showIndex ? (paginated ? (pageIndex - 1) * pageSize : 0) : undefined,
    mobile,
    ask,
  });

  const emptyText = loading ? (
    <div style={{ height: 120 }} />
  ) : error ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span role="alert">加载失败：{error}</span>}>
      {onRetry && <Button onClick={onRetry}>重试</Button>}
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  );

  return (
    // A region only counts as a landmark with a name, so the role comes with the label.
    <div role={ariaLabel ? 'region' : undefined} aria-label={ariaLabel} aria-busy={loading}>
      {(toolbar || tableId) && (
        <Flex justify="space-between" align="center" gap="small" style={{ marginBottom: 12 }}>
          <div>{toolbar}</div>
          {tableId && (
            <ColumnSettings
              columns={permitted.map((column) => ({
                key: column.key,
                title: column.settingsTitle ?? (typeof column.title === 'string' ? column.title : column.key),
              }))}
              prefs={prefs}
              onChange={save}
              onReset={() => save(defaultPrefs(settingsColumns))}
            />
          )}
        </Flex>
      )}
      <Table<T>
        {...rest}
        className={['console-data-table', className].filter(Boolean).join(' ')}
        columns={shown}
        // The sum of the column widths: a table wider than its box scrolls inside it (issue 14).
        scroll={{ x: scrollX, ...scroll }}
        dataSource={dataSource as T[] | undefined}
        loading={loading}
        locale={{ emptyText }}
        summary={
          totals && dataSource && dataSource.length > 0
            ? () => (
                <Table.Summary>
                  <Table.Summary.Row className="console-data-table-totals">
                    {shown.map((column, index) => (
                      <Table.Summary.Cell key={String(column.key)} index={index} align={column.align}>
                        {totals[String(column.key)] ?? (index === 0 ? <strong>合计</strong> : null)}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                </Table.Summary>
              )
            : undefined
        }
        pagination={
          paginated && {
            current: pageIndex,
            pageSize,
            // A lower bound offers one page past it: the server counts further as the user pages on.
            total: totalExact ? (total ?? dataSource?.length ?? 0) : (total ?? 0) + pageSize,
            pageSizeOptions: [...TABLE_PAGE_SIZES],
            showSizeChanger: true,
            showQuickJumper: true,
            // Not antd's screen-size watch: it re-rendered the pager and its size select every time a
            // kept list was shown again (it subscribes in a layout effect and is called at once), and the
            // pager never changes size by screen anyway unless `responsive` is set.
            responsive: false,
            showTotal: (count) =>
              totalExact ? `共 ${count} 条` : `共 ${(total ?? 0).toLocaleString('zh-CN')}+ 条`,
            onChange: changePage,
          }
        }
      />
    </div>
  );
}
