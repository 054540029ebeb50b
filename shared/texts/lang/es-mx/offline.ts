import type { Pack } from '../../languages';

/** Spanish (Mexico): the `offline` catalog's texts. */
export default {
  'offline.offline': 'Sin conexión: no se puede contactar a la tienda.',
  'offline.back': 'De nuevo en línea.',
  'offline.waiting': {
    one: '{count} cambio sin enviar: se guarda en esta caja y se enviará solo cuando la tienda responda.',
    other: '{count} cambios sin enviar: se guardan en esta caja y se enviarán solos cuando la tienda responda.',
  },
  'offline.nothingWaiting': 'No hay nada pendiente de enviar.',
  'offline.sending': { one: 'Enviando {count} cambio pendiente…', other: 'Enviando {count} cambios pendientes…' },
  'offline.allSent': 'Se envió todo lo pendiente.',
  'offline.notKept':
    'Este navegador no permite que la caja guarde cambios en este dispositivo: todo funciona como siempre mientras la tienda responda, pero los cambios hechos sin conexión solo se conservan hasta que se recargue o se cierre esta página.',
  'offline.tooLong': 'Hay cambios pendientes desde hace más de 24 horas: pide que revisen las ventas pendientes con la tienda en cuanto responda.',
  'offline.otherTab': 'Esta caja también está abierta en otra pestaña: sus cambios se ven aquí, y los cambios pendientes se envían desde una sola pestaña a la vez.',
  'offline.cartWorks':
    'Sigue funcionando: escanear piezas ya consultadas, cantidades, eliminaciones, números de orden de compra y productos personalizados. Los clientes, precios, mano de obra, códigos y el cobro necesitan a la tienda.',
  'offline.notSent': 'Sin enviar',
  'offline.refused': 'No se aplicó: la tienda respondió "{text}"',
  'offline.notSeen': '"{code}" no se ha consultado antes en esta caja, así que no se puede agregar sin conexión. Escanéalo de nuevo cuando la tienda responda.',
  'offline.waitingOrder': 'Hay cambios pendientes de enviar: el pedido se podrá guardar cuando la tienda responda.',
  'offline.notSentTotal': 'Sin enviar (antes de impuestos)',
  'offline.product': 'Producto n.º {id}',
} satisfies Pack;
