export { PriceInput, type PriceInputProps } from './PriceInput';
