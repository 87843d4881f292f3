export { RecordTimeline, type RecordTimelineItem, type RecordTimelineProps } from './RecordTimeline';
