import type { Pack } from '../../languages';

/** Spanish (Mexico): the `select` catalog's texts. */
export default {
  'select.noOptions': 'No hay resultados',
  'select.results': { one: '{count} resultado disponible', other: '{count} resultados disponibles' },
  'select.filtered': '{results} para la búsqueda {term}.',
  'select.unfiltered': '{results}.',
  'select.menuGuidance': 'Usa las flechas arriba y abajo para elegir una opción, Enter para seleccionar la opción resaltada, Escape para salir del menú y Tab para seleccionar la opción y salir del menú.',
  'select.inputGuidance': 'Lista desplegable activa; escribe para filtrar la lista y presiona la flecha abajo para abrir el menú.',
  'select.inputGuidanceFixed': 'Lista desplegable activa; presiona la flecha abajo para abrir el menú.',
  'select.selected': 'opción {label} seleccionada.',
  'select.deselected': 'opción {label} deseleccionada.',
  'select.cleared': 'Se borraron todas las opciones seleccionadas.',
  'select.focused': '{label}, {position} de {count}.',
  'select.focusedSelected': '{label} seleccionada, {position} de {count}.',
} satisfies Pack;
