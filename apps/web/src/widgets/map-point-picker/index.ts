export { MapPointPicker, type MapPointPickerProps } from './MapPointPicker';
export { formatCoord, parseLatLng, roundPoint, toLatLngText, type LatLng, type MapPoint } from './map-coords';
export { MAP_MESSAGES, missingMapInfo } from './map-messages';
