export { useLatestRequest } from './use-latest-request';
