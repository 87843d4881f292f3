export { useControlledValue } from './use-controlled-value';
