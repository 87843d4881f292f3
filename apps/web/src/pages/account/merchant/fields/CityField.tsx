import { AreaCascader } from '../../../../widgets/area-cascader';

export interface CityFieldProps {
  /** One area code (the city), as the `area` field stores it. */
  value?: string;
  onChange?(code: string | undefined): void;
  disabled?: boolean;
}

/** Province then city from the area cascader, kept as the city's code alone. */
export function CityField({ value, onChange, disabled }: CityFieldProps) {
  const codes = value ? [`${value.slice(0, 2)}0000`, value] : undefined;
  return (
    <AreaCascader
      depth={2}
      value={codes}
      onChange={(next) => onChange?.(next?.at(-1))}
      placeholder="请选择所在城市"
      disabled={disabled}
    />
  );
}
