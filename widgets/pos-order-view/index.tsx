import { defineWidget } from '../../shared/runtime/defineWidget';
import { staffOnly } from '../../shared/runtime/StaffGate';
import { text } from '../../shared/texts';
import { posOrderViewTexts } from './texts';
import { OrderPage } from './OrderPage';
import { schema } from './props';

// The printed receipt and invoice still show while the POS is locked (the shopper's copy at the counter).
export default defineWidget({
  schema,
  Component: OrderPage,
  staff: staffOnly({ text: () => text(posOrderViewTexts, 'staffOnly'), whileLocked: (props) => props.view === 'receipt' || props.view === 'invoice' }),
});
