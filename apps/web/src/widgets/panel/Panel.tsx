import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A plain bordered container that looks like antd's untitled Card (same tokens: container
 * background, secondary border, large radius, 24 px body padding or 12 px when small). List pages
 * use it because antd's Card module imports Tabs for its tab list, which cost the first page after
 * sign-in ~13 KiB it never shows.
 */
export function Panel({ size, children }: { size?: 'small'; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: size === 'small' ? token.paddingSM : token.paddingLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}
