export { ParkSelector, type ParkSelectorProps } from './ParkSelector';
export { fetchParks, parkKeyword, type ParkOption, type ParkSearch } from './park-search';
