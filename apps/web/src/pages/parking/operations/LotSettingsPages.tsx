import {
  channelSettings,
  configLogView,
  reserveSettings,
  runtimeSettings,
  type AnySettings,
} from '@console/core';
import { Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { LotGate as LotParkGate, SettingsCard } from '../../../resources';
import { ParkSelector } from '../../../widgets/park-selector';

// A save shows in the lot's 配置日志, so its list refreshes too.
const REFRESH = [configLogView.key];

function LotSettingsPage({ settings }: { settings: AnySettings }) {
  return (
    <LotParkGate>
      {(park) => <SettingsCard settings={settings} ownerId={park.id} refreshKeys={REFRESH} />}
    </LotParkGate>
  );
}

/** /parking/manage/config/reserve: 预约设置 of the lot. */
export const LotReservePage = () => <LotSettingsPage settings={reserveSettings} />;

/** /parking/manage/config/runtime: 运行配置 of the lot. */
export const LotRuntimePage = () => <LotSettingsPage settings={runtimeSettings} />;

/** /parking/manage/config/channel: which payment channels the lot accepts. */
export const LotChannelPage = () => <LotSettingsPage settings={channelSettings} />;

/** /parking-merchant/config/config: the merchant picks one of its lots and sees (or edits) its 运行配置. */
export function MerchantLotConfigPage() {
  const [parkId, setParkId] = useState<number>();
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex align="center" gap="small">
          <span>车场：</span>
          <div style={{ width: 320 }}>
            <ParkSelector
              valueField="id"
              value={parkId}
              allowClear={false}
              onChange={(value) => setParkId(value === undefined ? undefined : Number(value))}
            />
          </div>
        </Flex>
      </Card>
      {parkId === undefined ? (
        <Card>
          <Empty description="请选择车场后查看其运行配置" />
        </Card>
      ) : (
        <SettingsCard key={parkId} settings={runtimeSettings} ownerId={parkId} refreshKeys={REFRESH} />
      )}
    </Flex>
  );
}
