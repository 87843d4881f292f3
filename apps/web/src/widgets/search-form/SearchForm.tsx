import { DownOutlined, LoadingOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { SEARCH_FIELDS_BEFORE_FOLD } from '@console/core';
import { Button, Col, Flex, Form, Row } from 'antd';
import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { usePermission } from '../permission';
import { searchControlOf } from './search-control';
import { toSearchValues } from './search-values';
import type { SearchField, SearchValues } from './types';

export interface SearchFormProps {
  fields: readonly SearchField[];
  /** 查询 or Enter: dates as Unix seconds, text trimmed, empty values removed. */
  onSearch(values: SearchValues): void;
  /** 重置: called after the fields are emptied (and onSearch has run with none). */
  onReset?(): void;
  /** Raw form values to start from (a list's conditions read from its address): dayjs objects for dates. */
  initialValues?: Record<string, unknown>;
  /** Shows 查询 as busy while the list loads; it still takes a click (a new search replaces the load). */
  loading?: boolean;
  /** Fields shown before 更多条件; spec 01 section 9 says 2. */
  visibleCount?: number;
  /** Extra buttons after 重置, such as 导出. */
  extra?: ReactNode;
}

const FIELD_COL = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;

/** Holds a field's row while its control's chunk arrives, so the form does not jump. */
const CONTROL_PLACEHOLDER = <div style={{ height: 32 }} />;

/**
 * The list screens' search form (spec 01 section 2). Folded fields are mounted when the form is first
 * unfolded (or at once when they start with a value), so their controls' code loads only for someone
 * who looks at them; from then on they stay mounted and only hide, so a condition entered before
 * folding still applies. The toggle says how many are out of sight.
 */
export function SearchForm({
  fields,
  onSearch,
  onReset,
  initialValues,
  loading,
  visibleCount = SEARCH_FIELDS_BEFORE_FOLD,
  extra,
}: SearchFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const [expanded, setExpanded] = useState(false);
  const [unfoldedOnce, setUnfoldedOnce] = useState(() =>
    Object.values(initialValues ?? {}).some((value) => value !== undefined && value !== null && value !== ''),
  );
  const formName = `search-${useId().replace(/[^\w-]/g, '')}`;
  const { can } = usePermission();
  const allowed = useMemo(() => fields.filter((field) => can(field.permission)), [fields, can]);
  const hiddenCount = Math.max(0, allowed.length - visibleCount);

  const submit = (raw: Record<string, unknown>) => onSearch(toSearchValues(allowed, raw));
  const reset = () => {
    // Emptied rather than reset: the initial values are the conditions the list was opened with.
    form.setFieldsValue(Object.fromEntries(allowed.map((field) => [field.name, undefined])));
    submit(form.getFieldsValue(true) as Record<string, unknown>);
    onReset?.();
  };

  return (
    <Form
      form={form}
      name={formName}
      role="search"
      aria-label="搜索条件"
      initialValues={initialValues}
      onFinish={submit}
      labelWrap
      labelCol={{ flex: '96px' }}
    >
      <Row gutter={[16, 16]}>
        {allowed.map((field, index) =>
          index >= visibleCount && !unfoldedOnce ? null : (
            <Col
              key={field.name}
              {...FIELD_COL}
              style={!expanded && index >= visibleCount ? { display: 'none' } : undefined}
            >
              <Suspense fallback={CONTROL_PLACEHOLDER}>
                <Form.Item name={field.name} label={field.label} style={{ marginBottom: 0 }}>
                  {searchControlOf(field)}
                </Form.Item>
              </Suspense>
            </Col>
          ),
        )}
        <Col flex="auto">
          <Flex justify="end" align="center" gap="small" wrap>
            {/* Not antd's `loading`: a loading Button drops its clicks, so conditions typed and sent
                while the list's first page was still loading were never searched. */}
            <Button
              type="primary"
              htmlType="submit"
              icon={loading ? <LoadingOutlined aria-hidden /> : <SearchOutlined aria-hidden />}
              aria-busy={loading}
            >
              查询
            </Button>
            <Button onClick={reset}>重置</Button>
            {extra}
            {hiddenCount > 0 && (
              <Button
                type="link"
                aria-expanded={expanded}
                onClick={() => {
                  setUnfoldedOnce(true);
                  setExpanded((open) => !open);
                }}
                icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                iconPlacement="end"
              >
                {expanded ? '收起' : `更多条件（${hiddenCount}）`}
              </Button>
            )}
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
