import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { label } from '../../widgets/testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { renderResource } from '../testing/render-resource';
import { PermissionTreeField } from './PermissionTreeField';
import { permissionTreeFor } from './use-permission-tree';

const HELD = ['account:role:list', 'account:role:create', 'parking:record:list'];
setUpSignedInSuite(HELD);
vi.setConfig({ testTimeout: 30_000 });

function Harness({ initial, onChange }: { initial: string[]; onChange(codes: string[]): void }) {
  const [value, setValue] = useState(initial);
  return (
    <PermissionTreeField
      value={value}
      onChange={(codes) => {
        setValue(codes);
        onChange(codes);
      }}
    />
  );
}

function switcherOf(title: string): Element {
  const node = screen.getByText(title).closest('.ant-tree-treenode');
  const switcher = node?.querySelector('.ant-tree-switcher');
  if (!switcher) throw new Error(`no switcher for ${title}`);
  return switcher;
}

/** A node's checkbox is named by the whole node, which includes the switcher icon's name. */
const checkboxOf = (title: string) => screen.getByRole('checkbox', { name: new RegExp(`(^|\\s)${title}$`) });

describe('permissionTreeFor', () => {
  it('offers only held codes, grouped by area and resource with Chinese labels', () => {
    const { treeData, codes } = permissionTreeFor(new Set([...HELD, 'not:a:code']));
    expect(codes).toEqual(HELD);
    expect(treeData.map((area) => area.title)).toEqual(['账户', '停车']);
    const account = treeData[0]!.children!;
    expect(account.map((resource) => resource.title)).toEqual(['角色']);
    expect(account[0]!.children!.map((leaf) => [leaf.key, leaf.title])).toEqual([
      ['account:role:list', '角色列表'],
      ['account:role:create', '新增角色'],
    ]);
  });
});

describe('PermissionTreeField', () => {
  it('shows only held codes and yields the checked codes, keeping codes it does not offer', async () => {
    const onChange = vi.fn();
    const { user } = renderResource(
      <Harness initial={['account:role:list', 'system:secret:keep']} onChange={onChange} />,
    );
    // Areas start open; a resource opens on its switcher.
    await user.click(switcherOf('角色'));

    expect(checkboxOf('角色列表').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('编辑角色')).toBeNull();
    expect(screen.queryByText('子账号')).toBeNull();
    expect(screen.getByText('已选 1 / 3 项')).toBeTruthy();

    await user.click(screen.getByText('新增角色'));
    expect(onChange).toHaveBeenLastCalledWith([
      'system:secret:keep',
      'account:role:list',
      'account:role:create',
    ]);
    // Both codes of 角色 are now ticked, so the resource node is too.
    expect(checkboxOf('角色').getAttribute('aria-checked')).toBe('true');

    await user.click(checkboxOf('账户'));
    expect(onChange).toHaveBeenLastCalledWith(['system:secret:keep']);

    await user.click(screen.getByRole('button', { name: label('全选') }));
    expect(onChange).toHaveBeenLastCalledWith(['system:secret:keep', ...HELD]);
  });
});
