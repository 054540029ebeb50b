import type { Pack } from '../../languages';

/** French (Canada): the `kiosk` catalog's texts. */
export default {
  'kiosk.promptTitle': 'Êtes-vous toujours là?',
  'kiosk.promptText': 'La borne recommencera pour le prochain client dans',
  'kiosk.stillHere': 'Je suis toujours là',
  'kiosk.welcome': 'Bienvenue',
  'kiosk.getStarted': 'Commencer',
  'kiosk.warmingUp': 'Le moteur se réchauffe...',
  'kiosk.linkBlocked': 'Les liens vers d’autres sites Web ne sont pas offerts sur cette borne.',
  'kiosk.orderPlacedTitle': 'Merci de votre commande!',
  'kiosk.orderNumber': 'Votre numéro de commande',
  'kiosk.amountToPay': 'Montant à payer',
  'kiosk.payAtCounter': 'Payez au comptoir',
  'kiosk.orderPlaced': 'Donnez le numéro de commande {orderId} au comptoir pour payer et récupérer vos pièces.',
  'kiosk.orderPlacedTotal': 'Donnez le numéro de commande {orderId} au comptoir pour payer {total} et récupérer vos pièces.',
  'kiosk.done': 'Terminé',
} satisfies Pack;
