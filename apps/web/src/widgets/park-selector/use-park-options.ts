import { PARK_SELECTOR_LIMIT } from '@console/core';
import { useState } from 'react';
import { useLatestRequest } from '../latest-request';
import { parkKeyword, type ParkOption, type ParkSearch } from './park-search';

export const PARK_SEARCH_DEBOUNCE_MS = 300;

/** The selector's list: the first 20 matches, asked 300 ms after typing pauses. */
export function useParkOptions(search: ParkSearch) {
  const [parks, setParks] = useState<ParkOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const latest = useLatestRequest();

  async function load(keyword: string) {
    setLoading(true);
    const done = await latest.run((signal) => search(keyword, signal).catch(() => [] as ParkOption[]));
    if (!done) return;
    setParks(done.value.slice(0, PARK_SELECTOR_LIMIT));
    setLoading(false);
    setLoaded(true);
  }

  const typed = (text: string) => {
    const keyword = parkKeyword(text);
    latest.later(PARK_SEARCH_DEBOUNCE_MS, () => void load(keyword));
  };

  /** The first opening lists the first 20 parks without waiting for a keyword. */
  const opened = () => {
    if (!loaded && !loading) void load('');
  };

  return { parks, loading, typed, opened };
}
