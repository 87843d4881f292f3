import { Form } from 'antd';
import type { ReactNode } from 'react';
import { fieldControlOf } from './field-control';
import { rulesOf, type FormFieldSpec, type FormMode } from './form-fields';

/** A control for a special field, placed inside its Form.Item (which supplies value and onChange). */
export type FieldRenderers = Readonly<Record<string, (spec: FormFieldSpec) => ReactNode>>;

/**
 * One Form.Item per field: the control its kind calls for (or the screen's own), the definition's
 * rules in the server's words and its help line. Shared by the resource form, the settings form and
 * the action dialog, so a field looks and checks the same wherever it is asked.
 */
export function FormFieldItems({
  fields,
  mode,
  renderField = {},
}: {
  fields: readonly FormFieldSpec[];
  mode: FormMode;
  renderField?: FieldRenderers;
}) {
  return fields.map((spec) => {
    const custom = renderField[spec.name];
    const { control, itemProps } = custom
      ? { control: custom(spec), itemProps: undefined }
      : fieldControlOf(spec, mode);
    return (
      <Form.Item
        key={spec.name}
        name={spec.name}
        label={spec.label}
        rules={rulesOf(spec)}
        extra={spec.def.help}
        {...itemProps}
      >
        {control}
      </Form.Item>
    );
  });
}
