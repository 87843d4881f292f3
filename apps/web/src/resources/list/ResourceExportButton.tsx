import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_FORMAT, type AnyResource, type ReportFormat, permittedCodes } from '@console/core';
import { Button, Dropdown } from 'antd';
import { useExport } from '../../widgets/export';
import { usePermission } from '../../widgets/permission';
import { requestExport } from '../api/resource-requests';
import type { ListParams } from '../types';

/**
 * 导出 of a list whose definition grants an export code: the file format is chosen from the menu,
 * and the list's current filters go with it; the queued dialog offers the report centre.
 */
export function ResourceExportButton({ resource, params }: { resource: AnyResource; params: ListParams }) {
  const { can } = usePermission();
  const { run, exporting, dialog } = useExport();
  const codes = permittedCodes(resource, 'export');
  if (codes.length === 0 || !can(codes)) return null;
  const items = REPORT_FORMAT.entries.map((entry) => ({ key: entry.value, label: `导出 ${entry.label}` }));
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => void run(() => requestExport(resource, params, key as ReportFormat)),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden />} loading={exporting}>
          导出
        </Button>
      </Dropdown>
      {dialog}
    </>
  );
}
