import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { AppSecret } from './secret-requests';

export interface SecretModalProps {
  secret: AppSecret | undefined;
  onClose(): void;
}

/** Shows a new AppSecret once: it is kept encrypted on the server and never shown again. */
export function SecretModal({ secret, onClose }: SecretModalProps) {
  return (
    <Modal
      open={secret !== undefined}
      title="应用密钥"
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <Alert
        type="warning"
        showIcon
        message="AppSecret 仅显示这一次，请立即复制并妥善保存；关闭后无法再次查看，只能重置。"
        style={{ marginBottom: 16 }}
      />
      {secret && (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'app_key',
              label: 'AppID',
              children: (
                <Typography.Text code copyable data-testid="app-key">
                  {secret.app_key}
                </Typography.Text>
              ),
            },
            {
              key: 'app_secret',
              label: 'AppSecret',
              children: (
                <Typography.Text code copyable data-testid="app-secret">
                  {secret.app_secret}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
