import { ApiCode, type ApiEnvelope } from '@console/core';
import { Button, Modal } from 'antd';
import { useState, type ReactElement } from 'react';
import { displayError } from '../../lib/error-display';

/** Where queued exports are followed (spec 01 section 2, shared routes). */
export const REPORT_CENTRE_PATH = '/account/report/list';

export type ExportRequest = () => Promise<ApiEnvelope<unknown>>;

/**
 * The export flow of spec 01 sections 4 and 8: 1001 means the task is queued, which is news rather
 * than an error, so a dialog offers the report centre; any other answer goes to the error display.
 * Failures the request helper rejects are already displayed by it, so they are not shown twice.
 */
export function useExport(): {
  run(request: ExportRequest): Promise<void>;
  exporting: boolean;
  dialog: ReactElement;
} {
  const [exporting, setExporting] = useState(false);
  const [queued, setQueued] = useState(false);

  const run = async (request: ExportRequest) => {
    setExporting(true);
    try {
      const answer = await request();
      if (answer.code === ApiCode.OK) setQueued(true);
      else
        displayError({ code: answer.code, message: answer.message, hint: answer.hint, seqno: answer.seqno });
    } catch {
      // Shown by the request helper.
    } finally {
      setExporting(false);
    }
  };

  const close = () => setQueued(false);
  const goToReports = () => {
    window.open(REPORT_CENTRE_PATH, '_blank', 'noopener');
    close();
  };

  const dialog = (
    <Modal
      open={queued}
      title="导出提示"
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          取消
        </Button>,
        <Button key="go" type="primary" onClick={goToReports}>
          去报表中心
        </Button>,
      ]}
    >
      导出任务已提交，可在报表中心查看进度
    </Modal>
  );

  return { run, exporting, dialog };
}
