import type { ReactNode } from 'react';
import type { OnDemand } from '../runtime/onDemand';
import { LoadFailed } from './LoadFailed';
import { Loading } from './Loading';

export interface OnDemandPartProps<M> {
  /** The part's file (`onDemand(() => import('./Part'))`). */
  part: OnDemand<M>;
  /** What to show once the file is here. */
  render: (module: M) => ReactNode;
  /**
   * The loading line's words until then ("Loading the cart…"); without them nothing shows until
   * the file is here (a part that only adds to what is already on screen).
   */
  loading?: string;
  /** What could not be loaded, when the file cannot be fetched ("The cart could not be loaded."). */
  failed: string;
}

/**
 * A part in a file of its own where it shows: the part once its file is here; until then a
 * loading line; a file that cannot be fetched says so, with Try again (shared/runtime/onDemand.ts).
 */
export function OnDemandPart<M>({ part, render, loading, failed }: OnDemandPartProps<M>) {
  const { part: module, failed: missing, retry } = part.usePart();
  if (module) return <>{render(module)}</>;
  if (missing) return <LoadFailed inline text={failed} onRetry={retry} />;
  return loading === undefined ? null : <Loading label={loading} />;
}
