import { Drawer } from 'antd';
import { SideMenu } from './SideMenu';

/** The sidebar as a drawer on phones; its own chunk, so a desktop never downloads antd's Drawer. */
export default function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      title="菜单"
      size={260}
      styles={{ body: { padding: 0 } }}
    >
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
