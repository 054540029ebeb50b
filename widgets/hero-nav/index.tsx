import { defineWidget } from '../../shared/runtime/defineWidget';
import { HeroNav } from './HeroNav';
import { schema } from './props';

export default defineWidget({ schema, Component: HeroNav });
