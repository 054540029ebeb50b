import { defineWidget } from '../../shared/runtime/defineWidget';
import { ImageGrid } from './ImageGrid';
import { schema } from './props';

export default defineWidget({ schema, Component: ImageGrid });
