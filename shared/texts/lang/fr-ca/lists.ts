import type { Pack } from '../../languages';

/** French (Canada): the `lists` catalog's texts. */
export default {
  'lists.notOrderable': 'Ce produit ne peut pas être commandé en ligne. Contactez le magasin à son sujet depuis la page du produit.',
  'lists.chooseOptions': 'Choisir les options',
  'lists.chooseOptionsFor': 'Choisir les options de {name}',
  'lists.viewProduct': 'Voir le produit',
  'lists.viewNamed': 'Voir {name}',
  'lists.remove': 'Retirer',
  'lists.removeNamed': 'Retirer {name}',
} satisfies Pack;
