export { createScheduler, type Scheduler, type SchedulerOptions } from './scheduler';
export { dispatchDueBatch, LATE_LIMIT_MS, type DispatchReport } from './dispatch';
