import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CampoPersonalizadoService, ValoresEnActivos } from '../campo-personalizado/campo-personalizado.service';
import { valorDeCampo } from '../campo-personalizado/valores-de-campos';
import { ListFilter, ListQuery } from '../common/list-query';
import { porCompania } from '../common/tenancy';
import { ordenDeClaveSql, valorDeClaveSql } from '../database/json-sql';
import { updateWhere } from '../database/cached-writes';
import { Activo } from './activo.entity';
import { FiltrosPropios, PREFIJO_CAMPO } from './filtros-propios';

/** The values of the company's fields on its assets (`camposPersonalizados`), for the campo-personalizado module and the list's filters. */
@Injectable()
export class CamposDelActivo implements ValoresEnActivos {
  constructor(
    @InjectRepository(Activo) private readonly activos: Repository<Activo>,
    private readonly campos: CampoPersonalizadoService,
  ) {
    campos.registrarValores(this);
  }

  async contar(companiaId: number, clave: string): Promise<number> {
    return porCompania(this.activos.createQueryBuilder('a'), 'a', companiaId).andWhere(`${this.valorDe(clave)} IS NOT NULL`).getCount();
  }

  /**
   * Rewrites the JSON of each asset holding `clave` without it, in `manager`'s transaction (which, on SQLite, must not
   * pause for other requests: they would run inside it); answers the removed values by asset code. The JSON is rewritten
   * here, not by the engine's JSON functions, so it stays JSON.stringify's text the answers embed as it is.
   */
  async quitar(manager: EntityManager, companiaId: number, clave: string): Promise<Record<string, unknown>> {
    const quitados: Record<string, unknown> = {};
    const conValor = await porCompania(manager.createQueryBuilder(Activo, 'a'), 'a', companiaId)
      .select(['a.id', 'a.codigo', 'a.camposPersonalizados'])
      .andWhere(`${this.valorDe(clave)} IS NOT NULL`)
      .orderBy('a.codigo')
      .getMany();
    for (const { id, codigo, camposPersonalizados } of conValor) {
      const { [clave]: valor, ...resto } = camposPersonalizados;
      quitados[codigo] = valor;
      await updateWhere(manager, Activo, { id, companiaId }, { camposPersonalizados: resto });
    }
    return quitados;
  }

  /** The list's `campo.<clave>` filters, their values read as the field's type says: 400 for a field the company has not defined or a value it refuses. */
  async filtros(companiaId: number, filtros: ListFilter[]): Promise<FiltrosPropios['campos']> {
    if (!filtros.length) return [];
    const definidos = new Map((await this.campos.definiciones(companiaId)).map((campo) => [campo.clave, campo]));
    return filtros.map(({ field, value }) => {
      const clave = field.slice(PREFIJO_CAMPO.length);
      const campo = definidos.get(clave);
      if (!campo) throw new BadRequestException(`Filtro desconocido: "${field}"`);
      const leido = valorDeCampo(campo, value);
      if ('error' in leido) throw new BadRequestException(`Filtro "${field}": ${leido.error}`);
      return { clave, valor: leido.valor };
    });
  }

  /**
   * The list's order by a field (`campo.<clave>`): its value as the field's type orders it, the assets without one last,
   * then by id; another order as it came. 400 for a field the company has not defined.
   */
  async orden(companiaId: number, list: ListQuery): Promise<ListQuery> {
    if (!list.sort.field.startsWith(PREFIJO_CAMPO)) return list;
    const clave = list.sort.field.slice(PREFIJO_CAMPO.length);
    const campo = (await this.campos.definiciones(companiaId)).find((definido) => definido.clave === clave);
    if (!campo) throw new BadRequestException(`No se puede ordenar por "${list.sort.field}": la compañía no tiene ese campo personalizado`);
    const dialecto = this.activos.manager.connection.options.type;
    const column = ordenDeClaveSql(dialecto, 'a.camposPersonalizados', clave, campo.tipo === 'numero');
    return { ...list, sort: { ...list.sort, column, nullsLast: this.valorDe(clave) } };
  }

  /** The company's fields (an import maps and checks them). */
  definiciones(companiaId: number) {
    return this.campos.definiciones(companiaId);
  }

  /** The asset's values checked against the company's fields (a 400 per field refused). */
  validar(companiaId: number, valores: Record<string, unknown>, categoria: string | null, manager?: EntityManager) {
    return this.campos.validar(companiaId, valores, categoria, manager);
  }

  /** validar with the fields definiciones read. */
  validarCon(campos: Awaited<ReturnType<CamposDelActivo['definiciones']>>, valores: Record<string, unknown>, categoria: string | null) {
    return this.campos.validarCon(campos, valores, categoria);
  }

  private valorDe(clave: string): string {
    return valorDeClaveSql(this.activos.manager.connection.options.type, 'a.camposPersonalizados', clave);
  }
}
