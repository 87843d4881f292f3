import { Button, Modal } from 'antd';

/** 导出提示: the export task is queued; offers the report centre (use-export.tsx loads this when first needed). */
export default function ExportQueuedDialog({
  open,
  onClose,
  onGoToReports,
}: {
  open: boolean;
  onClose(): void;
  onGoToReports(): void;
}) {
  return (
    <Modal
      open={open}
      title="导出提示"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="go" type="primary" onClick={onGoToReports}>
          去报表中心
        </Button>,
      ]}
    >
      导出任务已提交，可在报表中心查看进度
    </Modal>
  );
}
