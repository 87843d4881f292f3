import { Drawer, Segmented } from 'antd';
import { useState } from 'react';
import { AnnouncementPreview } from './AnnouncementPreview';
import { MessageList } from './MessageList';

type Section = 'messages' | 'announcements';

const SECTIONS: { label: string; value: Section }[] = [
  { label: '消息中心', value: 'messages' },
  { label: '平台公告', value: 'announcements' },
];

export interface MessageCentreDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The message centre drawer of spec 01 section 2. Its content is dropped on close, so every opening
 * starts on the first page with fresh data.
 */
export function MessageCentreDrawer({ open, onClose }: MessageCentreDrawerProps) {
  const [section, setSection] = useState<Section>('messages');
  return (
    <Drawer
      title="消息中心"
      open={open}
      onClose={onClose}
      size={420}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && setSection('messages')}
    >
      <Segmented<Section>
        block
        aria-label="消息类别"
        options={SECTIONS}
        value={section}
        onChange={setSection}
        style={{ marginBottom: 12 }}
      />
      {section === 'messages' ? <MessageList /> : <AnnouncementPreview onNavigate={onClose} />}
    </Drawer>
  );
}
