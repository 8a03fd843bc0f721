import { BadRequestException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ActivoCifrasService } from '../activo/activo-cifras.service';
import { BajaService } from '../activo/baja/baja.service';
import { DepreciacionService } from '../activo/depreciacion/depreciacion.service';
import { MejoraService } from '../activo/mejora/mejora.service';
import { AreaService } from '../area/area.service';
import { formatDia } from '../common/lima-time';
import { deCompania } from '../common/tenancy';
import { bulkInsert } from '../database/bulk-insert';
import { Cronograma, indiceDeMes } from '../dominio/depreciacion';
import { ClaveCategoriaDepreciacion } from '../dominio/tasas-sunat';
import { CopiaDeModulo, EjercicioService } from '../ejercicio/ejercicio.service';
import { AsientoCerrado } from './asiento-cerrado.entity';
import { saldoDelActivo } from './cifras-de-libros';
import { ContabilidadService } from './contabilidad.service';
import { categoriaContable, CuentasDeCategoria } from './cuentas-pcge';
import { ConfiguracionContableRespuestaDto } from './dto/configuracion.dto';
import { Asiento, asientoEnSoles, DiarioDelMes } from './libro-diario';

type FilaCerrada = Pick<AsientoCerrado, 'mes' | 'numero' | 'datos'>;

/**
 * The month's journal in the financial book (docs/contabilidad.md, "Libro diario"): computed on each read from the
 * assets' events and the company's accounts, cost centres and destination settings. A closed year's is the copy its
 * close kept (asiento_cerrado, this module's table, written through EjercicioService's CopiaDeModulo), computed once
 * the year was frozen: the settings can change afterwards without changing it.
 */
@Injectable()
export class AsientosService implements OnModuleInit, CopiaDeModulo<FilaCerrada> {
  constructor(
    @InjectRepository(AsientoCerrado) private readonly cerrados: Repository<AsientoCerrado>,
    private readonly ejercicios: EjercicioService,
    private readonly contabilidad: ContabilidadService,
    private readonly areas: AreaService,
    private readonly mejoras: MejoraService,
    private readonly bajas: BajaService,
    private readonly cifras: ActivoCifrasService,
    private readonly depreciacion: DepreciacionService,
  ) {}

  onModuleInit(): void {
    this.ejercicios.registrarCopia(this);
  }

  /** The entries of `periodo` (AAAA-MM), in soles: a closed year's from its copy. */
  async asientos(companiaId: number, periodo: string, hoy = new Date()): Promise<Asiento[]> {
    const [anio, mes] = periodo.split('-').map(Number);
    const indice = indiceDeMes(new Date(Date.UTC(anio, mes - 1, 1)));
    const configuracion = await this.contabilidad.findConfiguracion(companiaId);
    if (indice > indiceDeMes(hoy)) throw new BadRequestException('El período no puede ser posterior al mes actual');
    if (!conAsientos(configuracion, anio, mes)) {
      throw new BadRequestException(`El período es anterior a la fecha de inicio de la contabilidad (${formatDia(configuracion.fechaInicio!)}): sus asientos son del sistema anterior`);
    }
    return (await this.guardados(companiaId, anio, mes)) ?? (await this.calcular(companiaId, anio, [mes], configuracion)).get(mes)!;
  }

  /** The close's copy: each month's entries from the cut-over on, numbered as they are answered. */
  async *filas(companiaId: number, anio: number): AsyncGenerator<FilaCerrada> {
    const configuracion = await this.contabilidad.findConfiguracion(companiaId);
    const meses = Array.from({ length: 12 }, (_, i) => i + 1).filter((mes) => conAsientos(configuracion, anio, mes));
    if (!meses.length) return;
    for (const [mes, asientos] of await this.calcular(companiaId, anio, meses, configuracion)) {
      for (const asiento of asientos) yield { mes, numero: asiento.numero, datos: JSON.stringify(asiento) };
    }
  }

  async escribir(manager: EntityManager, companiaId: number, anio: number, filas: FilaCerrada[]): Promise<void> {
    await bulkInsert(manager, AsientoCerrado, filas.map((fila) => ({ companiaId, anio, ...fila })));
  }

  async borrar(manager: EntityManager, companiaId: number, anio: number, maximo?: number): Promise<number> {
    if (maximo === undefined) return (await manager.delete(AsientoCerrado, deCompania(companiaId, { anio }))).affected ?? 0;
    const filas = await manager.find(AsientoCerrado, { select: { id: true }, where: deCompania(companiaId, { anio }), take: maximo });
    if (filas.length) await manager.delete(AsientoCerrado, filas.map((fila) => fila.id));
    return filas.length;
  }

