export { Panel } from './Panel';
