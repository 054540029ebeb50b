import { defineWidget } from '../../shared/runtime/defineWidget';
import { LocaleSwitch } from './LocaleSwitch';
import { schema } from './props';

export default defineWidget({ schema, Component: LocaleSwitch });
