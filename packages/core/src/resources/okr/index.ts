export { okrKeyResultResource } from './key-result.js';
export { okrObjectiveResource, QUARTER_RULE } from './objective.js';
export {
  OKR_MEASURE,
  OKR_OBJECTIVE_STATUS,
  OKR_PERIOD_TYPE,
  OKR_PROJECT_STATUS,
  OKR_TIMELINE_EVENT,
} from './okr-codes.js';
export { okrProjectResource } from './project.js';
export { okrTimelineResource } from './timeline.js';
export {
  FULL_PROGRESS,
  keyResultProgress,
  MEASURE_PERCENT,
  MEASURE_VALUE,
  progressText,
  weightedProgress,
} from './weighted-progress.js';
