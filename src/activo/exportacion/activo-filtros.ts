import { BadRequestException } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import { escapeLike, MAX_SEARCH_LENGTH, normalizeSearch } from '../../dominio/search-text';
import { Activo } from '../activo.entity';

/** The search/export filters of spec part 1 §3: each optional, contains, case- and accent-insensitive for descripcion. */
export interface FiltrosActivo {
  codigo?: string;
  descripcion?: string;
  marca?: string;
  modelo?: string;
  serie?: string;
}

export const FILTROS_ACTIVO = ['codigo', 'descripcion', 'marca', 'modelo', 'serie'] as const;

/** Picks the filters out of a query string, ignoring anything else; an over-long one is a 400. */
export function filtrosDe(query: Record<string, unknown>): FiltrosActivo {
  const filtros: FiltrosActivo = {};
  for (const key of FILTROS_ACTIVO) {
    const value = query[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (value.length > MAX_SEARCH_LENGTH) throw new BadRequestException(`El filtro "${key}" no puede exceder los ${MAX_SEARCH_LENGTH} caracteres`);
    filtros[key] = value.trim();
  }
  return filtros;
}

export function aplicarFiltros(qb: SelectQueryBuilder<Activo>, filtros: FiltrosActivo): SelectQueryBuilder<Activo> {
  for (const key of FILTROS_ACTIVO) {
    const value = filtros[key];
    if (!value) continue;
    if (key === 'descripcion') {
      qb.andWhere(`a.descripcionBusqueda LIKE :f_descripcion ESCAPE '\\'`, { f_descripcion: `%${escapeLike(normalizeSearch(value))}%` });
    } else {
      qb.andWhere(`LOWER(a.${key}) LIKE :f_${key} ESCAPE '\\'`, { [`f_${key}`]: `%${escapeLike(value.toLowerCase())}%` });
    }
  }
  return qb;
}

export const FILTRO_ETIQUETAS: Record<keyof FiltrosActivo, string> = {
  codigo: 'Código',
  descripcion: 'Descripción',
  marca: 'Marca',
  modelo: 'Modelo',
  serie: 'Serie',
};