  /**
   * A closed year's entries of the month as its close kept them; null when the year is open, or was closed before the
   * close kept entries (none of its months has any: with no entries, no setting can change them either).
   */
  private async guardados(companiaId: number, anio: number, mes: number): Promise<Asiento[] | null> {
    if (!(await this.ejercicios.findCierre(companiaId, anio))) return null;
    const filas = await this.cerrados.find({ select: { datos: true }, where: deCompania(companiaId, { anio, mes }), order: { numero: 'ASC' } });
    if (!filas.length && !(await this.cerrados.existsBy(deCompania(companiaId, { anio })))) return null;
    return filas.map(({ datos }) => {
      const asiento = JSON.parse(datos) as Asiento;
      return { ...asiento, fecha: new Date(asiento.fecha) };
    });
  }

  /**
   * The entries of `meses` (consecutive months of `anio`) computed now from the assets' events and the company's
   * settings. A year's close asks for its twelve at once: each asset is read and its history built once for all of them
   * (a month at a time read the 100,000 assets of a company and built their histories twelve times).
   */
  private async calcular(companiaId: number, anio: number, meses: number[], configuracion: ConfiguracionContableRespuestaDto): Promise<Map<number, Asiento[]>> {
    const desde = new Date(Date.UTC(anio, meses[0] - 1, 1));
    const hasta = new Date(Date.UTC(anio, meses[meses.length - 1], 0));
    const [contexto, cuentas, areas, mejoras, bajas] = await Promise.all([
      this.depreciacion.contexto(companiaId),
      this.contabilidad.findCuentas(companiaId),
      this.areas.centrosCosto(companiaId),
      this.mejoras.delPeriodo(companiaId, desde, hasta),
      this.bajas.delPeriodo(companiaId, desde, hasta),
    ]);
    const deLaCategoria = new Map<ClaveCategoriaDepreciacion, CuentasDeCategoria>(cuentas.map(({ categoria, ...propias }) => [categoria, propias]));
    const deArea = new Map(areas.map((area) => [area.id, area]));
    const mejorasDe = agrupar(mejoras);
    const bajaDe = new Map(bajas.map((baja) => [baja.activoId, baja]));
    const diarios = new Map(
      meses.map((mes) => [mes, { diario: new DiarioDelMes(anio, mes, configuracion.asientosDestino ? configuracion : null), indice: indiceDeMes(new Date(Date.UTC(anio, mes - 1, 1))) }]),
    );

    for await (const activo of this.cifras.delDiario(companiaId, desde, new Date(Date.UTC(anio, meses[meses.length - 1], 1)))) {
      const financiera = this.depreciacion.historia(activo, contexto, 'financiero');
      const cronograma = new Cronograma(financiera);
      const enDiario = {
        codigo: activo.codigo,
        cuentas: deLaCategoria.get(categoriaContable(activo.categoriaDepreciacion))!,
        centroCosto: (activo.areaId && deArea.get(activo.areaId)?.centroCosto) || null,
        cuentaDestino: (activo.areaId && deArea.get(activo.areaId)?.cuentaDestino) || null,
      };
      // A month before the asset's first or after its disposal depreciates nothing, and a diario leaves out a zero.
      for (const { diario, indice } of diarios.values()) diario.depreciacion(enDiario, cronograma.tramo(indice, indice).delTramo);
      for (const mejora of mejorasDe.get(activo.id) ?? []) diarios.get(mejora.fecha.getUTCMonth() + 1)!.diario.mejora(enDiario, mejora);
      const baja = bajaDe.get(activo.id);
      if (baja) {
        // Written off in the financial book: its cost (with the improvements by then) and what it depreciated to its month.
        const { diario, indice } = diarios.get(baja.fecha.getUTCMonth() + 1)!;
        const { costo } = saldoDelActivo(financiera, baja.fecha);
        diario.baja(enDiario, { ...baja, costo, acumulada: cronograma.tramo(indice, indice).acumulada });
      }
    }
    return new Map([...diarios].map(([mes, { diario }]) => [mes, diario.asientos().map(asientoEnSoles)]));
  }
}

/** Whether the month is kept by the product: from the cut-over date on (every month while the company has none). */
const conAsientos = ({ fechaInicio }: Pick<ConfiguracionContableRespuestaDto, 'fechaInicio'>, anio: number, mes: number) =>
  !fechaInicio || indiceDeMes(new Date(Date.UTC(anio, mes - 1, 1))) >= indiceDeMes(fechaInicio);

function agrupar<T extends { activoId: number }>(filas: T[]): Map<number, T[]> {
  const grupos = new Map<number, T[]>();
  for (const fila of filas) grupos.set(fila.activoId, [...(grupos.get(fila.activoId) ?? []), fila]);
  return grupos;
}
