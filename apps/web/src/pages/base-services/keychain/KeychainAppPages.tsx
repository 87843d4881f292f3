import { openapiAppResource } from '@console/core';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import {
  ResourceDetailPage,
  ResourceFormPage,
  ResourceListPage,
  useRowId,
  withId,
  type ActionOverrides,
} from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { KEYCHAIN_PATHS } from './paths';
import { resetSecret, type AppSecret } from './secret-requests';
import { SecretModal } from './SecretModal';

// 重置密钥 answers the new secret, which only the info page's own button shows; the generic row
// action would drop it.
const LIST_ACTIONS: ActionOverrides = { 'reset-secret': { visible: () => false } };

/** 应用管理: the tenant's open-API apps. */
export function KeychainAppListPage() {
  return (
    <ResourceListPage
      resource={openapiAppResource}
      addPath={KEYCHAIN_PATHS.add}
      editPath={KEYCHAIN_PATHS.edit}
      detailPath={KEYCHAIN_PATHS.info}
      actionOverrides={LIST_ACTIONS}
    />
  );
}

/** 新增应用: saves the app, makes its first secret and shows it once, then opens 应用信息. */
export function KeychainAppAddPage() {
  const navigate = useNavigate();
  const [secret, setSecret] = useState<{ id: number; secret: AppSecret }>();
  const created = async (answer: unknown) => {
    const id = Number((answer as { id?: unknown } | undefined)?.id);
    try {
      setSecret({ id, secret: await resetSecret(id) });
    } catch {
      void feedback().message.warning('应用已创建，但密钥未生成，请在应用信息中重置密钥');
      void navigate(withId(KEYCHAIN_PATHS.info, id));
    }
  };
  return (
    <>
      <ResourceFormPage
        resource={openapiAppResource}
        mode="create"
        listPath={KEYCHAIN_PATHS.list}
        onCreated={(answer) => void created(answer)}
      />
      <SecretModal
        secret={secret?.secret}
        onClose={() => secret && void navigate(withId(KEYCHAIN_PATHS.info, secret.id))}
      />
    </>
  );
}

/** 重置密钥 on 应用信息, after a confirmation: the new secret is shown once. */
function ResetSecretButton({ id }: { id: number }) {
  const [secret, setSecret] = useState<AppSecret>();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      setSecret(await resetSecret(id));
    } catch {
      // The request helper has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Permission codes={['openapi:partner:app:update']}>
      <Popconfirm
        title="重置密钥"
        description="重置后原密钥立即失效，使用原密钥的调用和回调验签都将失败。确定重置吗？"
        okText="重置"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={() => void reset()}
      >
        <Button danger loading={busy}>
          重置密钥
        </Button>
      </Popconfirm>
      <SecretModal secret={secret} onClose={() => setSecret(undefined)} />
    </Permission>
  );
}

/** 应用信息: the app's fields and 重置密钥. */
export function KeychainAppInfoPage() {
  const id = useRowId();
  return (
    <ResourceDetailPage
      resource={openapiAppResource}
      backPath={KEYCHAIN_PATHS.list}
      extra={id === undefined ? undefined : <ResetSecretButton id={id} />}
    />
  );
}
