import type { FieldRenderers } from '../../resources';
import { MapPointPicker, type MapPoint } from '../../widgets/map-point-picker';
import { AreaCodeField } from '../shared/area/AreaCodeField';

interface StationPointFieldProps {
  /** 'lat,lng' as the station's `location` field carries it. */
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
}

/** The map widget over the station's 'lat,lng' text: the picked point's coordinates are what is kept. */
function StationPointField({ value, onChange, disabled }: StationPointFieldProps) {
  const point: MapPoint | undefined = value ? { latLng: value, adcode: '', address: '已选位置' } : undefined;
  return (
    <MapPointPicker
      value={point}
      disabled={disabled}
      title="选择电站位置"
      onChange={(next) => onChange?.(next?.latLng ?? '')}
    />
  );
}

/** The station form's special controls: the area cascader and the map point picker. */
export const STATION_FIELD_RENDERERS: FieldRenderers = {
  area_code: (spec) => <AreaCodeField disabled={spec.disabled} />,
  location: (spec) => <StationPointField disabled={spec.disabled} />,
};
