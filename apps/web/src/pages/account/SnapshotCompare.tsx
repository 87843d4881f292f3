import { Col, Flex, Row, Tag, Typography } from 'antd';
import { changedKeys, parseSnapshot, showSnapshot } from './json-diff';

export interface SnapshotCompareProps {
  before: unknown;
  after: unknown;
}

const PRE_STYLE = {
  margin: 0,
  padding: 12,
  maxHeight: 480,
  overflow: 'auto',
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: 'rgba(0, 0, 0, 0.02)',
  borderRadius: 6,
} as const;

/** 变更前 and 变更后 side by side, with the fields that changed named above them. */
export function SnapshotCompare({ before, after }: SnapshotCompareProps) {
  const left = parseSnapshot(before);
  const right = parseSnapshot(after);
  const changed = changedKeys(left, right);
  const pane = (title: string, text: string) => (
    <Col xs={24} md={12}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <pre style={PRE_STYLE} aria-label={title} tabIndex={0}>
        {text}
      </pre>
    </Col>
  );
  return (
    <Flex vertical gap="middle">
      {changed.length > 0 && (
        <Flex wrap gap={4} align="center">
          <Typography.Text type="secondary">变更字段：</Typography.Text>
          {changed.map((key) => (
            <Tag key={key}>{key}</Tag>
          ))}
        </Flex>
      )}
      <Row gutter={[16, 16]}>
        {pane('变更前', showSnapshot(left))}
        {pane('变更后', showSnapshot(right))}
      </Row>
    </Flex>
  );
}
