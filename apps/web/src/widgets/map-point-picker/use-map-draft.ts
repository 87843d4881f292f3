import { MAP_DEFAULT_CENTER } from '@console/core';
import { useEffect, useRef, useState } from 'react';
import type { MapPlace } from '@console/core';
import { areaText, placeAddress, reverseGeocode } from './map-api';
import { parseLatLng, roundPoint, toLatLngText, type LatLng, type MapPoint } from './map-coords';

export interface MapDraft {
  point?: LatLng;
  adcode: string;
  address: string;
  /** Province, city and district, for display only. */
  area: string;
}

function fromValue(value: MapPoint | undefined): MapDraft {
  return {
    point: parseLatLng(value?.latLng),
    adcode: value?.adcode ?? '',
    address: value?.address ?? '',
    area: '',
  };
}

export function draftToValue(draft: MapDraft): MapPoint | undefined {
  if (!draft.point) return undefined;
  return { latLng: toLatLngText(draft.point), adcode: draft.adcode, address: draft.address.trim() };
}

/** The dialog's working copy: the point, its area code and address, and where the view is centred. */
export function useMapDraft(initial: MapPoint | undefined) {
  const [draft, setDraft] = useState<MapDraft>(() => fromValue(initial));
  const [center, setCenter] = useState<LatLng>(() => parseLatLng(initial?.latLng) ?? MAP_DEFAULT_CENTER);
  const geocoding = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => geocoding.current?.abort(), []);

  const pickPlace = (place: MapPlace) => {
    geocoding.current?.abort();
    const point = roundPoint(place.location);
    setDraft({
      point,
      adcode: String(place.ad_info?.adcode ?? ''),
      address: placeAddress(place),
      area: areaText(place.ad_info),
    });
    setCenter(point);
  };

  /** A point from the map or the coordinate inputs: its old area and address no longer apply. */
  const pickPoint = async (raw: LatLng, { recentre = false } = {}) => {
    const point = roundPoint(raw);
    setDraft({ point, adcode: '', address: '', area: '' });
    if (recentre) setCenter(point);
    geocoding.current?.abort();
    const controller = new AbortController();
    geocoding.current = controller;
    const result = await reverseGeocode(point, controller.signal).catch(() => undefined); // shown by the helper
    if (!result || controller.signal.aborted) return;
    setDraft((current) =>
      current.point === point
        ? {
            point,
            adcode: String(result.ad_info?.adcode ?? ''),
            address: result.address ?? '',
            area: areaText(result.ad_info),
          }
        : current,
    );
  };

  const setAddress = (address: string) => setDraft((current) => ({ ...current, address }));
  return { draft, center, setCenter, pickPlace, pickPoint, setAddress };
}
