import { useQuery } from '../data';
import { currentPosition, positionKeys } from './position';
import type { Coords } from './stores';

/**
 * The shopper's position, asked of the browser once per page and `ask` (a new number asks
 * again: "Use my location"). `ask` 0: not asked, `null`. While the browser answers: undefined;
 * a refusal (logged) or no support: `null`, and the search goes on without coordinates.
 */
export function useShopperPosition(ask = 1): Coords | null | undefined {
  const position = useQuery(ask ? positionKeys.ask(ask) : null, () => currentPosition(), { staleMs: Infinity });
  return ask ? position.data : null;
}
