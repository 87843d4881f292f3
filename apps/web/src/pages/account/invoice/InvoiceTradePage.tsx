import {
  accountConsumptionView,
  accountInvoiceResource,
  invoiceTitleSettings,
  permittedCodes,
  settingsDocument,
  settingsFields,
  type FieldDef,
  type InvoiceApplyAnswer,
  type SettingsDetail,
  viewRowKey,
} from '@console/core';
import { FileAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { api } from '../../../lib/request';
import { FormFieldItems, ResourceListPage, type FormFieldSpec, type ResourceRow } from '../../../resources';
import { Permission } from '../../../widgets/permission';

/** The selected orders' ids and invoiceable amounts (fen), read from the view's rows. */
const idOf = (r: ResourceRow) => (typeof r.id === 'number' ? r.id : 0);
const amountOf = (r: ResourceRow) => (typeof r.amount === 'number' ? r.amount : 0);

const DETAIL_PATH = '/account/invoice/list/detail';
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * 消费记录 (`/account/invoice/trade`): the caller's paid orders not yet invoiced. Several are picked
 * and 申请开票 asks for the title, starting from the saved 发票抬头 (the one title model: the
 * application may change it for this invoice only). The list is the view's; only the selection and
 * the application dialog are this page's.
 */
export default function InvoiceTradePage() {
  const [selected, setSelected] = useState<ResourceRow[]>([]);
  const [open, setOpen] = useState(false);
  const total = selected.reduce((sum, row) => sum + amountOf(row), 0);

  return (
    <>
      <ResourceListPage
        resource={accountConsumptionView}
        rowSelection={{
          // The list names a view's rows by the view's row key, so the selection does too.
          selectedRowKeys: selected.map((row) => viewRowKey(accountConsumptionView, row)),
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
        }}
        toolbar={
          <Permission codes={['account:invoice:create']}>
            <Flex gap="small" align="center">
              <Button
                type="primary"
                icon={<FileAddOutlined aria-hidden />}
                disabled={selected.length === 0}
                onClick={() => setOpen(true)}
              >
                申请开票
              </Button>
              {selected.length > 0 && (
                <Typography.Text>
                  已选 {selected.length} 笔，合计 {yuan(total)}
                </Typography.Text>
              )}
            </Flex>
          </Permission>
        }
      />
      {open && (
        <ApplyDialog
          tradeIds={selected.map(idOf)}
          total={total}
          onClose={(applied) => {
            setOpen(false);
            if (applied) setSelected([]);
          }}
        />
      )}
    </>
  );
}

function ApplyDialog({
  tradeIds,
  total,
  onClose,
}: {
  tradeIds: number[];
  total: number;
  onClose(applied: boolean): void;
}) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = useQuery({
    queryKey: ['account/invoice/config', 'detail', 0],
    queryFn: async () => (await api.get<SettingsDetail>(`${invoiceTitleSettings.key}/detail`)).payload,
  });
  const specs = useMemo<FormFieldSpec[]>(
    () =>
      settingsFields(invoiceTitleSettings).flatMap((name) => {
        const def = (invoiceTitleSettings.fields as Readonly<Record<string, FieldDef>>)[name];
        return def ? [{ name, def, label: def.label, required: def.required, disabled: false }] : [];
      }),
    [],
  );
  const apply = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      api.post<InvoiceApplyAnswer>('account/invoice/apply', { ...values, trade_ids: tradeIds }),
    onSuccess: async ({ payload }) => {
      void feedback().message.success('已提交开票申请，开具后可在开票记录中下载');
      await Promise.all(
        [accountConsumptionView.key, accountInvoiceResource.key].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      onClose(true);
      if (payload && permittedCodes(accountInvoiceResource, 'detail').length > 0)
        void navigate(`${DETAIL_PATH}?id=${payload.id}`);
    },
  });

  const submit = async () => {
    const typed = await form.validateFields().catch(() => undefined);
    if (!typed) return;
    const values = settingsDocument(invoiceTitleSettings, typed);
    const problem = invoiceTitleSettings.check?.(values);
    if (problem) {
      void feedback().message.warning(problem);
      return;
    }
    // Blank optional texts are left out, as every call does.
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
    await apply.mutateAsync(body).catch(() => undefined);
  };

  return (
    <Modal
      open
      title="申请开票"
      okText="提交申请"
      cancelText="取消"
      confirmLoading={apply.isPending}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
      width={640}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`共 ${tradeIds.length} 笔订单，价税合计 ${yuan(total)}；抬头默认取自「发票抬头」，可为本次修改`}
      />
      {title.isPending ? null : (
        <Form
          form={form}
          name="invoice-apply"
          initialValues={title.data?.value ?? invoiceTitleSettings.defaults}
          labelCol={{ span: 6 }}
          wrapperCol={{ span: 17 }}
        >
          <FormFieldItems fields={specs} mode="create" />
        </Form>
      )}
    </Modal>
  );
}
