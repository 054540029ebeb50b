import { defineWidget } from '../../shared/runtime/defineWidget';
import { OrderPage } from './OrderPage';
import { schema } from './props';

// The printed receipt and invoice still show while the POS is locked (the shopper's copy at the counter).
export default defineWidget({
  schema,
  Component: OrderPage,
  staff: { text: 'The order view is available in POS mode only.', whileLocked: (props) => props.view === 'receipt' || props.view === 'invoice' },
});
