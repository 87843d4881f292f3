import { EnvironmentOutlined } from '@ant-design/icons';
import { Input, Typography } from 'antd';
import type { MapPlace } from '@console/core';
import { usePlaceSearch } from './use-place-search';

export interface PlaceSearchProps {
  region: string;
  onPick: (place: MapPlace) => void;
}

const ITEM = {
  display: 'flex',
  width: '100%',
  gap: 8,
  padding: '6px 8px',
  border: 0,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
} as const;

/** The search box of the map picker with its list of at most MAP_SUGGESTION_LIMIT places. */
export function PlaceSearch({ region, onPick }: PlaceSearchProps) {
  const { keyword, results, loading, searched, type, searchNow, clear } = usePlaceSearch(region);
  return (
    <div style={{ position: 'relative' }}>
      <Input.Search
        value={keyword}
        placeholder="搜索地点，如：深圳会展中心"
        aria-label="搜索地点"
        allowClear
        loading={loading}
        onChange={(event) => type(event.target.value)}
        onSearch={(text) => searchNow(text)}
      />
      {(results.length > 0 || (searched && !loading)) && (
        <ul
          aria-label="搜索结果"
          style={{
            listStyle: 'none',
            margin: '4px 0 0',
            padding: 4,
            maxHeight: 240,
            overflowY: 'auto',
            border: '1px solid #f0f0f0',
            borderRadius: 6,
          }}
        >
          {results.length === 0 && (
            <li>
              <Typography.Text type="secondary">未找到相关地点</Typography.Text>
            </li>
          )}
          {results.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                style={ITEM}
                onClick={() => {
                  onPick(place);
                  clear();
                }}
              >
                <EnvironmentOutlined style={{ marginTop: 4 }} />
                <span>
                  <span style={{ display: 'block' }}>{place.title}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {place.address}
                  </Typography.Text>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
