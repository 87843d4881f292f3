import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import type { ColumnPrefs } from './column-prefs';

export interface ColumnSettingsProps {
  /** Every column the user may see, in default order, with its name. */
  columns: readonly { key: string; title: string }[];
  prefs: ColumnPrefs;
  onChange(prefs: ColumnPrefs): void;
  onReset(): void;
}

function move(order: readonly string[], key: string, by: -1 | 1): string[] {
  const next = [...order];
  const from = next.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * 列设置: show or hide each column and move it up or down. Buttons rather than drag and drop, so
 * the order can be changed from the keyboard and announced by a screen reader. The last visible
 * column cannot be hidden, since an empty table helps nobody.
 */
export function ColumnSettings({ columns, prefs, onChange, onReset }: ColumnSettingsProps) {
  const titles = new Map(columns.map((column) => [column.key, column.title]));
  const order = prefs.order.filter((key) => titles.has(key));
  const hidden = new Set(prefs.hidden);
  const visibleCount = order.filter((key) => !hidden.has(key)).length;

  const toggle = (key: string, show: boolean) =>
    onChange({ ...prefs, hidden: show ? prefs.hidden.filter((k) => k !== key) : [...prefs.hidden, key] });

  const content = (
    <ul aria-label="列设置" style={{ listStyle: 'none', margin: 0, padding: 0, minWidth: 220 }}>
      {order.map((key, index) => {
        const title = titles.get(key)!;
        const shown = !hidden.has(key);
        return (
          <li key={key}>
            <Flex align="center" justify="space-between" gap="small">
              <Checkbox
                checked={shown}
                disabled={shown && visibleCount === 1}
                onChange={(event) => toggle(key, event.target.checked)}
              >
                {title}
              </Checkbox>
              <span>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={`上移 ${title}`}
                  disabled={index === 0}
                  onClick={() => onChange({ ...prefs, order: move(order, key, -1) })}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={`下移 ${title}`}
                  disabled={index === order.length - 1}
                  onClick={() => onChange({ ...prefs, order: move(order, key, 1) })}
                />
              </span>
            </Flex>
          </li>
        );
      })}
    </ul>
  );

  const title = (
    <Flex align="center" justify="space-between">
      <span>列展示</span>
      <Button type="link" size="small" onClick={onReset}>
        重置
      </Button>
    </Flex>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={title} content={content}>
      <Tooltip title="列设置">
        <Button icon={<SettingOutlined aria-hidden />} aria-label="列设置" />
      </Tooltip>
    </Popover>
  );
}
