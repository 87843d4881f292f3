import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { usePermission, type PermissionCodes } from '../permission';
import { useExport, type ExportRequest } from './use-export';

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** The export call, e.g. () => api.post('parking/record/export', query). */
  request: ExportRequest;
  /** Hidden unless one of these codes is held. */
  permission?: PermissionCodes;
  children?: ReactNode;
}

/** 导出 with the queued-task dialog; busy while the request runs so it is not sent twice. */
export function ExportButton({ request, permission, children = '导出', ...buttonProps }: ExportButtonProps) {
  const { can } = usePermission();
  const { run, exporting, dialog } = useExport();
  if (!can(permission)) return null;
  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        {...buttonProps}
        loading={exporting}
        onClick={() => void run(request)}
      >
        {children}
      </Button>
      {dialog}
    </>
  );
}
