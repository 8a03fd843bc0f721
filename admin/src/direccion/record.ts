import type { Direccion } from '../api/tipos';

/** The address in the confirmation question: its street. */
export const direccionName = (direccion: Pick<Direccion, 'calle'>): string => direccion.calle;

/** "calle, distrito, provincia", as the API writes the dropdown's text. */
export const direccionText = (direccion: Pick<Direccion, 'calle' | 'distrito' | 'provincia'>): string =>
    [direccion.calle, direccion.distrito, direccion.provincia].filter(Boolean).join(', ');
