import { defineWidget } from '../../shared/runtime/defineWidget';
import { DealerLocator } from './DealerLocator';
import { schema } from './props';

export default defineWidget({ schema, Component: DealerLocator });
