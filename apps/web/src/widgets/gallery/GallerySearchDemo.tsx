import { Button, Card, DatePicker, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { CAR_TYPE, optionsOf } from '@console/core';
import { AdvancedSearchDrawer } from '../advanced-search-drawer';
import { SearchForm, type SearchValues } from '../search-form';
import { SAMPLE_SEARCH_FIELDS } from './form-table-samples';

/** The search form and the advanced-search drawer, printing what a list page would send. */
export function GallerySearchDemo() {
  const [values, setValues] = useState<SearchValues>();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Card title="搜索表单与高级搜索" size="small">
      <SearchForm
        fields={SAMPLE_SEARCH_FIELDS}
        onSearch={setValues}
        extra={<Button onClick={() => setDrawerOpen(true)}>高级搜索</Button>}
      />
      <AdvancedSearchDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onSearch={(drawerValues) => setValues(drawerValues)}
      >
        <Form.Item name="plate" label="车牌号">
          <Input allowClear placeholder="如 粤B12345" />
        </Form.Item>
        <Form.Item name="car_type" label="车辆类型">
          <Select allowClear options={optionsOf(CAR_TYPE)} placeholder="请选择车辆类型" />
        </Form.Item>
        <Form.Item name="entry_date" label="入场日期">
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </AdvancedSearchDrawer>
      <Typography.Text type="secondary">查询参数：</Typography.Text>
      <pre aria-label="查询参数" style={{ background: '#fafafa', padding: 12, margin: '8px 0 0' }}>
        {values ? JSON.stringify(values, null, 2) : '（尚未查询）'}
      </pre>
    </Card>
  );
}
