import { defineTexts } from '../texts';

/** Add to cart, the price block and stock: spec 1 §4, §5, §8 exactly. */
export const productTexts = defineTexts('product', {
  addToCart: 'Add to Cart',
  buyNow: 'Buy Now',
  addWithLabor: 'Add with Labor',
  adding: 'Adding…',
  added: 'Added!',
  viewCart: 'View Cart',
  addedToCart: 'You have added {product} to the cart.',
  addedToCartFor: 'You have added {product} to the cart for {where}.',
  loginForPrice: 'Login Required To View Price',
  specialPrice: 'Special price: ',
  price: 'Price: ',
  regularPrice: 'Regular price: ',
  instantRebate: 'Instant rebate',
  priceBefore: 'Price before discounts: ',
  orMore: '{quantity} or more',
  quantityDiscounts: 'Quantity discounts',
  quantity: 'Quantity',
  priceHead: 'Price',
  outOfStock: 'Out of Stock',
  inStock: '{count} in Stock',
  laborTime: 'Labor time: {time}',
  laborCost: '; labor cost: {cost}',
  laborSubtotal: ', {subtotal} for {quantity}',
});
