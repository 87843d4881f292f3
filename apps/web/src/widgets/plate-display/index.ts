export { PlateDisplay, type PlateDisplayProps } from './PlateDisplay';
