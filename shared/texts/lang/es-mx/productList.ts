import type { Pack } from '../../languages';

/** Spanish (Mexico): the `productList` catalog's texts. */
export default {
  'productList.empty': 'No hay resultados.',
  'productList.products': 'Productos',
  'productList.showing': { one: 'Mostrando {first} a {last} de {total} ({count} página)', other: 'Mostrando {first} a {last} de {total} ({count} páginas)' },
  'productList.pages': 'Páginas de productos',
  'productList.view': 'Vista',
  'productList.grid': 'Cuadrícula',
  'productList.list': 'Lista',
  'productList.isNew': 'Nuevo',
  'productList.partNumber': 'N.º de parte: ',
  'productList.chooseOptions': 'Elegir opciones',
  'productList.chooseOptionsFor': 'Elegir opciones de {name}',
  'productList.viewProduct': 'Ver producto',
  'productList.viewProductNamed': 'Ver producto: {name}',
  'productList.wishList': 'Lista de deseos',
  'productList.addToWishList': 'Agregar {name} a la lista de deseos',
  'productList.compare': 'Comparar',
  'productList.addToCompare': 'Agregar {name} a la comparación',
  'productList.saved': 'Guardado.',
  'productList.stockOf': 'Existencias de {name} por sucursal',
  'productList.stockFailed': 'No se pudieron cargar las existencias por sucursal.',
} satisfies Pack;
