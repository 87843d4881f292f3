// The okr module's public face: what routes/index.ts and other code may import from it.
export { recomputeObjectiveProgress } from './objective-progress.js';
export { okrRoutes } from './okr-routes.js';
