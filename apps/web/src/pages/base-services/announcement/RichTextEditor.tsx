import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Flex, Input, Modal, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';

interface RichTextEditorProps {
  value?: string;
  onChange?(html: string): void;
  id?: string;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertOrderedList' | 'insertUnorderedList';

const TOOLS: { command: Command; label: string; icon: React.ReactNode }[] = [
  { command: 'bold', label: '加粗', icon: <BoldOutlined aria-hidden /> },
  { command: 'italic', label: '斜体', icon: <ItalicOutlined aria-hidden /> },
  { command: 'underline', label: '下划线', icon: <UnderlineOutlined aria-hidden /> },
  { command: 'insertUnorderedList', label: '无序列表', icon: <UnorderedListOutlined aria-hidden /> },
  { command: 'insertOrderedList', label: '有序列表', icon: <OrderedListOutlined aria-hidden /> },
];

/** The browser's editing commands: deprecated but still the one way without an editor library. */
function run(command: string, argument?: string): void {
  document.execCommand(command, false, argument);
}

/**
 * 公告内容: a small rich-text box (emphasis, lists, links). What it sends is only a draft: the
 * server keeps the allow-listed markup alone, so nothing pasted here can reach a reader as script.
 */
export function RichTextEditor({ value = '', onChange, id }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');

  // Only outside changes (the row loaded for 编辑) are written in, so typing keeps its caret.
  useEffect(() => {
    if (box.current && box.current.innerHTML !== value) box.current.innerHTML = value;
  }, [value]);

  const emit = () => onChange?.(box.current?.innerHTML ?? '');
  const apply = (command: string, argument?: string) => {
    box.current?.focus();
    run(command, argument);
    emit();
  };
  const openLink = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    setHref('https://');
    setLinking(true);
  };
  const insertLink = () => {
    setLinking(false);
    const url = href.trim();
    if (!/^(https?:\/\/\S+|\/\S*)$/i.test(url)) return;
    box.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (selection && !selection.isCollapsed) apply('createLink', url);
    else apply('insertHTML', `<a href="${url.replace(/"/g, '%22')}">${url.replace(/</g, '&lt;')}</a>`);
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Flex
        gap={4}
        wrap
        role="toolbar"
        aria-label="格式"
        style={{ padding: 4, borderBottom: `1px solid ${token.colorSplit}` }}
      >
        {TOOLS.map((tool) => (
          <Tooltip key={tool.command} title={tool.label}>
            <Button
              size="small"
              type="text"
              aria-label={tool.label}
              icon={tool.icon}
              // Keeps the selection in the box: a click would otherwise move focus to the button first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => apply(tool.command)}
            />
          </Tooltip>
        ))}
        <Tooltip title="插入链接">
          <Button
            size="small"
            type="text"
            aria-label="插入链接"
            icon={<LinkOutlined aria-hidden />}
            onMouseDown={(event) => event.preventDefault()}
            onClick={openLink}
          />
        </Tooltip>
      </Flex>
      <div
        id={id}
        ref={box}
        role="textbox"
        aria-multiline="true"
        aria-label="公告内容"
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 220, maxHeight: 480, overflowY: 'auto', padding: '8px 12px', outline: 'none' }}
      />
      <Modal
        title="插入链接"
        open={linking}
        okText="插入"
        cancelText="取消"
        onOk={insertLink}
        onCancel={() => setLinking(false)}
        destroyOnHidden
      >
        <Input
          aria-label="链接地址"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          placeholder="https:// 开头的网址，或 / 开头的控制台页面"
          onPressEnter={insertLink}
        />
      </Modal>
    </div>
  );
}
