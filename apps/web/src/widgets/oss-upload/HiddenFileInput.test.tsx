import { render } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { HiddenFileInput } from './HiddenFileInput';

describe('HiddenFileInput', () => {
  it('stays hidden inside a Form.Item, whose CSS shows file inputs as blocks', () => {
    const { container } = render(
      <Form>
        <Form.Item label="Logo">
          <HiddenFileInput aria-label="选择图片" />
        </Form.Item>
      </Form>,
    );
    const input = container.querySelector('input[type="file"]')!;
    expect(getComputedStyle(input).display).toBe('none');
  });
});
