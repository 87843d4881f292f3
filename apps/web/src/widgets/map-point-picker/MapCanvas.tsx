import { MAP_DEFAULT_ZOOM } from '@console/core';
import {
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { formatCoord, type LatLng } from './map-coords';
import { metresPerPixel, project, unproject } from './map-projection';

export interface MapCanvasProps {
  center: LatLng;
  point?: LatLng;
  /** A click, or the end of a marker drag, chose this point. */
  onPick: (point: LatLng) => void;
  /** Dragging the background pans the view. */
  onCenterChange: (center: LatLng) => void;
}

const W = 640;
const H = 320;
const GRID = 64;
const DRAG_THRESHOLD = 4;
const SCALE_METRES = 100;
const ZOOM = MAP_DEFAULT_ZOOM;
const LABEL = { fontSize: 12, fill: '#595959' } as const;

interface Drag {
  mode: 'pan' | 'marker';
  start: { x: number; y: number };
  origin: { x: number; y: number };
  moved: boolean;
}

function gridLines(offset: number, length: number): number[] {
  const first = ((offset % GRID) + GRID) % GRID;
  return Array.from({ length: Math.ceil(length / GRID) + 1 }, (_, i) => first + i * GRID).filter(
    (v) => v <= length,
  );
}

/**
 * A local coordinate view in place of a map: no map script can be loaded (no network, CSP 'self'), so
 * this draws a Web Mercator grid at the spec's zoom around the centre, with a marker that can be
 * placed by clicking and moved by dragging. It shows where a point is, not what is there.
 */
export function MapCanvas({ center, point, onPick, onCenterChange }: MapCanvasProps) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const [dragPoint, setDragPoint] = useState<LatLng>();
  const origin = project(center, ZOOM);
  const toView = (p: LatLng) => {
    const px = project(p, ZOOM);
    return { x: W / 2 + px.x - origin.x, y: H / 2 + px.y - origin.y };
  };
  const fromView = ({ x, y }: { x: number; y: number }) =>
    unproject({ x: origin.x + x - W / 2, y: origin.y + y - H / 2 }, ZOOM);
  // Client pixels to viewBox units; a zero-size box (not laid out) is taken as 1:1.
  const viewPos = (event: { clientX: number; clientY: number }) => {
    const rect = svg.current?.getBoundingClientRect();
    const sx = rect?.width ? W / rect.width : 1;
    const sy = rect?.height ? H / rect.height : 1;
    return { x: (event.clientX - (rect?.left ?? 0)) * sx, y: (event.clientY - (rect?.top ?? 0)) * sy };
  };

  const down = (event: ReactPointerEvent<SVGSVGElement>) => {
    swallowClick.current = false;
    const onMarker = (event.target as Element).closest('[data-marker]') !== null;
    drag.current = { mode: onMarker ? 'marker' : 'pan', start: viewPos(event), origin, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const move = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current) return;
    const pos = viewPos(event);
    const dx = pos.x - current.start.x;
    const dy = pos.y - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.moved = true;
    if (current.mode === 'pan')
      onCenterChange(unproject({ x: current.origin.x - dx, y: current.origin.y - dy }, ZOOM));
    else setDragPoint(fromView(pos));
  };
  const up = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    swallowClick.current = true; // the click that ends a drag is not a pick
    if (current.mode === 'marker') {
      setDragPoint(undefined);
      onPick(fromView(viewPos(event)));
    }
  };
  const click = (event: ReactMouseEvent<SVGSVGElement>) => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    onPick(fromView(viewPos(event)));
  };

  const shown = dragPoint ?? point;
  const marker = shown && toView(shown);
  const scalePx = SCALE_METRES / metresPerPixel(center.lat, ZOOM);
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="application"
      aria-label="地图：点击选择位置，拖动平移"
      style={{
        display: 'block',
        background: '#eef3f8',
        borderRadius: 6,
        cursor: 'crosshair',
        touchAction: 'none',
        userSelect: 'none',
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onClick={click}
    >
      <g stroke="#d6e0ea" strokeWidth={1}>
        {gridLines(W / 2 - origin.x, W).map((x) => (
          <line key={`x${x}`} x1={x} x2={x} y1={0} y2={H} />
        ))}
        {gridLines(H / 2 - origin.y, H).map((y) => (
          <line key={`y${y}`} x1={0} x2={W} y1={y} y2={y} />
        ))}
      </g>
      <path d={`M${W / 2 - 8} ${H / 2}h16M${W / 2} ${H / 2 - 8}v16`} stroke="#8c9bab" strokeWidth={1.5} />
      <text x={12} y={22} {...LABEL}>
        缩放 {ZOOM}
      </text>
      <text x={W - 12} y={22} textAnchor="end" {...LABEL}>
        中心 {formatCoord(center.lat)}, {formatCoord(center.lng)}
      </text>
      <text x={12} y={H - 12} {...LABEL}>
        坐标示意图（无底图）
      </text>
      <path
        d={`M${W - 12 - scalePx} ${H - 20}v6h${scalePx}v-6`}
        fill="none"
        stroke="#595959"
        strokeWidth={1.5}
      />
      <text x={W - 12 - scalePx / 2} y={H - 26} textAnchor="middle" {...LABEL}>
        {SCALE_METRES} 米
      </text>
      {marker && (
        <g
          data-marker=""
          role="img"
          aria-label="选中位置"
          transform={`translate(${marker.x} ${marker.y})`}
          style={{ cursor: 'grab' }}
        >
          <path
            d="M0 0C-4-10-12-14-12-22A12 12 0 1 1 12-22C12-14 4-10 0 0Z"
            fill="#1677ff"
            stroke="#fff"
            strokeWidth={2}
          />
          <circle cy={-22} r={4} fill="#fff" />
        </g>
      )}
    </svg>
  );
}
