/*
 * Movement lists of docs/especificacion-operaciones.md §5 that the API validates and the admin offers; plain
 * constants (no entity imports), so the admin bundles this file as it is.
 */

/** The units a guide line is counted in. */
export const UNIDADES = ['UND', 'CAJ', 'BOL', 'KG', 'LT', 'MT', 'M2', 'M3'] as const;

/** The header fields, in the spec's order; the generation page requires them all. */
export const CAMPOS_CABECERA = [
  'fecha',
  'destinatario',
  'detalle',
  'puntoDePartida',
  'ruc',
  'puntoDeLlegada',
  'rucTransporte',
  'nombreTransporte',
  'nombreDelConductor',
  'marcaPlacaTransporte',
  'licencia',
] as const;
