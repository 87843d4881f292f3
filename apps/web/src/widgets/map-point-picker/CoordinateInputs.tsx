import { MAP_COORD_DECIMALS } from '@console/core';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { displayError } from '../../lib/error-display';
import { formatCoord, isValidPoint, type LatLng } from './map-coords';
import { MAP_MESSAGES } from './map-messages';

export interface CoordinateInputsProps {
  point?: LatLng;
  onLocate: (point: LatLng) => void;
}

type Typed = Record<keyof LatLng, string>;

const FIELDS = [
  { key: 'lat', label: '纬度', min: '-90', max: '90' },
  { key: 'lng', label: '经度', min: '-180', max: '180' },
] as const;

function typedFrom(point: LatLng | undefined): Typed {
  return point ? { lat: formatCoord(point.lat), lng: formatCoord(point.lng) } : { lat: '', lng: '' };
}

/** Latitude and longitude typed by hand; they follow the picked point and 定位 moves it. */
export function CoordinateInputs({ point, onLocate }: CoordinateInputsProps) {
  const [typed, setTyped] = useState(() => typedFrom(point));
  const [seen, setSeen] = useState(point);
  if (point !== seen) {
    setSeen(point);
    setTyped(typedFrom(point));
  }
  const locate = () => {
    const next = { lat: Number(typed.lat), lng: Number(typed.lng) };
    if (typed.lat === '' || typed.lng === '' || !isValidPoint(next)) {
      displayError(MAP_MESSAGES.badCoordinates, { warning: true });
      return;
    }
    onLocate(next);
  };
  return (
    <Space wrap>
      {FIELDS.map(({ key, label, min, max }) => (
        <InputNumber<string>
          key={key}
          stringMode
          aria-label={label}
          prefix={label}
          min={min}
          max={max}
          precision={MAP_COORD_DECIMALS}
          value={typed[key]}
          onChange={(next) => setTyped((current) => ({ ...current, [key]: next ?? '' }))}
          style={{ width: 200 }}
        />
      ))}
      <Button onClick={locate}>定位</Button>
    </Space>
  );
}
