import { defineWidget } from '../../shared/runtime/defineWidget';
import { Video } from './Video';
import { schema } from './props';

export default defineWidget({ schema, Component: Video });
