import {
  DownOutlined,
  FileTextOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, Space, type MenuProps } from 'antd';
import { feedback } from '../../lib/feedback';
import { signOut, useSession } from '../../lib/session-store';
import { usePageCache } from './page-cache';
import { useShellNavigate } from './use-shell-navigate';
import { SHELL_OVERLAY } from './shell-overlay';

/** Name, merchant number and main account; links gated by their codes; quit (spec 01 section 2). */
export function UserPanel({ compact }: { compact: boolean }) {
  const profile = useSession((s) => s.profile);
  const permissions = useSession((s) => s.permissions);
  const navigate = useShellNavigate();
  if (!profile) return null;

  const quit = () =>
    void feedback().modal.confirm({
      title: '确定退出登录吗？',
      okText: '退出',
      cancelText: '取消',
      onOk: async () => {
        await signOut();
        usePageCache.getState().reset();
        navigate('/', { replace: true });
      },
    });

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div style={{ lineHeight: 1.6 }}>
          <div>商户号：{profile.merchant}</div>
          <div>商户名称：{profile.merchant_name}</div>
          <div>主账号：{profile.main_account_name || '-'}</div>
        </div>
      ),
    },
    { type: 'divider' },
    // Every signed-in account may open its own settings and change its password (issue 14).
    {
      key: 'mine',
      icon: <SettingOutlined />,
      label: '账号设置',
      onClick: () => navigate('/account/role-permission/mine'),
    },
    ...(permissions.has('universal:report:basic')
      ? [
          {
            key: 'report',
            icon: <FileTextOutlined />,
            label: '报表中心',
            onClick: () => navigate('/account/report/list'),
          },
        ]
      : []),
    { key: 'quit', icon: <LogoutOutlined />, label: '退出登录', danger: true, onClick: quit },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" rootClassName={SHELL_OVERLAY}>
      {/* Named by what it shows, after what it is: an aria-label would hide the shown name and number. */}
      <button type="button" className="shell-user-button">
        <span className="shell-sr-only">用户菜单：</span>
        {compact && <span className="shell-sr-only">{profile.name}</span>}
        <Space size={8}>
          <Avatar size="small" src={profile.avatar || undefined} icon={<UserOutlined />} />
          {!compact && (
            <span
              style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.2, textAlign: 'left' }}
            >
              <span>{profile.name}</span>
              <span style={{ opacity: 0.7, fontSize: 12 }}>{profile.merchant}</span>
            </span>
          )}
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </button>
    </Dropdown>
  );
}
