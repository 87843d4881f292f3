import { MAP_DEFAULT_CENTER } from '@console/core';
import { Button, Descriptions, Input, Modal, Space } from 'antd';
import { displayError } from '../../lib/error-display';
import { CoordinateInputs } from './CoordinateInputs';
import { MapCanvas } from './MapCanvas';
import type { MapPoint } from './map-coords';
import { missingMapInfo } from './map-messages';
import { PlaceSearch } from './PlaceSearch';
import { draftToValue, useMapDraft } from './use-map-draft';

export interface MapPickerDialogProps {
  open: boolean;
  title: string;
  value?: MapPoint;
  region: string;
  onConfirm: (value: MapPoint) => void;
  onCancel: () => void;
}

function DialogBody({ value, region, onConfirm, onCancel }: Omit<MapPickerDialogProps, 'open' | 'title'>) {
  const { draft, center, setCenter, pickPlace, pickPoint, setAddress } = useMapDraft(value);
  const confirm = () => {
    const missing = missingMapInfo(draft);
    if (missing) {
      displayError(missing, { warning: true });
      return;
    }
    const picked = draftToValue(draft);
    if (picked) onConfirm(picked);
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <PlaceSearch region={region} onPick={pickPlace} />
      <MapCanvas
        center={center}
        point={draft.point}
        onPick={(point) => void pickPoint(point)}
        onCenterChange={setCenter}
      />
      <Space wrap>
        <CoordinateInputs
          point={draft.point}
          onLocate={(point) => void pickPoint(point, { recentre: true })}
        />
        <Button onClick={() => setCenter(draft.point ?? MAP_DEFAULT_CENTER)}>
          {draft.point ? '回到选中点' : '回到默认中心'}
        </Button>
      </Space>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="所在地区">
          {draft.adcode ? `${draft.area || '已选择'}（${draft.adcode}）` : '未选择'}
        </Descriptions.Item>
      </Descriptions>
      <Input
        aria-label="详细地址"
        prefix="详细地址："
        placeholder="请填写详细地址"
        value={draft.address}
        maxLength={200}
        onChange={(event) => setAddress(event.target.value)}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" onClick={confirm}>
          确定
        </Button>
      </div>
    </Space>
  );
}

/** The picker's dialog. Its body mounts on open, so each opening starts from the current value. */
export function MapPickerDialog({ open, title, ...body }: MapPickerDialogProps) {
  return (
    <Modal open={open} title={title} width={720} footer={null} onCancel={body.onCancel} destroyOnHidden>
      {open && <DialogBody {...body} />}
    </Modal>
  );
}
