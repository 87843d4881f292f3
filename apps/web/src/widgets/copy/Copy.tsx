import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { COPY_NOTICE_MS } from '@console/core';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useCopy } from './use-copy';

export interface CopyProps {
  /** What goes on the clipboard. */
  text: string;
  /** What is shown; the text itself by default. Pass null to show only the button. */
  children?: ReactNode;
  /** Names the button for screen readers: 复制{label}. */
  label?: string;
}

/** Text with a copy button; the icon turns into a tick for as long as the success message shows. */
export function Copy({ text, children, label = '' }: CopyProps) {
  const copy = useCopy();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const shown = children === undefined ? text : children;
  return (
    <Space size={4}>
      {shown}
      <Tooltip title={copied ? '已复制' : '复制'}>
        <Button
          type="text"
          size="small"
          aria-label={`复制${label}`}
          icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
          onClick={() => void copy(text).then(setCopied)}
        />
      </Tooltip>
    </Space>
  );
}
