import type { Compania } from '../api/tipos';

export const companiaName = (compania: Compania): string => compania.razonSocial;
