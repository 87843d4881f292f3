import { Empty, Input, Modal, Typography, theme, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useMenuTree } from '../../../lib/navigation';
import { useShellNavigate } from '../use-shell-navigate';
import { screenEntriesOf, type ScreenEntry } from './screen-entries';
import { searchScreens } from './search-screens';
import { SHELL_OVERLAY } from '../shell-overlay';

const SHOWN = 50;

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
}

/**
 * 搜索页面: every screen the account's menus offer, found by title, pinyin initials or path. The
 * input is a combobox over a listbox (WAI-ARIA): arrows move the active option, Enter opens it, Esc
 * closes the dialog and focus returns where it was. Loaded lazily by CommandPaletteLauncher.
 */
export default function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const { menus } = useMenuTree();
  const screens = useMemo(() => screenEntriesOf(menus), [menus]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { matches, total } = useMemo(() => searchScreens(screens, query, SHOWN), [screens, query]);
  const navigate = useShellNavigate();
  const input = useRef<InputRef>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { token } = theme.useToken();

  // Keeps the active option in view as the arrows move it or a new search starts at the top.
  useEffect(() => {
    document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [listId, active, query]);

  const search = (value: string) => {
    setQuery(value);
    setActive(0);
  };

  const openScreen = (screen: ScreenEntry | undefined) => {
    if (!screen) return;
    onClose();
    navigate(screen.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // While an input method is composing Chinese, Enter and the arrows belong to it.
    if (event.nativeEvent.isComposing || matches.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openScreen(matches[active]);
    }
  };

  return (
    <Modal
      open={open}
      rootClassName={SHELL_OVERLAY}
      title="搜索页面"
      footer={null}
      width={600}
      style={{ top: 80 }}
      destroyOnHidden
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible) input.current?.focus();
        else search('');
      }}
    >
      <Input
        ref={input}
        size="large"
        allowClear
        value={query}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="输入页面名称、拼音首字母或路径"
        role="combobox"
        aria-label="搜索页面"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches.length > 0 ? optionId(active) : undefined}
      />
      <Typography.Text type="secondary" aria-live="polite" style={{ display: 'block', margin: '8px 0' }}>
        {total === 0
          ? '没有匹配的页面'
          : total > matches.length
            ? `共 ${total} 个页面，显示前 ${matches.length} 个，输入更多关键字可缩小范围`
            : `共 ${total} 个页面，↑↓ 选择，回车打开，Esc 关闭`}
      </Typography.Text>
      {total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的页面" />
      ) : (
        <ul
          id={listId}
          role="listbox"
          aria-label="搜索结果"
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 400, overflowY: 'auto' }}
        >
          {matches.map((screen, index) => (
            <li
              key={screen.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseMove={() => setActive(index)}
              onClick={() => openScreen(screen)}
              style={{
                cursor: 'pointer',
                padding: '8px 12px',
                borderRadius: token.borderRadius,
                background: index === active ? token.colorPrimaryBg : undefined,
              }}
            >
              <Typography.Text strong>{screen.title}</Typography.Text>
              <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
                {screen.trail}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                {screen.path}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
