import { Typography } from 'antd';
import { shortUserAgent } from './user-agent';

/** The short client name, with the full user agent on hover for support. */
export function UserAgentText({ value }: { value: unknown }) {
  const full = typeof value === 'string' ? value : '';
  return <Typography.Text title={full || undefined}>{shortUserAgent(value)}</Typography.Text>;
}
