import type { Pack } from '../../languages';

/** Spanish (Mexico): the `customForm` catalog's texts. */
export default {
  'customForm.required': '¡{label} es obligatorio!',
  'customForm.email': '¡Debe ser un correo electrónico válido!',
  'customForm.number': '{label} debe ser un número.',
  'customForm.phone': '{label} debe ser un número de teléfono completo.',
  'customForm.captcha': 'Código de verificación',
  'customForm.captchaImage': 'Captcha: escribe los caracteres que se muestran',
  'customForm.newImage': 'Mostrar otra imagen',
  'customForm.pleaseSelect': '--- Selecciona una opción ---',
  'customForm.loadingLocations': 'Cargando tiendas…',
  'customForm.locationsFailed': 'No se pudieron cargar las tiendas.',
  'customForm.tryAgain': 'Intentar de nuevo',
  'customForm.submit': 'Enviar',
  'customForm.submitting': 'Enviando...',
  'customForm.thanks': '¡Gracias!',
} satisfies Pack;
