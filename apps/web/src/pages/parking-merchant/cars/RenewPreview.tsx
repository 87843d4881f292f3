import { formatTimestamp } from '@console/core';
import { Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { renewPreview, type RenewableCard } from './renew-preview';

export interface RenewPreviewProps {
  /** The month card's row (its fields are the definition's). */
  row: RenewableCard;
  /** The quantity typed so far in the 续费 dialog. */
  quantity: unknown;
  /** The preview's clock (tests pin it); the server applies its own. */
  now?: () => number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Under the 续费 dialog: unit price × quantity, and the validity the card will reach, before paying. */
export function RenewPreview({ row, quantity, now = nowSeconds }: RenewPreviewProps) {
  // The preview's "today": fixed when the dialog opens.
  const [today] = useState(now);
  // The typed quantity is the form's value: a number once the input holds one.
  const preview = renewPreview(row, typeof quantity === 'number' ? quantity : 0, today);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        {
          key: 'amount',
          label: '应付金额',
          children: preview ? (
            <Typography.Text strong aria-label="应付金额">
              {preview.amountText}
              <Typography.Text type="secondary">（{preview.breakdown}）</Typography.Text>
            </Typography.Text>
          ) : (
            '-'
          ),
        },
        { key: 'end', label: '续费后到期', children: preview ? formatTimestamp(preview.end_time) : '-' },
      ]}
    />
  );
}
