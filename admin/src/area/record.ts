import type { Area } from '../api/tipos';

export const areaName = (area: Area): string => area.nombre;
