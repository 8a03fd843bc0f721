import type { Advertencias71, ActivoSenalado } from '../formato-71/advertencias-71';

/** A closed fiscal year. */
export class CierreEjercicioDto {
  anio: number;
  /** When it was closed. */
  createdAt: Date;
  usuarioNombre: string | null;
  /** Lines of its Formato 7.1 kept at closing (only in the answer to the close). */
  lineas?: number;
}

export class ActivoSenaladoDto implements ActivoSenalado {
  id: number;
  codigo: string;
  descripcion: string;
}

/** What the year's Formato 7.1 warns about. */
export class Advertencias71Dto implements Advertencias71 {
  anio: number;
  /** The year is running: its figures change until it ends. */
  provisional: boolean;
  /** Closed: the book is the copy taken at closing, reproducible byte for byte. */
  cerrado: boolean;
  /** Left out of the book for lack of an acquisition date (up to 1,000, by code). */
  sinFecha: ActivoSenaladoDto[];
  totalSinFecha: number;
  /** In the book without a SUNAT depreciation category (up to 1,000, by code). */
  sinCategoria: ActivoSenaladoDto[];
  totalSinCategoria: number;
}
