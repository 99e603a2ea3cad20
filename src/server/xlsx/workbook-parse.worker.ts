import { parentPort } from 'node:worker_threads';
import { runWorkbookJob, type WorkbookJob } from './workbook-parse-job';

/** Entry of a parse worker: jobs arrive one at a time (the pool never sends a second before the answer). */
parentPort?.on('message', (job: WorkbookJob) => {
  // A MessagePort, not a window: there is no target origin.
  // oxlint-disable-next-line unicorn/require-post-message-target-origin
  void runWorkbookJob(job).then((result) => parentPort?.postMessage(result));
});
