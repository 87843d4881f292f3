import { Tooltip, type TooltipProps } from 'antd';
import { useState, type ReactNode } from 'react';

export interface HoverTooltipProps {
  /** The whole text; nothing to show when empty. */
  title: string | undefined;
  placement?: TooltipProps['placement'];
  children: ReactNode;
}

/**
 * antd's Tooltip, made the first time the pointer comes over its text. A list page of 20 rows with
 * three cut-off text columns held 60 Tooltips, each a Trigger with its own layout effects: they cost
 * on every mount, and each re-rendered when a kept page was shown again (the Trigger resets its
 * alignment whenever its layout effects re-run). Until then it is a plain span.
 */
export function HoverTooltip({ title, placement, children }: HoverTooltipProps) {
  const [armed, setArmed] = useState(false);
  if (!title || !armed) {
    return <span onPointerEnter={title ? () => setArmed(true) : undefined}>{children}</span>;
  }
  // Open at once: the pointer that armed it is already over the text and will not enter it again.
  return (
    <Tooltip title={title} placement={placement} defaultOpen>
      <span>{children}</span>
    </Tooltip>
  );
}
