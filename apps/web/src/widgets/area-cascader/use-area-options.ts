import { useEffect, useRef, useState } from 'react';
import { fetchChildren, fetchProvinces, type AreaEntry } from './area-api';
import { purgeOldAreaVersions, PROVINCES_PARENT, readAreas, writeAreas } from './area-cache';
import { fromOptionValue, toOptionValue } from './area-code';
import { toOption, updateAt, withChildren, type AreaOption } from './area-options';

/** A parent's children from the local cache, or fetched and then cached. */
async function entriesOf(parent: string, signal?: AbortSignal): Promise<AreaEntry[]> {
  const cached = readAreas(parent);
  if (cached) return cached;
  const fetched =
    parent === PROVINCES_PARENT ? await fetchProvinces(signal) : await fetchChildren(parent, signal);
  writeAreas(parent, fetched);
  return fetched;
}

/** The ancestors of the last code, within `depth` levels: the parents whose children must be shown. */
function ancestorsOf(codes: readonly string[], depth: number): string[] {
  return codes.slice(0, Math.max(0, Math.min(codes.length - 1, depth - 1)));
}

/** What the cache already holds for the provinces and the value's path, so a reload draws at once. */
function fromCache(codes: readonly string[], depth: number): AreaOption[] {
  let options = (readAreas(PROVINCES_PARENT) ?? []).map((entry) => toOption(entry, depth));
  const path: string[] = [];
  for (const code of ancestorsOf(codes, depth)) {
    const cached = readAreas(code);
    if (!cached) break;
    path.push(toOptionValue(code));
    options = withChildren(
      options,
      path,
      cached.map((entry) => toOption(entry, depth)),
    );
  }
  return options;
}

/**
 * The cascader's options: provinces first, the value's path so its labels show, and the rest on
 * expand (loadData). Load errors are shown by the request helper.
 */
export function useAreaOptions(codes: readonly string[], depth: number) {
  const [options, setOptions] = useState<AreaOption[]>(() => fromCache(codes, depth));
  const pathKey = codes.join('/');
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = unmounted.current;
    purgeOldAreaVersions();
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const load = async () => {
      const provinces = await entriesOf(PROVINCES_PARENT, signal);
      setOptions((current) => (current.length ? current : provinces.map((entry) => toOption(entry, depth))));
      const path: string[] = [];
      for (const code of ancestorsOf(pathKey ? pathKey.split('/') : [], depth)) {
        const children = await entriesOf(code, signal);
        path.push(toOptionValue(code));
        const at = [...path];
        setOptions((current) =>
          withChildren(
            current,
            at,
            children.map((entry) => toOption(entry, depth)),
          ),
        );
      }
    };
    load().catch(() => undefined);
    return () => controller.abort();
  }, [pathKey, depth]);

  const loadData = (selected: AreaOption[]) => {
    const target = selected.at(-1);
    if (!target) return;
    const path = selected.map((option) => option.value);
    const { signal } = unmounted.current;
    entriesOf(fromOptionValue(target.value), signal)
      .then((children) =>
        setOptions((current) =>
          withChildren(
            current,
            path,
            children.map((entry) => toOption(entry, depth)),
          ),
        ),
      )
      .catch(() => {
        if (signal.aborted) return;
        // The cascader spins until the option has children or is a leaf: make it a leaf for one
        // render to stop the spinner, then not, so expanding it again retries.
        setOptions((current) => updateAt(current, path, (option) => ({ ...option, isLeaf: true })));
        window.setTimeout(() =>
          setOptions((current) => updateAt(current, path, (option) => ({ ...option, isLeaf: false }))),
        );
      });
  };

  return { options, loadData };
}
