export { HoverTooltip, type HoverTooltipProps } from './HoverTooltip';
