import {
  CHARGE_MODE,
  COLLECTION_AUDIT_RESULT,
  collectionResource,
  optionsOf,
  VALIDATORS,
} from '@console/core';
import { Button, Card, Flex, Form, Input, InputNumber, Modal, Radio, Select, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';
import {
  LoadFailed,
  MissingRow,
  ResourceDescriptions,
  isNotFound,
  useResourceDetail,
  useResourceMutation,
  useRowId,
} from '../../../resources';
import { runAction } from '../../../resources/api/resource-requests';
import { NETWORK_PATHS } from './paths';
import { useCustomerOptions } from './use-customer-options';

interface AuditValues {
  result: 1 | 2;
  reason?: string;
  merchant_id?: number;
  charge_mode?: number;
  name?: string;
  total_spaces?: number;
  contact_name?: string;
  contact_mobile?: string;
}

const LABEL_COL = { xs: { span: 24 }, sm: { span: 6 }, xl: { span: 4 } };
const WRAPPER_COL = { xs: { span: 24 }, sm: { span: 16 }, xl: { span: 12 } };

/**
 * 采集审核: the collected lot as read, then the decision. 通过 creates a park for the chosen
 * merchant (its name, spaces and contact may be corrected first); 驳回 needs the reason.
 */
export default function CollectionAuditPage() {
  const id = useRowId();
  const navigate = useNavigate();
  const detail = useResourceDetail(collectionResource, id);
  const customers = useCustomerOptions();
  const [form] = Form.useForm<AuditValues>();
  const [modal, holder] = Modal.useModal();
  const result = Form.useWatch('result', form);
  const audit = useResourceMutation(collectionResource, (values: AuditValues) =>
    runAction(collectionResource, 'audit', { id: id ?? 0, ...values }),
  );
  const back = () => void navigate(NETWORK_PATHS.collectionList);

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && !detail.data)) {
    return <MissingRow onBack={back} />;
  }
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const row = detail.data;
  if (!row) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const waiting = row.status === 0;

  const submit = (values: AuditValues) => {
    const approving = values.result === 1;
    void modal.confirm({
      title: approving ? `确定通过并创建车场“${values.name ?? ''}”吗？` : '确定驳回该采集吗？',
      okText: approving ? '通过' : '驳回',
      okButtonProps: { danger: !approving },
      onOk: () =>
        audit.mutateAsync(values).then(
          () => {
            void feedback().message.success(approving ? '审核通过，车场已创建' : '已驳回');
            back();
          },
          () => undefined,
        ),
    });
  };

  return (
    <Flex vertical gap="middle">
      {holder}
      <Card title="采集信息" extra={<Button onClick={back}>返回</Button>}>
        <ResourceDescriptions resource={collectionResource} row={row} />
      </Card>
      <Card title="审核">
        {!waiting ? (
          <span>该采集已审核，不能再次审核。</span>
        ) : (
          <Form<AuditValues>
            form={form}
            name="collection-audit"
            labelCol={LABEL_COL}
            wrapperCol={WRAPPER_COL}
            initialValues={{
              result: 1,
              name: row.name ?? '',
              total_spaces: row.total_spaces ?? 1,
              charge_mode: 1,
            }}
            onFinish={submit}
          >
            <Form.Item name="result" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
              <Radio.Group options={optionsOf(COLLECTION_AUDIT_RESULT)} />
            </Form.Item>
            {result === 2 ? (
              <Form.Item
                name="reason"
                label="驳回原因"
                rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }]}
              >
                <Input.TextArea
                  maxLength={255}
                  showCount
                  autoSize={{ minRows: 3 }}
                  placeholder="请输入驳回原因"
                />
              </Form.Item>
            ) : (
              <>
                <Form.Item
                  name="merchant_id"
                  label="所属商户"
                  rules={[{ required: true, message: '请选择车场所属商户' }]}
                >
                  <Select
                    showSearch
                    optionFilterProp="label"
                    options={customers.options}
                    loading={customers.loading}
                    placeholder="请选择车场所属商户"
                  />
                </Form.Item>
                <Form.Item
                  name="name"
                  label="车场名称"
                  rules={[{ required: true, whitespace: true, message: '请输入车场名称' }]}
                >
                  <Input maxLength={64} />
                </Form.Item>
                <Form.Item
                  name="total_spaces"
                  label="车位总数"
                  rules={[{ required: true, message: '请输入车位总数' }]}
                >
                  <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item
                  name="charge_mode"
                  label="收费模式"
                  rules={[{ required: true, message: '请选择收费模式' }]}
                >
                  <Select options={optionsOf(CHARGE_MODE)} placeholder="请选择收费模式" />
                </Form.Item>
                <Form.Item name="contact_name" label="联系人">
                  <Input maxLength={32} />
                </Form.Item>
                <Form.Item
                  name="contact_mobile"
                  label="联系电话"
                  rules={[
                    {
                      validator: (_rule, value: string | undefined) => {
                        const bad = value && !VALIDATORS.mobile.test(value);
                        return bad ? Promise.reject(new Error(VALIDATORS.mobile.message)) : Promise.resolve();
                      },
                    },
                  ]}
                >
                  <Input maxLength={11} />
                </Form.Item>
              </>
            )}
            <Form.Item label={null}>
              <Flex gap="small">
                <Button type="primary" htmlType="submit" loading={audit.isPending}>
                  提交审核
                </Button>
                <Button onClick={back}>取消</Button>
              </Flex>
            </Form.Item>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
