import { compileWorkerCode } from './worker-code';

/** Before the unit suites: the worker threads run the compiled copy of src/ instead of loading ts-node. */
export default function workerSetup(): void {
  compileWorkerCode();
}
