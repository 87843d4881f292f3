import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useControlledValue } from '../controlled-value';
import { fetchParks, type ParkOption, type ParkSearch } from './park-search';
import { useParkOptions } from './use-park-options';

type ParkValue = string | number;

export interface ParkSelectorProps {
  value?: ParkValue;
  /** Also hands over the chosen park, for screens that need its name or other id. */
  onChange?: (value: ParkValue | undefined, park?: ParkOption) => void;
  /** Which field is the value; g_park_uuid by default, as the console's URLs and filters use it. */
  valueField?: 'id' | 'g_park_uuid';
  /** Replaces the server search (tests, galleries, screens with their own park source). */
  search?: ParkSearch;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** The park the value names when the screen already knows it (from its URL), shown by name before any search. */
  knownPark?: ParkOption;
}

/** A park select searched on the server by name (spec 01 section 2: first 20 matches, whitespace stripped). */
export function ParkSelector({
  value,
  onChange,
  valueField = 'g_park_uuid',
  search = fetchParks,
  placeholder = '请选择车场',
  disabled,
  allowClear = true,
  knownPark,
}: ParkSelectorProps) {
  const [current, setCurrent] = useControlledValue(value, undefined);
  const { parks, loading, typed, opened } = useParkOptions(search);
  // The chosen park stays an option after a new search, so its name keeps showing.
  const [picked, setChosen] = useState<ParkOption>();
  const chosen = picked ?? knownPark;
  const listed =
    chosen && !parks.some((park) => park[valueField] === chosen[valueField]) ? [chosen, ...parks] : parks;

  return (
    <Select<ParkValue>
      value={current}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      loading={loading}
      // Twenty rows at most: virtual scrolling would buy nothing, and every row stays in the page.
      virtual={false}
      options={listed.map((park) => ({ value: park[valueField], label: park.name }))}
      showSearch={{ filterOption: false, onSearch: typed }}
      notFoundContent={loading ? <Spin size="small" /> : '暂无车场'}
      onOpenChange={(open) => open && opened()}
      onChange={(next) => {
        const park = listed.find((item) => item[valueField] === next);
        setChosen(park);
        setCurrent(next);
        onChange?.(next, park);
      }}
      style={{ minWidth: 200 }}
    />
  );
}
