import { EnvironmentOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { useControlledValue } from '../controlled-value';
import type { MapPoint } from './map-coords';
import { MapPickerDialog } from './MapPickerDialog';

export interface MapPointPickerProps {
  /** `{ latLng: 'lat,lng', adcode, address }` (antd Form value). */
  value?: MapPoint;
  onChange?: (value: MapPoint | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  /** City the suggestions and searches are limited to. */
  region?: string;
  title?: string;
}

/** A read-only field showing the picked place; clicking it opens the map dialog (spec 01 section 5). */
export function MapPointPicker({
  value,
  onChange,
  placeholder = '请选择地图位置',
  disabled = false,
  region = '深圳市',
  title = '选择地图位置',
}: MapPointPickerProps) {
  const [point, setPoint] = useControlledValue(value, onChange);
  const [open, setOpen] = useState(false);
  const shown = point ? `${point.address}（${point.latLng}）` : '';
  return (
    <>
      <Input
        readOnly
        aria-label={title}
        value={shown}
        placeholder={placeholder}
        disabled={disabled}
        suffix={<EnvironmentOutlined />}
        allowClear={!disabled}
        onClick={() => !disabled && setOpen(true)}
        onChange={(event) => event.target.value === '' && setPoint(undefined)}
        style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
      />
      <MapPickerDialog
        open={open}
        title={title}
        value={point}
        region={region}
        onCancel={() => setOpen(false)}
        onConfirm={(next) => {
          setPoint(next);
          setOpen(false);
        }}
      />
    </>
  );
}
