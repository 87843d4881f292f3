import { faceInputOf, optionsOf } from '@console/core';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { PriceInput } from '../../widgets/price-input';
import { FaceValueField } from '../fields/FaceValueField';
import { PermissionTreeField } from '../fields/PermissionTreeField';
import { RefSelectField } from '../fields/RefSelectField';
import type { FormFieldSpec, FormMode } from './form-fields';

const BOOLEAN_OPTIONS = [
  { label: '是', value: 1 },
  { label: '否', value: 0 },
];

// Longer texts (descriptions, remarks) get a box that grows with them.
const TEXTAREA_FROM = 128;

export interface FieldControl {
  /** The direct child of Form.Item, which injects id, value and onChange into it. */
  control: ReactNode;
  /** Wire value ↔ control value, for kinds whose control holds something else (dayjs for seconds). */
  itemProps?: Pick<FormItemProps, 'getValueProps' | 'normalize'>;
}

/** The input of one field, chosen by its kind; every value stays in wire form (fen, seconds, ids, 1/0). */
export function fieldControlOf({ def, label, disabled }: FormFieldSpec, mode: FormMode): FieldControl {
  const typeHint = `请输入${label}`;
  const pickHint = `请选择${label}`;
  switch (def.kind) {
    case 'password':
      return {
        control: (
          <Input.Password
            autoComplete="new-password"
            placeholder={mode === 'edit' ? '不修改请留空' : typeHint}
            disabled={disabled}
          />
        ),
      };
    case 'money':
      return { control: <PriceInput placeholder={typeHint} disabled={disabled} max={def.maximum} /> };
    case 'integer':
      if (def.face) {
        return {
          control: <FaceValueField typeField={def.face.typeField} inputOf={faceInputOf(def.face.inputs)} />,
        };
      }
      return {
        control: (
          <InputNumber
            style={{ width: '100%' }}
            precision={0}
            min={def.minimum}
            max={def.maximum}
            placeholder={typeHint}
            disabled={disabled}
            {...(def.unit && { suffix: def.unit })}
          />
        ),
      };
    case 'time':
      return {
        control: <DatePicker showTime style={{ width: '100%' }} placeholder={pickHint} disabled={disabled} />,
        itemProps: {
          getValueProps: (value: unknown) => ({
            value: typeof value === 'number' && value > 0 ? dayjs.unix(value) : undefined,
          }),
          normalize: (value: Dayjs | null) => (value ? value.unix() : undefined),
        },
      };
    case 'code':
      return {
        control: (
          <Select allowClear options={optionsOf(def.table)} placeholder={pickHint} disabled={disabled} />
        ),
      };
    case 'codes':
      return {
        control: <Checkbox.Group aria-label={label} options={optionsOf(def.table)} disabled={disabled} />,
      };
    case 'boolean':
      return { control: <Radio.Group options={BOOLEAN_OPTIONS} disabled={disabled} /> };
    case 'ref':
    case 'park':
      return {
        control: (
          <RefSelectField
            target={def.target}
            multiple={def.multiple}
            placeholder={pickHint}
            disabled={disabled}
          />
        ),
      };
    case 'tags':
      // Typed entries become tags on Enter, comma or space; there is nothing to pick from.
      return {
        control: (
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', '，', ' ']}
            placeholder={`${typeHint}，回车确认`}
            disabled={disabled}
            aria-label={label}
          />
        ),
      };
    case 'permissions':
      return { control: <PermissionTreeField aria-label={label} disabled={disabled} /> };
    default:
      return {
        control:
          def.maxLength > TEXTAREA_FROM ? (
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={typeHint}
              disabled={disabled}
            />
          ) : (
            <Input autoComplete="off" placeholder={typeHint} disabled={disabled} />
          ),
      };
  }
}
