/**
 * Thrown by a worker task when the input itself is unacceptable (a file that is
 * not an Excel workbook, too many rows): its message is Spanish and meant for the
 * user, and crosses the thread boundary as a `rejected` WorkerTaskError.
 */
export class TaskRejection extends Error {
  override name = 'TaskRejection';
}
