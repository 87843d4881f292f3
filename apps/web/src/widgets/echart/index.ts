export { EChart, type EChartProps } from './EChart';
