export { LazyResult } from './LazyResult';
