import type { Vehiculo } from '../api/tipos';

export const vehiculoName = (vehiculo: Vehiculo): string => vehiculo.placa;
