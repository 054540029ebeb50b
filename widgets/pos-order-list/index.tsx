import { defineWidget } from '../../shared/runtime/defineWidget';
import { PosOrderList } from './PosOrderList';
import { posOrderListTexts } from './texts';
import { text } from '../../shared/texts';
import { schema } from './props';

export default defineWidget({ schema, Component: PosOrderList, staff: () => text(posOrderListTexts, 'staffOnly') });
