import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing/render-widget';
import { RecordTimeline, type RecordTimelineItem } from './RecordTimeline';

const ITEMS: RecordTimelineItem[] = [
  { event_time: 1_700_000_000, operator: { name: '张三' }, content: '创建月卡，有效期至 2024-12-31' },
  { event_time: '1700003600', operator: { name: '李四' }, content: <span>续费 3 个月</span> },
  { event_time: 1_700_007_200, operator: null, content: '到期自动停用' },
];

describe('RecordTimeline', () => {
  it('lists each entry with its China-time timestamp, operator and content', () => {
    renderWidget(<RecordTimeline items={ITEMS} />);
    const timeline = within(screen.getByRole('region', { name: '操作记录' }));
    expect(timeline.getByText('2023-11-15 06:13:20')).toBeTruthy();
    expect(timeline.getByText('2023-11-15 07:13:20')).toBeTruthy();
    expect(timeline.getByText(/张三/)).toBeTruthy();
    expect(timeline.getByText(/李四/)).toBeTruthy();
    expect(timeline.getByText('创建月卡，有效期至 2024-12-31')).toBeTruthy();
    expect(timeline.getByText('续费 3 个月')).toBeTruthy();
  });

  it('names a missing operator 系统', () => {
    renderWidget(<RecordTimeline items={ITEMS.slice(2)} />);
    expect(screen.getByText(/系统/)).toBeTruthy();
  });

  it('has an empty state and a loading state', () => {
    const { rerender } = renderWidget(<RecordTimeline items={[]} />);
    expect(screen.getByText('暂无操作记录')).toBeTruthy();
    rerender(<RecordTimeline items={undefined} loading />);
    expect(screen.queryByText('暂无操作记录')).toBeNull();
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
  });
});
