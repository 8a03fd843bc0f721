export * from './run-in-worker';
export * from './task-rejection';
