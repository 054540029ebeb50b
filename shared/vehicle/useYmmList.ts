import { ymmKeys, type ListCall } from '../api/ymm';
import { useQuery } from '../data';

export type ListStatus = 'idle' | 'loading' | 'done' | 'error';

export interface ListState<T> {
  status: ListStatus;
  data?: T;
  error?: unknown;
  retry: () => void;
}

/**
 * One level's list of the vehicle cascade (null: the level above is not chosen yet). Lists are
 * kept for the page's life in the query cache, so a list already loaded (the modal reopened, a
 * level changed back) shows at once without a request.
 */
export function useYmmList<T>(call: ListCall<T> | null): ListState<T> {
  const list = useQuery(call ? ymmKeys.list(call.key) : null, (signal) => call!.load(signal), { staleMs: Infinity });
  const status: ListStatus = !call ? 'idle' : list.data !== undefined ? 'done' : list.error ? 'error' : 'loading';
  return { status, data: list.data, error: list.error ?? undefined, retry: () => void list.refetch() };
}
