import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { PosCheckout } from './PosCheckout';
import { schema } from './props';
import { posCheckoutTexts } from './texts';
import { text } from '../../shared/texts';

export default defineWidget({ schema, Component: PosCheckout, staff: staffOnly(() => text(posCheckoutTexts, 'staffOnly')) });
