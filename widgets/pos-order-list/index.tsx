import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { PosOrderList } from './PosOrderList';
import { posOrderListTexts } from './texts';
import { text } from '../../shared/texts';
import { schema } from './props';

export default defineWidget({ schema, Component: PosOrderList, staff: staffOnly(() => text(posOrderListTexts, 'staffOnly')) });
