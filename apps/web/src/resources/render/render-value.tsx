import {
  EMPTY_DISPLAY,
  fieldText,
  formatMoney,
  formatTimestamp,
  maskPhone,
  permissionLabel,
  tagOf,
  type FieldDef,
} from '@console/core';
import { Flex, Tag } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { PlateDisplay } from '../../widgets/plate-display';
import { AreaName } from './AreaName';

// antd's Image (its preview viewer) loads with the first picture shown, not with every list.
const Image = lazy(() => import('antd/es/image'));

/** Where a value is shown: a list cell has room for a summary, the detail view for everything. */
export type RenderPlace = 'list' | 'detail';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function namesOf(items: readonly unknown[]): string[] | undefined {
  const names = items.map((item) =>
    typeof item === 'string'
      ? item
      : typeof item === 'object' && item !== null && 'name' in item
        ? String((item as { name: unknown }).name)
        : undefined,
  );
  return names.every((name): name is string => name !== undefined) ? names : undefined;
}

/** Several values: names when the server sent names, otherwise how many there are. */
function renderMany(items: readonly unknown[]): ReactNode {
  if (items.length === 0) return EMPTY_DISPLAY;
  const names = namesOf(items);
  return names ? names.join('、') : `${items.length} 项`;
}

function renderPermissions(value: unknown, place: RenderPlace): ReactNode {
  const codes = Array.isArray(value) ? value.map(String) : [];
  if (codes.length === 0) return EMPTY_DISPLAY;
  if (place === 'list') return `${codes.length} 项`;
  return (
    <Flex wrap gap={4}>
      {codes.map((code) => (
        <Tag key={code} title={code}>
          {permissionLabel(code)}
        </Tag>
      ))}
    </Flex>
  );
}

function renderTags(value: unknown): ReactNode {
  const entries = Array.isArray(value) ? value.map(String) : [];
  if (entries.length === 0) return EMPTY_DISPLAY;
  return (
    <Flex wrap gap={4}>
      {entries.map((entry) => (
        <Tag key={entry}>{entry}</Tag>
      ))}
    </Flex>
  );
}

/**
 * One field's value as a person reads it, by the field's kind: money as yuan, times in China time,
 * codes as coloured tags, plates drawn in their colour. `row` supplies companions such as a plate's
 * `{name}_color`.
 */
export function renderFieldValue(
  name: string,
  def: FieldDef,
  value: unknown,
  row: Readonly<Record<string, unknown>>,
  place: RenderPlace = 'list',
): ReactNode {
  if (def.kind === 'permissions') return renderPermissions(value, place);
  if (def.kind === 'tags') return renderTags(value);
  if (isEmpty(value)) return EMPTY_DISPLAY;
  // Read-only plates (records, orders) are declared as text, so search takes any prefix; they are
  // still drawn as plates in their colour.
  // A coupon's face reads by the row's type (￥5.00, 2小时, 8.5折, 全免).
  if (def.kind === 'integer' && def.face) return fieldText(def, value, row);
  if (def.kind === 'text' && name === 'plate' && typeof value === 'string') {
    return <PlateDisplay plate={value} color={row.plate_color as number | string | undefined} />;
  }
  switch (def.kind) {
    case 'money':
      return formatMoney(value as number | string);
    case 'time':
      return formatTimestamp(value as number | string);
    case 'codes': {
      const values = Array.isArray(value) ? value : [];
      if (values.length === 0) return EMPTY_DISPLAY;
      return (
        <Flex wrap gap={4}>
          {values.map((code) => {
            const tag = tagOf(def.table, code);
            return (
              <Tag key={String(code)} color={tag.color}>
                {tag.label}
              </Tag>
            );
          })}
        </Flex>
      );
    }
    case 'code': {
      const tag = tagOf(def.table, value);
      return <Tag color={tag.color}>{tag.label}</Tag>;
    }
    case 'boolean':
      return Number(value) === 1 || value === true ? '是' : '否';
    case 'plate':
      return (
        <PlateDisplay plate={String(value)} color={row[`${name}_color`] as number | string | undefined} />
      );
    case 'area':
      return <AreaName code={String(value)} />;
    case 'mobile':
      // Spec 01 §5: a phone number is displayed masked wherever it is read (lists, details, exports);
      // only an edit form holds it in full. The server already masks it for readers who may not edit.
      return maskPhone(String(value));
    case 'image':
      return (
        <Suspense fallback={<span style={{ display: 'inline-block', width: place === 'list' ? 48 : 120 }} />}>
          <Image src={String(value)} alt={def.label} width={place === 'list' ? 48 : 120} />
        </Suspense>
      );
    case 'file':
      return (
        <a href={String(value)} target="_blank" rel="noopener noreferrer">
          查看{def.label}
        </a>
      );
    default:
      // Text kinds, integers and references; a multiple reference arrives as an array.
      return Array.isArray(value) ? renderMany(value) : String(value);
  }
}
