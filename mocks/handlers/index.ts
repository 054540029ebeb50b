import { toHandlers, type Route } from '../router';

/** Every route of the mock store, by backend area. Add an area's routes here. */
export const routes: Route[] = [];

export const handlers = toHandlers(routes);
