export { AdvancedSearchDrawer, type AdvancedSearchDrawerProps } from './AdvancedSearchDrawer';
