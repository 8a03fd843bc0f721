import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';
import { ActivoUbicacionesService } from '../activo/ubicacion/activo-ubicaciones.service';
import { ReferenciasDeActivo } from '../activo/referencias-de-activo';
import { AreaService } from '../area/area.service';
import { AuthUser } from '../common/auth-user';
import type { FieldError } from '../common/error-body';
import { deCompania } from '../common/tenancy';
import { bulkInsert } from '../database/bulk-insert';
import { sqlTypesOf } from '../database/column-types';
import { direccionTexto } from '../direccion/direccion.entity';
import { DireccionService } from '../direccion/direccion.service';
import { codigoLeido } from '../dominio/inventario';
import { InventarioLectura, TEXTO_LEIDO_MAX } from './inventario-lectura.entity';
import { Inventario } from './inventario.entity';
import { lecturaRespuesta, LecturaRespuesta } from './inventario-reglas';
import { inventarioNoAbierto, InventarioService } from './inventario.service';
import type { LecturaValidada } from './lecturas.pipe';

/** What became of one reading of a request, in its order. */
export type ResultadoDeLectura =
  | { indice: number; codigo: string | null; ok: true; lectura: LecturaRespuesta }
  | { indice: number; codigo: string | null; ok: false; errores: FieldError[] };

/** The names of the company's addresses and areas a request's readings name; null for one that is not the company's. */
interface Nombres {
  direcciones: Map<number, string | null>;
  areas: Map<number, string | null>;
}

const NO_ADMITE = 'no admite lecturas';

/**
 * The readings of a campaign (inventario_lectura). One per asset, per code the books do not have, or per text that
 * names no code (an unreadable reading): reading it again updates the same row, unless the row holds a later reading
 * (a phone's offline readings arriving after a newer one).
 */
@Injectable()
export class LecturaService implements OnModuleInit {
  constructor(
    @InjectRepository(InventarioLectura) private readonly lecturas: Repository<InventarioLectura>,
    private readonly dataSource: DataSource,
    private readonly inventarios: InventarioService,
    private readonly ubicaciones: ActivoUbicacionesService,
    private readonly areas: AreaService,
    private readonly direcciones: DireccionService,
    private readonly referencias: ReferenciasDeActivo,
  ) {}

  /** An asset read in a count keeps its history: it is disposed of, never deleted. */
  onModuleInit(): void {
    this.referencias.registrar('lecturas de inventario', (companiaId, activoId) => this.lecturas.existsBy(deCompania(companiaId, { activoId })), true);
  }

  /** Every reading of the campaign, the latest first, with what each found. */
  async list(companiaId: number, id: number): Promise<LecturaRespuesta[]> {
    const inventario = await this.inventarios.findEntity(companiaId, id);
    const filas = await this.inventarios.filasDeLecturas(inventario);
    const libros = await this.inventarios.librosDe(inventario).de(idsDeActivos(filas));
    filas.sort((a, b) => b.leidoEl.getTime() - a.leidoEl.getTime() || b.id - a.id);
    return filas.map((fila) => lecturaRespuesta(fila, fila.activoId === null ? null : (libros.get(fila.activoId) ?? null)));
  }

