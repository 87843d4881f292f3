import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checkEnergyPeriods, formatYuanPerKwh, yuanPerKwhToUnits, type EnergyPeriod } from '@console/core';
import { Alert, Button, Flex, Input, InputNumber, Table } from 'antd';
import { useState } from 'react';

/** One period as typed: prices in 元/度 (four decimals), turned into 0.0001 元 units on save. */
interface Draft {
  key: number;
  end: string;
  energy: number | null;
  service: number | null;
}

let nextKey = 1;

function draftsOf(periods: readonly EnergyPeriod[]): Draft[] {
  const source =
    periods.length > 0 ? periods : [{ start: '00:00', end: '24:00', energy_price: 0, service_price: 0 }];
  return source.map((p) => ({
    key: nextKey++,
    end: p.end,
    energy: Number(formatYuanPerKwh(p.energy_price)),
    service: Number(formatYuanPerKwh(p.service_price)),
  }));
}

/** Each period starts where the one before ends, so only ends are typed: no gap can be made by hand. */
function periodsOf(drafts: readonly Draft[]): EnergyPeriod[] {
  return drafts.map((draft, i) => ({
    start: i === 0 ? '00:00' : (drafts[i - 1]?.end ?? ''),
    end: draft.end.trim(),
    energy_price: yuanPerKwhToUnits(draft.energy ?? 0),
    service_price: yuanPerKwhToUnits(draft.service ?? 0),
  }));
}

export interface BillingRuleFormProps {
  initial: readonly EnergyPeriod[];
  saving: boolean;
  onSave(periods: EnergyPeriod[]): Promise<void>;
  onCancel(): void;
}

/**
 * The time-of-use editor: a row per period with its end time and two prices in 元/度. The rule is
 * checked here by checkEnergyPeriods, the same check the server makes, before anything is sent.
 */
export function BillingRuleForm({ initial, saving, onSave, onCancel }: BillingRuleFormProps) {
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(initial));
  const [problem, setProblem] = useState<string>();
  const change = (key: number, patch: Partial<Draft>) => {
    setProblem(undefined);
    setDrafts((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const periods = periodsOf(drafts);
  const priceInput = (draft: Draft, name: 'energy' | 'service', label: string, index: number) => (
    <InputNumber<number>
      aria-label={`第 ${index + 1} 个时段${label}`}
      min={0}
      max={100}
      step={0.0001}
      precision={4}
      addonAfter="元/度"
      value={draft[name]}
      onChange={(value) => change(draft.key, { [name]: value })}
    />
  );
  return (
    <Flex vertical gap="middle">
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={drafts}
        columns={[
          { key: 'start', title: '开始', render: (_, __, i) => periods[i]?.start },
          {
            key: 'end',
            title: '结束',
            render: (_, draft, i) => (
              <Input
                aria-label={`第 ${i + 1} 个时段结束时间`}
                placeholder="HH:mm"
                maxLength={5}
                style={{ width: 96 }}
                value={draft.end}
                onChange={(event) => change(draft.key, { end: event.target.value })}
              />
            ),
          },
          { key: 'energy', title: '电费', render: (_, draft, i) => priceInput(draft, 'energy', '电费', i) },
          {
            key: 'service',
            title: '服务费',
            render: (_, draft, i) => priceInput(draft, 'service', '服务费', i),
          },
          {
            key: 'remove',
            title: '操作',
            render: (_, draft, i) => (
              <Button
                type="link"
                danger
                aria-label={`删除第 ${i + 1} 个时段`}
                icon={<DeleteOutlined aria-hidden />}
                disabled={drafts.length === 1}
                onClick={() => setDrafts((rows) => rows.filter((row) => row.key !== draft.key))}
              />
            ),
          },
        ]}
      />
      <div>
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() =>
            setDrafts((rows) => [...rows, { key: nextKey++, end: '24:00', energy: 0, service: 0 }])
          }
        >
          添加时段
        </Button>
      </div>
      {problem && <Alert type="error" showIcon message={problem} />}
      <Flex gap="small">
        <Button
          type="primary"
          loading={saving}
          onClick={() => {
            const refused = checkEnergyPeriods(periods);
            if (refused) setProblem(refused);
            else void onSave(periods).catch(() => undefined);
          }}
        >
          保存
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Flex>
    </Flex>
  );
}
