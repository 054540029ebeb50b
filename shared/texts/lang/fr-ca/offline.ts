import type { Pack } from '../../languages';

/** French (Canada): the `offline` catalog's texts. */
export default {
  'offline.offline': 'Hors ligne : le magasin est injoignable.',
  'offline.back': 'De retour en ligne.',
  'offline.waiting': {
    one: '{count} modification pas encore envoyée : gardée sur cette caisse et envoyée d’elle-même quand le magasin répondra.',
    other: '{count} modifications pas encore envoyées : gardées sur cette caisse et envoyées d’elles-mêmes quand le magasin répondra.',
  },
  'offline.nothingWaiting': 'Rien n’attend d’être envoyé.',
  'offline.sending': { one: 'Envoi de {count} modification en attente…', other: 'Envoi de {count} modifications en attente…' },
  'offline.allSent': 'Tout ce qui attendait a été envoyé.',
  'offline.notKept':
    'Ce navigateur ne permet pas à la caisse de garder les modifications sur cet appareil : tout fonctionne normalement tant que le magasin répond, mais les modifications faites pendant une coupure ne sont gardées que jusqu’à ce que cette page soit rechargée ou fermée.',
  'offline.tooLong': 'Des modifications attendent depuis plus de 24 heures : faites vérifier les ventes en attente avec le magasin dès qu’il répondra.',
  'offline.otherTab': 'Cette caisse est aussi ouverte dans un autre onglet : ses modifications s’affichent ici, et les modifications en attente sont envoyées par un seul onglet à la fois.',
  'offline.cartWorks':
    'Fonctionne encore : les lectures de pièces déjà consultées, les quantités, les retraits, les numéros de bon de commande et les produits personnalisés. Les clients, les prix, la main-d’œuvre, les codes et le paiement ont besoin du magasin.',
  'offline.notSent': 'Pas encore envoyé',
  'offline.refused': 'Non appliqué : le magasin a répondu « {text} »',
  'offline.notSeen': '« {code} » n’a jamais été consulté sur cette caisse, il ne peut donc pas être ajouté hors ligne. Lisez-le de nouveau quand le magasin répondra.',
  'offline.waitingOrder': 'Des modifications attendent d’être envoyées : la commande pourra être enregistrée dès que le magasin répondra.',
  'offline.notSentTotal': 'Pas encore envoyé (avant taxes)',
  'offline.product': 'Produit nº {id}',
} satisfies Pack;
