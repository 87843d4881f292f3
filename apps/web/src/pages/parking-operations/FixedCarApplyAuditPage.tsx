import { fixedCarApplyResource, optionsOf, PAY_MODE, PAY_TYPE } from '@console/core';
import { Alert, Button, Card, Descriptions, Flex, Form, Popconfirm, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/feedback';
import { api } from '../../lib/request';
import {
  isNotFound,
  LoadFailed,
  MissingRow,
  ResourceDescriptions,
  useResourceDetail,
  useResourceMutation,
  useRowId,
  withId,
} from '../../resources';
import { PriceInput } from '../../widgets/price-input';
import { approvalPreview } from './approval-preview';
import { CAR_APPLY_PATHS } from './paths';
import { RejectReasonModal } from './RejectReasonModal';

interface ApproveValues {
  unit_price: number;
  pay_type: number;
  pay_mode: number;
}

const PAY_MODES = optionsOf(PAY_MODE).filter((option) => option.value !== -1);

/** 固定车申请审核: 通过 opens the monthly card at the price entered; 驳回 asks for the reason. */
export default function FixedCarApplyAuditPage() {
  const id = useRowId();
  const navigate = useNavigate();
  const detail = useResourceDetail(fixedCarApplyResource, id);
  const [form] = Form.useForm<ApproveValues>();
  const unitPrice = Form.useWatch('unit_price', form);
  const [rejecting, setRejecting] = useState(false);
  // The preview's "today": fixed when the page opens, as the review happens now.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const toDetail = () => id !== undefined && void navigate(withId(CAR_APPLY_PATHS.detail, id));

  const approve = useResourceMutation(fixedCarApplyResource, (values: ApproveValues) =>
    api.put<{ end_time: number; order_no: string }>('parking/car-apply/approve', { id, ...values }),
  );
  const reject = useResourceMutation(fixedCarApplyResource, (reason: string) =>
    api.put('parking/car-apply/reject', { id, reason }),
  );

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && !detail.data)) {
    return <MissingRow onBack={() => void navigate(CAR_APPLY_PATHS.list)} />;
  }
  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const row = detail.data;
  if (!row) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const pending = row.status === 0;
  const preview = approvalPreview({ card_type: row.card_type, quantity: row.quantity }, unitPrice, now);

  const submitApprove = async () => {
    const values = await form.validateFields();
    try {
      await approve.mutateAsync(values);
      feedback().message.success('审核通过，月卡已开通');
      toDetail();
    } catch {
      // shown by the request helper
    }
  };

  return (
    <Flex vertical gap="middle">
      <Card
        title="固定车申请审核"
        extra={<Button onClick={() => void navigate(CAR_APPLY_PATHS.list)}>返回</Button>}
      >
        <ResourceDescriptions resource={fixedCarApplyResource} row={row} />
      </Card>
      {pending ? (
        <Card title="审核意见">
          <Form<ApproveValues>
            form={form}
            layout="horizontal"
            labelCol={{ span: 4 }}
            wrapperCol={{ span: 12 }}
            initialValues={{ pay_type: 1, pay_mode: 0 }}
          >
            <Form.Item
              name="unit_price"
              label="单价（每单位）"
              rules={[{ required: true, message: '请输入单价' }]}
              extra="通过后按 单价 × 申请数量 生成月卡订单"
            >
              <PriceInput aria-label="单价（每单位）" placeholder="请输入单价" max={10_000_000} />
            </Form.Item>
            <Form.Item
              name="pay_type"
              label="支付方式"
              rules={[{ required: true, message: '请选择支付方式' }]}
            >
              <Select aria-label="支付方式" options={optionsOf(PAY_TYPE)} />
            </Form.Item>
            <Form.Item
              name="pay_mode"
              label="支付渠道"
              rules={[{ required: true, message: '请选择支付渠道' }]}
            >
              <Select aria-label="支付渠道" options={PAY_MODES} />
            </Form.Item>
            <Form.Item label="预览" colon>
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="应收金额">{preview.amount}</Descriptions.Item>
                <Descriptions.Item label="新开月卡有效期">{preview.validity}</Descriptions.Item>
              </Descriptions>
            </Form.Item>
            <Form.Item wrapperCol={{ offset: 4 }}>
              <Flex gap="small">
                <Popconfirm
                  title="确定通过该申请并开通月卡吗？"
                  okText="确定"
                  cancelText="取消"
                  onConfirm={submitApprove}
                >
                  <Button type="primary" loading={approve.isPending}>
                    通过
                  </Button>
                </Popconfirm>
                <Button danger onClick={() => setRejecting(true)}>
                  驳回
                </Button>
              </Flex>
            </Form.Item>
          </Form>
        </Card>
      ) : (
        <Alert type="info" showIcon message="该申请已审核，不能再次审核" />
      )}
      <RejectReasonModal
        open={rejecting}
        title="驳回固定车申请"
        onCancel={() => setRejecting(false)}
        onSubmit={async (reason) => {
          await reject.mutateAsync(reason);
          setRejecting(false);
          feedback().message.success('已驳回');
          toDetail();
        }}
      />
    </Flex>
  );
}
