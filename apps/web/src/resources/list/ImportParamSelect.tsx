import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../lib/request';

interface ParamChoice {
  value: number | string;
  name: string;
}

// Typing narrows on the server (the first 200 choices come back); waiting this long after the last
// key keeps one request per pause instead of one per character.
const SEARCH_PAUSE_MS = 300;

export interface ImportParamSelectProps {
  /** The template (rt_uuid) and its parameter's key: choices come from batch/rt/param/value. */
  uuid: string;
  paramKey: string;
  value?: number | string;
  onChange?(value: number | string | undefined): void;
  id?: string;
  'aria-label'?: string;
}

/**
 * A template parameter of type 1 (select), with the choices the import call offers (spec 01 §7
 * batch/rt/param/value): the dialog then needs no list permission of the parameter's own resource,
 * and offers exactly what the server will accept.
 */
export function ImportParamSelect({ uuid, paramKey, value, onChange, id, ...rest }: ImportParamSelectProps) {
  const [typed, setTyped] = useState('');
  const [keywords, setKeywords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeywords(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useQuery({
    queryKey: ['batch/rt/param/value', uuid, paramKey, keywords],
    queryFn: async () =>
      (
        await api.get<{ row: ParamChoice[] }>('batch/rt/param/value', {
          uuid,
          key: paramKey,
          ...(keywords && { keywords }),
        })
      ).payload?.row ?? [],
    placeholderData: keepPreviousData,
  });
  return (
    <Select<number | string>
      id={id}
      aria-label={rest['aria-label']}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={choices.isFetching}
      placeholder="请选择"
      notFoundContent={choices.isError ? '可选项加载失败' : undefined}
      options={(choices.data ?? []).map((choice) => ({ value: choice.value, label: choice.name }))}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
