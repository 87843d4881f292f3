import { propertyApplicationResource } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { feedback } from '../../lib/feedback';
import { api } from '../../lib/request';
import { resourceKeys, ResourceListPage, type ActionOverrides, type ResourceRow } from '../../resources';
import { PROPERTY_PATHS } from './paths';
import { ACCOUNT_NAME_RULE, toAntdRule, VALIDATORS } from '@console/core';

// 通过 and 驳回 ask for more than a yes, so the declared buttons give way to the dialogs below.
const HIDDEN: ActionOverrides = { approve: { visible: () => false }, reject: { visible: () => false } };
const PENDING = (row: ResourceRow) => row.status === 0;

type Decision = { kind: 'approve' | 'reject'; row: ResourceRow };

/** 入驻审核: applications in the caller's scope; 通过 opens a 集团客户 with its main account. */
export default function PropertyAuditPage() {
  const [decision, setDecision] = useState<Decision>();
  const [form] = Form.useForm<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const submit = async (values: Record<string, string>) => {
    if (!decision) return;
    setBusy(true);
    try {
      const res = await api.put<{ merchant_no?: string }>(`account/property/${decision.kind}`, {
        id: decision.row.id,
        ...values,
      });
      const no = res.payload?.merchant_no;
      void feedback().message.success(no ? `已通过，开通商户号 ${no}` : '已驳回');
      setDecision(undefined);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(propertyApplicationResource.key) });
    } catch {
      // Shown by the request helper.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ResourceListPage
        resource={propertyApplicationResource}
        addPath={PROPERTY_PATHS.apply}
        actionOverrides={HIDDEN}
        rowActions={[
          {
            key: 'approve',
            label: '通过',
            permission: ['account:property:audit'],
            visible: PENDING,
            onClick: (row) => setDecision({ kind: 'approve', row }),
          },
          {
            key: 'reject',
            label: '驳回',
            permission: ['account:property:audit'],
            visible: PENDING,
            onClick: (row) => setDecision({ kind: 'reject', row }),
          },
        ]}
      />
      <Modal
        open={decision !== undefined}
        title={decision?.kind === 'approve' ? `通过申请：${String(decision.row.company_name)}` : '驳回申请'}
        okText={decision?.kind === 'approve' ? '通过并开通商户' : '驳回'}
        okButtonProps={{ danger: decision?.kind === 'reject' }}
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setDecision(undefined)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          name="property-decision"
          onFinish={(values) => void submit(values)}
          preserve={false}
        >
          {decision?.kind === 'approve' && (
            <>
              <Form.Item
                name="account"
                label="主账号"
                rules={[
                  { required: true, whitespace: true, message: '请输入主账号' },
                  toAntdRule(ACCOUNT_NAME_RULE),
                ]}
              >
                <Input autoComplete="off" placeholder="请输入主账号" />
              </Form.Item>
              <Form.Item
                name="password"
                label="初始密码"
                rules={[{ required: true, message: '请输入初始密码' }, toAntdRule(VALIDATORS.password)]}
              >
                <Input.Password autoComplete="new-password" placeholder="请输入初始密码" />
              </Form.Item>
            </>
          )}
          <Form.Item
            name="remark"
            label={decision?.kind === 'approve' ? '审核意见' : '驳回原因'}
            rules={
              decision?.kind === 'reject'
                ? [{ required: true, whitespace: true, message: '请输入驳回原因' }]
                : []
            }
          >
            <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