  /**
   * Saves the readings of a request (one, or a phone's batch), each already validated or refused by the body's pipe.
   * Each names an asset's code, or its label of this app (`appUrl`, direccionDeLaApp); any other text names no code and
   * is kept as an unreadable reading. The company's addresses, areas and assets they name are read once; the good ones
   * are written in one transaction that holds the campaign open (409 when it is closed or being closed); each refused one is answered
   * in its row.
   */
  async record(user: AuthUser, companiaId: number, id: number, entradas: LecturaValidada[], appUrl: string): Promise<ResultadoDeLectura[]> {
    const inventario = await this.inventarios.findEntity(companiaId, id);
    if (inventario.estado !== 'abierto') throw inventarioNoAbierto(inventario, NO_ADMITE);
    const validas = entradas.flatMap((entrada) => ('dto' in entrada ? [entrada] : []));
    const nombres = await this.nombresDe(companiaId, validas);
    const leidos = new Map(validas.map(({ indice, dto }) => [indice, codigoLeido(dto.codigo, appUrl)]));
    const codigoDe = (indice: number) => {
      const leido = leidos.get(indice)!;
      return leido.ok ? leido.codigo : null;
    };
    const codigos = validas.flatMap(({ indice }) => codigoDe(indice) ?? []);
    const porCodigo = new Map((await this.ubicaciones.ubicacionesPorCodigo(companiaId, codigos)).map((activo) => [activo.codigo, activo]));
    const errores = new Map<number, FieldError[]>();
    const buenas = validas.filter(({ indice, dto: { ubicacion } }) => {
      const problemas: FieldError[] = [
        ...(ubicacion.direccionId && !nombres.direcciones.get(ubicacion.direccionId) ? [{ field: 'ubicacion.direccionId', message: 'La dirección indicada no existe en su compañía' }] : []),
        ...(ubicacion.areaId && !nombres.areas.get(ubicacion.areaId) ? [{ field: 'ubicacion.areaId', message: 'El área indicada no existe en su compañía' }] : []),
      ];
      if (problemas.length) errores.set(indice, problemas);
      return !problemas.length;
    });
    const filas = new Map<number, InventarioLectura>();
    // Nothing to write, nothing written: not even the campaign's row the transaction holds.
    if (buenas.length) {
      await this.dataSource.transaction(async (manager) => {
        await this.inventarios.holdAbierto(manager, inventario, NO_ADMITE);
        const textos = buenas.flatMap(({ indice, dto }) => (codigoDe(indice) === null ? [textoIlegible(dto.codigo)] : []));
        const existentes = await this.existentes(manager, inventario, codigos, [...porCodigo.values()].map((a) => a.id), textos);
        const nuevas: InventarioLectura[] = [];
        const cambiadas = new Set<InventarioLectura>();
        for (const { indice, dto } of buenas) {
          const { ubicacion } = dto;
          const direccion = ubicacion.direccionId ? nombres.direcciones.get(ubicacion.direccionId) : null;
          const area = ubicacion.areaId ? nombres.areas.get(ubicacion.areaId) : null;
          const codigo = codigoDe(indice);
          const textoLeido = codigo === null ? textoIlegible(dto.codigo) : null;
          const activo = codigo === null ? null : (porCodigo.get(codigo) ?? null);
          const leida: Partial<InventarioLectura> = {
            activoId: activo?.id ?? null,
            codigo: activo?.codigo ?? codigo ?? '',
            textoLeido,
            direccionId: ubicacion.direccionId ?? null,
            direccion: direccion ?? null,
            edificio: ubicacion.edificio ?? null,
            piso: ubicacion.piso ?? null,
            areaId: ubicacion.areaId ?? null,
            area: area ?? null,
            sede: ubicacion.sede ?? null,
            estadoFisico: dto.estadoFisico ?? null,
            observacion: dto.observacion ?? null,
            leidoEl: dto.leidoEl ?? new Date(),
            usuarioId: user.userId,
            usuario: user.nombre,
          };
          // The same text read before; an asset's earlier reading, or the surplus reading of its code made before the asset was registered.
          const anterior = textoLeido !== null ? existentes.ilegibles.get(textoLeido) : ((activo && existentes.porActivo.get(activo.id)) ?? existentes.sobrantes.get(leida.codigo!));
          if (anterior && anterior.leidoEl.getTime() > leida.leidoEl!.getTime()) {
            filas.set(indice, anterior);
            continue;
          }
          const fila = anterior ? Object.assign(anterior, leida) : manager.create(InventarioLectura, { ...leida, companiaId, inventarioId: inventario.id });
          if (!anterior) nuevas.push(fila);
          else if (fila.id) cambiadas.add(fila);
          if (textoLeido !== null) existentes.ilegibles.set(textoLeido, fila);
          else if (activo) existentes.porActivo.set(activo.id, fila);
          else existentes.sobrantes.set(fila.codigo, fila);
          if (anterior && activo) existentes.sobrantes.delete(fila.codigo);
          filas.set(indice, fila);
        }
        await this.escribir(manager, nuevas, cambiadas);
      });
    }
    const libros = await this.inventarios.librosDe(inventario).de(idsDeActivos([...filas.values()]));
    return entradas.map((entrada): ResultadoDeLectura => {
      const { indice, codigo } = entrada;
      const problemas = 'errores' in entrada ? entrada.errores : errores.get(indice);
      if (problemas) return { indice, codigo, ok: false, errores: problemas };
      const fila = filas.get(indice)!;
      return { indice, codigo, ok: true, lectura: lecturaRespuesta(fila, fila.activoId === null ? null : (libros.get(fila.activoId) ?? null)) };
    });
  }

