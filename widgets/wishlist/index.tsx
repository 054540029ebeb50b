import { object } from '../../shared/runtime/props';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { Wishlist } from './Wishlist';

/** `<div id="pf-wishlist"></div>` on /account/wishlist; the list comes from GET /account/wishlist/getWishlist. */
const schema = object({});

export default defineWidget({ schema, Component: Wishlist });
