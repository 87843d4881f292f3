import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Space } from 'antd';
import type { RowAction } from './types';

/** Danger actions always ask first, even when the screen forgot to give a question. */
export function confirmTextOf<T>(action: RowAction<T>): string | undefined {
  return action.confirm ?? (action.danger ? `确定要${action.label}吗？` : undefined);
}

export interface RowActionsProps<T> {
  row: T;
  /** Already filtered by permission; visible(row) is applied here. */
  actions: readonly RowAction<T>[];
  /** How many show as links before the rest fold into 更多. */
  max: number;
  /** Asks from a modal for folded actions, whose menu closes before a Popconfirm could show. */
  ask(question: string, action: RowAction<T>, row: T): void;
}

/** The operations column of one row (spec 01 section 2): the first actions as links, the rest under 更多. */
export function RowActions<T>({ row, actions, max, ask }: RowActionsProps<T>) {
  const usable = actions.filter((action) => action.visible?.(row) ?? true);
  if (usable.length === 0) return <>-</>;
  const shown = usable.slice(0, max);
  const folded = usable.slice(max);

  return (
    <Space size={0} wrap={false}>
      {shown.map((action) => {
        const question = confirmTextOf(action);
        const link = (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            onClick={question ? undefined : () => void action.onClick(row)}
          >
            {action.label}
          </Button>
        );
        if (!question) return link;
        return (
          <Popconfirm
            key={action.key}
            title={question}
            okText="确定"
            cancelText="取消"
            okButtonProps={{ danger: action.danger }}
            onConfirm={() => action.onClick(row)}
          >
            {link}
          </Popconfirm>
        );
      })}
      {folded.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: folded.map((action) => ({ key: action.key, label: action.label, danger: action.danger })),
            onClick: ({ key }) => {
              const action = folded.find((item) => item.key === key);
              if (!action) return;
              const question = confirmTextOf(action);
              if (question) ask(question, action, row);
              else void action.onClick(row);
            },
          }}
        >
          <Button type="link" size="small" icon={<DownOutlined aria-hidden />} iconPlacement="end">
            更多
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
