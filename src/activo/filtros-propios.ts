import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ListFilter, ListQuery } from '../common/list-query';
import { porCompania } from '../common/tenancy';
import { parametroDeValorJson, valorDeClaveSql } from '../database/json-sql';
import type { ValorDeCampo } from '../campo-personalizado/valores-de-campos';

/** The `custodioId` filter's value for the assets nobody holds. */
export const SIN_CUSTODIO = 'ninguno';
/** A list filter on a company's field: `campo.<clave>`. */
export const PREFIJO_CAMPO = 'campo.';

/**
 * The list's filters no column comparison answers: who holds the asset (the custodio module's `custodia` table, read by
 * name as filas-de-activo.ts joins it) and the values of the company's fields (JSON in `camposPersonalizados`).
 */
export interface FiltrosPropios {
  custodio?: number | typeof SIN_CUSTODIO;
  campos: Array<{ clave: string; valor: ValorDeCampo }>;
}

/** The list without its `bajas`, `custodioId` and `campo.*` filters, and those filters apart (the fields' values still as typed). */
export function separarFiltros(list: ListQuery): { resto: ListQuery; bajas: ListFilter | undefined; custodio: FiltrosPropios['custodio']; campos: ListFilter[] } {
  const bajas = list.filters.find((filtro) => filtro.field === 'bajas');
  const custodio = list.filters.find((filtro) => filtro.field === 'custodioId');
  const campos = list.filters.filter((filtro) => filtro.field.startsWith(PREFIJO_CAMPO));
  const resto = { ...list, filters: list.filters.filter((filtro) => filtro !== bajas && filtro !== custodio && !campos.includes(filtro)) };
  return { resto, bajas, custodio: custodio && custodioDelFiltro(custodio.value), campos };
}

function custodioDelFiltro(valor: ListFilter['value']): FiltrosPropios['custodio'] {
  if (valor === SIN_CUSTODIO) return SIN_CUSTODIO;
  const id = Number(valor);
  if (typeof valor !== 'boolean' && !Array.isArray(valor) && Number.isSafeInteger(id) && id > 0) return id;
  throw new BadRequestException(`El filtro "custodioId" debe ser el id de un custodio o "${SIN_CUSTODIO}" (sin custodio)`);
}

/** What of the filters changes their SQL: a key for SqlPorForma. */
export const formaDeFiltrosPropios = ({ custodio, campos }: FiltrosPropios) =>
  `${custodio === undefined ? '' : custodio === SIN_CUSTODIO ? 'sin custodio' : 'custodio'}|${campos.map((campo) => campo.clave).join(',')}`;

export const hayFiltrosPropios = ({ custodio, campos }: FiltrosPropios) => custodio !== undefined || campos.length > 0;

/**
 * The filters on the assets of `companiaId` that `qb` reads (alias `a`). By custodian, the ids from the (companiaId,
 * custodioId) index of `custodia`, read once: the company as a parameter, not `a.companiaId`, which made the subquery
 * one per asset (SQLite walked the company's 100,000 assets by code and asked for each; docs/rendimiento.md). Without
 * one, those with no row in it; a field's value, compared as valorDeClaveSql reads it.
 */
export function aplicarFiltrosPropios<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, companiaId: number, { custodio, campos }: FiltrosPropios): SelectQueryBuilder<T> {
  const dialecto = qb.connection.options.type;
  if (custodio === SIN_CUSTODIO) {
    qb.andWhere(`NOT EXISTS ${qb.subQuery().select('1').from('custodia', 'kf').where('kf.companiaId = a.companiaId AND kf.activoId = a.id').getQuery()}`);
  } else if (custodio !== undefined) {
    const tenencias = porCompania(qb.subQuery().select('kf.activoId').from('custodia', 'kf'), 'kf', companiaId).andWhere('kf.custodioId = :lq_custodio');
    qb.andWhere(`a.id IN ${tenencias.getQuery()}`, { lq_custodio: custodio });
  }
  campos.forEach(({ clave, valor }, i) => qb.andWhere(`${valorDeClaveSql(dialecto, 'a.camposPersonalizados', clave)} = :lq_campo${i}`, { [`lq_campo${i}`]: parametroDeValorJson(dialecto, valor) }));
  return qb;
}
