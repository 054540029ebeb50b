/**
 * The data toolkit: every widget reads the store with `useQuery` and changes it with
 * `useMutation`, instead of hand-written loaders and double-click guards.
 */
export { useQuery, type QueryOptions, type QueryResult } from './useQuery';
export { useMutation, type MutationOptions, type MutationResult } from './useMutation';
export {
  fetchQuery,
  peekQuery,
  setQueryData,
  invalidateQueries,
  resetQueries,
  hashKey,
  subscribe,
  snapshotOf,
  type QueryKey,
  type Fetcher,
  type QueryStatus,
  type QuerySnapshot,
} from './cache';
export { runInScope, pendingIn, resetScope, SUPERSEDED } from './scope';
