import { Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

export interface AdvancedSearchDrawerProps<V extends object = Record<string, unknown>> {
  open: boolean;
  /** 取消 and the close button: the drawer closes and the fields keep what was typed. */
  onClose(): void;
  /** 搜索 (or Enter in a field): called with the validated values, then the drawer closes. */
  onSearch(values: V): void;
  /** 清空: called after every field is reset; the drawer stays open for new conditions. */
  onClear?(): void;
  /** Supply a form to read or preset values from outside; one is created otherwise. */
  form?: FormInstance<V>;
  initialValues?: Partial<V>;
  title?: ReactNode;
  size?: number | string;
  /** antd Form.Item fields. */
  children: ReactNode;
}

/**
 * The advanced-search drawer of spec 01 section 2: arbitrary fields with 取消, 清空 and 搜索 in the
 * footer. The footer sits outside the form element, so a hidden submit button inside it lets Enter
 * in any field submit the way it does in an ordinary form.
 */
export function AdvancedSearchDrawer<V extends object = Record<string, unknown>>({
  open,
  onClose,
  onSearch,
  onClear,
  form: givenForm,
  initialValues,
  title = '高级搜索',
  size = 420,
  children,
}: AdvancedSearchDrawerProps<V>) {
  const [ownForm] = Form.useForm<V>();
  const form = givenForm ?? ownForm;

  const search = (values: V) => {
    onSearch(values);
    onClose();
  };
  const clear = () => {
    form.resetFields();
    onClear?.();
  };

  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={size}
      forceRender
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>取消</Button>
          <Button onClick={clear}>清空</Button>
          <Button type="primary" onClick={() => form.submit()}>
            搜索
          </Button>
        </Flex>
      }
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={search}>
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Drawer>
  );
}
