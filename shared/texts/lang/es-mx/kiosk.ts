import type { Pack } from '../../languages';

/** Spanish (Mexico): the `kiosk` catalog's texts. */
export default {
  'kiosk.promptTitle': '¿Sigues ahí?',
  'kiosk.promptText': 'El quiosco se reiniciará para el siguiente cliente en',
  'kiosk.stillHere': 'Sigo aquí',
  'kiosk.welcome': 'Bienvenido',
  'kiosk.getStarted': 'Comenzar',
  'kiosk.warmingUp': 'Calentando el motor...',
  'kiosk.linkBlocked': 'Los enlaces a otros sitios web no están disponibles en este quiosco.',
  'kiosk.orderPlacedTitle': '¡Gracias por tu pedido!',
  'kiosk.orderNumber': 'Tu número de pedido',
  'kiosk.amountToPay': 'Monto a pagar',
  'kiosk.payAtCounter': 'Paga en el mostrador',
  'kiosk.orderPlaced': 'Da el número de pedido {orderId} en el mostrador para pagar y recoger tus refacciones.',
  'kiosk.orderPlacedTotal': 'Da el número de pedido {orderId} en el mostrador para pagar {total} y recoger tus refacciones.',
  'kiosk.done': 'Listo',
} satisfies Pack;
