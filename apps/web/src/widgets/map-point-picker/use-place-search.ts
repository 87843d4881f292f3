import { MAP_SEARCH_DEBOUNCE_MS } from '@console/core';
import { useState } from 'react';
import { useLatestRequest } from '../latest-request';
import type { MapPlace } from '@console/core';
import { searchPlaces, suggestPlaces } from './map-api';

type Finder = (keyword: string, region: string, signal: AbortSignal) => Promise<MapPlace[]>;

/**
 * Suggestions while typing, asked only once typing has paused for MAP_SEARCH_DEBOUNCE_MS (the maps
 * service is metered per call); Enter searches at once. Failures are shown by the request helper.
 */
export function usePlaceSearch(region: string) {
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<MapPlace[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const latest = useLatestRequest();

  async function load(find: Finder, text: string) {
    setLoading(true);
    const done = await latest.run((signal) => find(text, region, signal).catch(() => [] as MapPlace[]));
    if (!done) return;
    setResults(done.value);
    setSearched(true);
    setLoading(false);
  }

  const type = (text: string) => {
    setKeyword(text);
    const trimmed = text.trim();
    if (trimmed) {
      latest.later(MAP_SEARCH_DEBOUNCE_MS, () => void load(suggestPlaces, trimmed));
      return;
    }
    latest.cancel();
    setResults([]);
    setSearched(false);
    setLoading(false);
  };

  /** Takes the text from the search box's own event: on clear it fires with '' before state updates. */
  const searchNow = (text: string) => {
    const trimmed = text.trim();
    if (trimmed) void load(searchPlaces, trimmed);
  };

  const clear = () => {
    setResults([]);
    setSearched(false);
  };

  return { keyword, results, loading, searched, type, searchNow, clear };
}
