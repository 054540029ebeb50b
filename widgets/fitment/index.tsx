import { mixed, object, string } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { Fitment, type FitmentProps } from './Fitment';

/**
 * `<div data-pf-widget="fitment" data-aaia="BKDK" data-mpn="ABC123" data-product-id="42"></div>`,
 * any number per page (all validated in one request); `data-variant="notice"` for the product
 * page's notice.
 */
const schema = object({
  aaia: string().trim().required('data-aaia is required'),
  mpn: string().trim().required('data-mpn is required'),
  productId: string().optional(),
  variant: mixed<'badge' | 'notice'>().oneOf(['badge', 'notice'], 'data-variant must be "badge" or "notice"').optional(),
}) as never;

export default defineWidget<FitmentProps>({ schema, Component: Fitment });
