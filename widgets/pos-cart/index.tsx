import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { schema } from './props';
import { PosCart } from './PosCart';
import { posCartTexts } from './texts';
import { text } from '../../shared/texts';

export default defineWidget({ schema, Component: PosCart, staff: staffOnly(() => text(posCartTexts, 'staffOnly')) });
