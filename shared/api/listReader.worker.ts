import { readLongList, type ReaderJob, type ReaderMessage } from './longList';
import { LONG_LIST_SHAPES } from './longListShapes';

/** The list reader's worker: reads each long list answer it is sent (see longList.ts). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ReaderJob>) => void) | null;
  postMessage: (message: ReaderMessage) => void;
}
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const job = event.data;
  readLongList(job, LONG_LIST_SHAPES[job.name], (message) => scope.postMessage(message));
};
