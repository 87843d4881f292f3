import { AreaCascader } from '../../../widgets/area-cascader';

interface CityCodeFieldProps {
  value?: string;
  onChange?: (code: string | undefined) => void;
  disabled?: boolean;
  /** Form.Item's id, passed on so the field's label names the input. */
  id?: string;
}

/** A city picked with the area cascader down to the city level; the form keeps the plain code. */
export function CityCodeField({ value, onChange, disabled, id }: CityCodeFieldProps) {
  const path = value ? [`${value.slice(0, 2)}0000`, value] : undefined;
  return (
    <AreaCascader
      value={path}
      depth={2}
      placeholder="请选择省/市"
      disabled={disabled}
      id={id}
      onChange={(codes) => onChange?.(codes?.[codes.length - 1])}
    />
  );
}
