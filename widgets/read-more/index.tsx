import { object } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';

/** Placeholder until the widget lands. */
export default defineWidget<Record<string, never>>({ schema: object({}) as never, Component: () => null });
