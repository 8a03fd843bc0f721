import { BadRequestException } from '@nestjs/common';
import { SelectQueryBuilder } from 'typeorm';
import { escapeLike, MAX_SEARCH_LENGTH, normalizeSearch } from '../../dominio/search-text';
import { Activo } from '../activo.entity';

/**
 * Which assets a list, search, export or statistic reads by their disposal: `excluir` (the default) leaves the
 * disposed ones out, `incluir` reads them too, `solo` reads only them.
 */
export const FILTROS_BAJAS = ['excluir', 'incluir', 'solo'] as const;
export type FiltroBajas = (typeof FILTROS_BAJAS)[number];

/** The `bajas` filter of a query string or a list's filter: absent or blank is `excluir`; anything else unknown is a 400. */
export function filtroBajas(valor: unknown): FiltroBajas {
  if (valor === undefined || valor === null || valor === '') return 'excluir';
  if (typeof valor === 'string' && (FILTROS_BAJAS as readonly string[]).includes(valor)) return valor as FiltroBajas;
  throw new BadRequestException(`El filtro "bajas" debe ser ${FILTROS_BAJAS.join(', ')}`);
}

/** Leaves out the disposed assets (fechaBaja, on the companiaId, fechaBaja index), or keeps only them, as `bajas` says. */
export function filtrarBajas<Q extends SelectQueryBuilder<Activo>>(qb: Q, bajas: FiltroBajas = 'excluir'): Q {
  if (bajas === 'excluir') qb.andWhere('a.fechaBaja IS NULL');
  if (bajas === 'solo') qb.andWhere('a.fechaBaja IS NOT NULL');
  return qb;
}

/** The search/export filters of docs/especificacion-activos.md §3: each optional, contains, case- and accent-insensitive for descripcion; and the disposal filter. */
export interface FiltrosActivo {
  codigo?: string;
  descripcion?: string;
  marca?: string;
  modelo?: string;
  serie?: string;
  /** Absent: `excluir`. */
  bajas?: FiltroBajas;
}

export const FILTROS_ACTIVO = ['codigo', 'descripcion', 'marca', 'modelo', 'serie'] as const;

/** Picks the filters out of a query string, ignoring anything else; an over-long one is a 400. */
export function filtrosDe(query: Record<string, unknown>): FiltrosActivo {
  const filtros: FiltrosActivo = {};
  const bajas = filtroBajas(query.bajas);
  if (bajas !== 'excluir') filtros.bajas = bajas;
  for (const key of FILTROS_ACTIVO) {
    const value = query[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (value.length > MAX_SEARCH_LENGTH) throw new BadRequestException(`El filtro "${key}" no puede exceder los ${MAX_SEARCH_LENGTH} caracteres`);
    filtros[key] = value.trim();
  }
  return filtros;
}

/** Whether a text filter is set: no index answers one (LIKE '%…%'), so finding what it takes reads every asset of the company. */
export const filtraPorTexto = (filtros: FiltrosActivo): boolean => FILTROS_ACTIVO.some((key) => Boolean(filtros[key]));

export function aplicarFiltros(qb: SelectQueryBuilder<Activo>, filtros: FiltrosActivo): SelectQueryBuilder<Activo> {
  filtrarBajas(qb, filtros.bajas);
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

export const FILTRO_ETIQUETAS: Record<(typeof FILTROS_ACTIVO)[number], string> = {
  codigo: 'Código',
  descripcion: 'Descripción',
  marca: 'Marca',
  modelo: 'Modelo',
  serie: 'Serie',
};

/** The filters as a printed export lists them, the disposal one included. */
export function textoDeFiltros(filtros: FiltrosActivo): string[] {
  const textos = FILTROS_ACTIVO.filter((key) => filtros[key]).map((key) => `${FILTRO_ETIQUETAS[key]}: "${filtros[key]}"`);
  if (filtros.bajas === 'incluir') textos.push('Incluye los activos dados de baja');
  if (filtros.bajas === 'solo') textos.push('Solo activos dados de baja');
  return textos;
}
