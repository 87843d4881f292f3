import { permittedCodes } from '@console/core';
import { PlusOutlined } from '@ant-design/icons';
import type { AnyResource, RowOf } from '@console/core';
import { Button, Flex, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type RowAction } from '../../widgets/data-table';
import { Panel } from '../../widgets/panel';
import { Permission } from '../../widgets/permission';
import { SearchForm } from '../../widgets/search-form';
import type { ResourceRow } from '../types';
import { viewTableProps } from '../view/view-table-props';
import type { ColumnsOverride } from './resource-columns';
import type { ActionOverrides } from './use-row-actions';
import { ResourceExportButton } from './ResourceExportButton';
import { ResourceImportButton } from './ResourceImportButton';
import { useResourceTable } from './use-resource-table';

export interface ResourceListPageProps<R extends AnyResource = AnyResource> {
  resource: R;
  /** The screen's own row actions, placed after 详情 and 编辑; their rows are typed by the definition. */
  rowActions?: readonly RowAction<RowOf<R>>[];
  /** Changes to declared actions by name (label, confirmation, an extra visibility rule). */
  actionOverrides?: ActionOverrides<RowOf<R>>;
  /** Buttons after 新增 above the table. */
  toolbar?: ReactNode;
  /** Renderers and widths by field name, typed by the definition's row. */
  columnsOverride?: ColumnsOverride<RowOf<R>>;
  /** Filters always sent (a lot page's park_id, a "my ..." screen's merchant_id); their search fields are hidden. */
  fixedParams?: Readonly<Record<string, string | number>>;
  /** False holds the list back until the fixed filters are known. */
  enabled?: boolean;
  /** Catalogue paths; each adds its button only when given and its permission is held. */
  addPath?: string;
  detailPath?: string;
  editPath?: string;
  /** The page of the actions asked on a page (`ask: 'page'`). */
  actionPath?: string;
  /** Rows the screen lets the user pick for its own toolbar action (消费记录's 申请开票). */
  rowSelection?: TableProps<ResourceRow>['rowSelection'];
}

/**
 * The list screen of a resource, derived from its definition: search form, server-paged table with
 * column settings, sorting on indexed fields and the row actions the user's codes allow. A view
 * (read-only rows over a join or an aggregate) is listed the same way, with its 合计 row.
 */
export function ResourceListPage<R extends AnyResource>({
  resource,
  rowActions,
  toolbar,
  addPath,
  rowSelection,
  ...options
}: ResourceListPageProps<R>) {
  const navigate = useNavigate();
  const { list, params, searchFields, searchInitialValues, onSearch, tableProps, actionDialog } =
    useResourceTable(resource, { ...options, extras: rowActions, inUrl: true });

  const create = permittedCodes(resource, 'create');
  const addButton = addPath && create.length > 0 && (
    <Permission codes={create}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(addPath)}>
        新增
      </Button>
    </Permission>
  );

  const exportButton = resource.permissions.export && (
    <ResourceExportButton resource={resource} params={params} />
  );
  const importButton = resource.permissions.import && <ResourceImportButton resource={resource} />;

  return (
    <Flex vertical gap="middle">
      {searchFields.length > 0 && (
        <Panel size="small">
          <SearchForm
            fields={searchFields}
            initialValues={searchInitialValues}
            onSearch={onSearch}
            loading={list.isFetching}
          />
        </Panel>
      )}
      <Panel>
        <DataTable<ResourceRow>
          {...tableProps}
          {...viewTableProps(resource, list.data)}
          aria-label={`${resource.label}列表`}
          rowSelection={rowSelection}

          toolbar={
            (addButton || importButton || exportButton || toolbar) && (
              <Flex gap="small" wrap>
                {addButton}
                {importButton}
                {exportButton}
                {toolbar}
              </Flex>
            )
          }
        />
      </Panel>
      {actionDialog}
    </Flex>
  );
}
