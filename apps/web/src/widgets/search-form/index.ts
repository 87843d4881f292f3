export { SearchForm, type SearchFormProps } from './SearchForm';
export { DATE_PRESETS, isFutureDate, RANGE_PRESETS } from './date-presets';
export { toSearchValues } from './search-values';
export { TrimmedInput, type TrimmedInputProps } from './TrimmedInput';
export type { SearchField, SearchFieldType, SearchOption, SearchValues } from './types';
