import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { areaDecodeQuery } from '../../../resources';
import { AreaCascader } from '../../../widgets/area-cascader';

export interface AreaCodeFieldProps {
  /** One area code, as the park stores it (the deepest level chosen). */
  value?: string;
  onChange?(code: string | undefined): void;
  disabled?: boolean;
}

/**
 * The park's 所在地区: the cascader works on the code path from the province down, the park keeps
 * the last code; an existing code is decoded to its path so editing starts where it was.
 */
export function AreaCodeField({ value, onChange, disabled }: AreaCodeFieldProps) {
  const [path, setPath] = useState<string[]>();
  const known = path && path.at(-1) === value ? path : undefined;
  const decoded = useQuery({ ...areaDecodeQuery(value ?? ''), enabled: Boolean(value) && !known });
  const codes = known ?? (value ? (decoded.data?.codes ?? [value]) : undefined);
  return (
    <AreaCascader
      value={codes}
      depth={3}
      changeOnSelect
      placeholder="请选择省/市/区"
      disabled={disabled}
      onChange={(next) => {
        setPath(next);
        onChange?.(next?.at(-1));
      }}
    />
  );
}
