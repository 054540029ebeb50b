import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock store for Node: unit and component tests (jsdom). */
export const server = setupServer(...handlers);
