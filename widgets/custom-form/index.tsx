import { defineWidget } from '../../shared/runtime/defineWidget';
import { CustomForm } from './CustomForm';
import { schema } from './props';

export default defineWidget({ schema, Component: CustomForm });