  /** The campaign's readings of these assets, its surplus readings of these codes, and its unreadable readings of these texts. */
  private async existentes(manager: EntityManager, inventario: Inventario, codigos: string[], activoIds: number[], textos: string[]) {
    const { companiaId, id: inventarioId } = inventario;
    const tamano = sqlTypesOf(manager.connection.options.type).maxParameters - 2;
    const porActivo = new Map<number, InventarioLectura>();
    const sobrantes = new Map<string, InventarioLectura>();
    const ilegibles = new Map<string, InventarioLectura>();
    for (let inicio = 0; inicio < activoIds.length; inicio += tamano) {
      const filas = await manager.find(InventarioLectura, { where: deCompania(companiaId, { inventarioId, activoId: In(activoIds.slice(inicio, inicio + tamano)) }) });
      for (const fila of filas) porActivo.set(fila.activoId!, fila);
    }
    const distintos = [...new Set(codigos)];
    for (let inicio = 0; inicio < distintos.length; inicio += tamano) {
      const filas = await manager.find(InventarioLectura, {
        where: deCompania(companiaId, { inventarioId, activoId: IsNull(), textoLeido: IsNull(), codigo: In(distintos.slice(inicio, inicio + tamano)) }),
      });
      for (const fila of filas) sobrantes.set(fila.codigo, fila);
    }
    const leidos = [...new Set(textos)];
    for (let inicio = 0; inicio < leidos.length; inicio += tamano) {
      const filas = await manager.find(InventarioLectura, { where: deCompania(companiaId, { inventarioId, textoLeido: In(leidos.slice(inicio, inicio + tamano)) }) });
      for (const fila of filas) ilegibles.set(fila.textoLeido!, fila);
    }
    return { porActivo, sobrantes, ilegibles };
  }

  /** New readings in multi-row inserts under the bound-parameter cap; changed ones one by one (a batch is at most 1,000). */
  private async escribir(manager: EntityManager, nuevas: InventarioLectura[], cambiadas: Set<InventarioLectura>): Promise<void> {
    const porLote = Math.floor(sqlTypesOf(manager.connection.options.type).maxParameters / manager.connection.getMetadata(InventarioLectura).columns.length);
    for (let inicio = 0; inicio < nuevas.length; inicio += porLote) {
      const lote = nuevas.slice(inicio, inicio + porLote);
      const ids = await bulkInsert(manager, InventarioLectura, lote);
      lote.forEach((fila, i) => (fila.id = ids[i]));
    }
    for (const fila of cambiadas) {
      const { id, companiaId, createdAt: _c, updatedAt: _u, compania: _co, ...campos } = fila;
      await manager.update(InventarioLectura, deCompania(companiaId, { id }), campos);
    }
  }

  /** The company's addresses (by their text) and areas (by name) the readings name. */
  private async nombresDe(companiaId: number, validas: Array<{ dto: { ubicacion: { direccionId?: number | null; areaId?: number | null } } }>): Promise<Nombres> {
    const direccionIds = [...new Set(validas.map((v) => v.dto.ubicacion.direccionId).filter((id): id is number => Boolean(id)))];
    const areaIds = [...new Set(validas.map((v) => v.dto.ubicacion.areaId).filter((id): id is number => Boolean(id)))];
    const [direcciones, areas] = await Promise.all([
      Promise.all(direccionIds.map(async (id) => [id, await this.direcciones.findInCompania(companiaId, id)] as const)),
      this.areas.nombresOf(companiaId, areaIds),
    ]);
    return {
      direcciones: new Map(direcciones.map(([id, direccion]) => [id, direccion && direccionTexto(direccion)])),
      areas: new Map(areaIds.map((id) => [id, areas.get(id) ?? null])),
    };
  }
}

/** What an unreadable reading keeps of the text read. */
const textoIlegible = (texto: string) => texto.trim().slice(0, TEXTO_LEIDO_MAX);

const idsDeActivos = (filas: InventarioLectura[]) => [...new Set(filas.flatMap((fila) => (fila.activoId === null ? [] : [fila.activoId])))];

