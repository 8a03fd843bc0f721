export * from './run-in-worker';
export * from './task-rejection';
export * from './heavy-work.decorator';
