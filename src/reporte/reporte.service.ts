import { BadRequestException, Injectable } from '@nestjs/common';
import { ActivoService } from '../activo/activo.service';
import { calcularDepreciacion, HistoriaDepreciable } from '../dominio/depreciacion';
import { DepreciacionService } from '../activo/depreciacion/depreciacion.service';
import { CompaniaService } from '../compania/compania.service';
import { ActivoCifrasService } from '../activo/activo-cifras.service';
import { AuthUser } from '../common/auth-user';
import { HojaXlsx } from '../common/spreadsheet';
import { EjercicioService } from '../ejercicio/ejercicio.service';
import { ActivoContable, COLUMNAS_CONTABLES } from '../activo/activo-contable';
import { ContabilidadService } from '../contabilidad/contabilidad.service';
import { COLUMNAS_LEIDAS, RenglonActivos, renglonesReporteActivos } from './activos/reporte-activos';
import { MesDeActivo } from './depreciacion/depreciacion-excel';
import { mesesDe, Periodo } from './depreciacion/periodo';
import { ResumenDepreciacion, SumaDepreciacion } from './depreciacion/resumen-depreciacion';
import { COLUMNAS_71, Renglon71 } from './formato-71/excel-71';
import { Advertencias71, COLUMNAS_ADVERTENCIAS, renglonesDeAdvertencias } from './formato-71/advertencias-71';
import { cierreDelEjercicio, Fila71, fila71, filaGuardada, SumaFormato71, Totales71 } from './formato-71/fila-71';
import { CierreEjercicioDto } from './dto/cierre.dto';
import { lineaPle71, nombrePle71, PLE_ENCODING } from './formato-71/ple-71';
import { CompaniaReporte } from './reporte-pdf';

/** The most lines the printed book 7.1 holds; the PLE file and the spreadsheet have no such limit. */
export const MAX_FILAS_71_PDF = 5_000;
/** Rows of one worksheet, below its header. */
const MAX_FILAS_EXCEL = 1_048_575;
/** Assets of each warning an answer lists; the spreadsheet and a closed year's copy list up to MAX_SENALADOS_HOJA. */
const MAX_SENALADOS = 1_000;
const MAX_SENALADOS_HOJA = 100_000;
/** The PLE file is written in pieces of about this many characters. */
const TROZO_PLE = 64 * 1024;

/**
 * The reports built from the whole asset list: the columns each needs are read in batches (ActivoService.leerColumnas)
 * and each report keeps only what it writes next and its running totals.
 */
@Injectable()
export class ReporteService {
  constructor(
    private readonly activos: ActivoService,
    private readonly companias: CompaniaService,
    private readonly depreciacion: DepreciacionService,
    private readonly cifras: ActivoCifrasService,
    private readonly ejercicios: EjercicioService,
    private readonly contabilidad: ContabilidadService,
  ) {}

  async findCompania(companiaId: number): Promise<CompaniaReporte> {
    const compania = await this.companias.findById(companiaId);
    return { razonSocial: compania?.razonSocial ?? '', ruc: compania?.ruc ?? '' };
  }

  /** Reporte de Activos: every asset, then totals by area, estado and overall. */
  buildReporteActivos(companiaId: number): AsyncIterable<RenglonActivos> {
    return renglonesReporteActivos(this.activos.leerColumnas(companiaId, COLUMNAS_LEIDAS));
  }

  /**
   * The lines of book 7.1 of `anio`, in asset order: a closed year's as they were closed, any other computed from
   * the assets' events now. A year that has not started is refused before anything is read.
   */
  formato71(companiaId: number, anio: number, hoy = new Date()): AsyncIterable<Fila71> {
    if (anio > hoy.getUTCFullYear()) throw new BadRequestException(`anio no puede ser posterior a ${hoy.getUTCFullYear()}`);
    return this.lineas71(companiaId, anio, hoy);
  }

  private async *lineas71(companiaId: number, anio: number, hoy: Date): AsyncGenerator<Fila71> {
    if (await this.ejercicios.findCierre(companiaId, anio)) {
      for await (const datos of this.ejercicios.lineasDe(companiaId, anio)) yield filaGuardada(datos);
      return;
    }
    yield* this.lineasDeLosEventos(companiaId, anio, hoy);
  }

  /** The year's lines computed from the assets' events now. */
  private async *lineasDeLosEventos(companiaId: number, anio: number, hoy: Date): AsyncGenerator<Fila71> {
    const hasta = cierreDelEjercicio(anio, hoy);
    const [contexto, cuentas] = await Promise.all([this.depreciacion.contexto(companiaId), this.contabilidad.findCuentas(companiaId)]);
    // Field 9: the cost account the company set for each category (the journal's).
    const cuentasDeCosto = new Map(cuentas.map(({ categoria, costo }) => [categoria as string, costo]));
    yield* sinNulos(this.contables(companiaId), (activo) => fila71(activo, anio, hasta, this.depreciacion.historia(activo, contexto), cuentasDeCosto));
  }

  /**
   * What the year's book warns about: provisional while the year runs, the assets left out for lack of an acquisition
   * date and those without a SUNAT category (up to `limite` of each). A closed year's, as they were when it closed.
   */
  async advertencias71(companiaId: number, anio: number, limite = MAX_SENALADOS, hoy = new Date()): Promise<Advertencias71> {
    if (anio > hoy.getUTCFullYear()) throw new BadRequestException(`anio no puede ser posterior a ${hoy.getUTCFullYear()}`);
    const cierre = await this.ejercicios.findCierre(companiaId, anio);
    if (cierre) return { ...(JSON.parse(cierre.advertencias) as Advertencias71), cerrado: true };
    const { sinFecha, sinCategoria } = await this.cifras.pendientesDelLibro(companiaId, anio, cierreDelEjercicio(anio, hoy), limite);
    return {
      anio,
      provisional: anio === hoy.getUTCFullYear(),
      cerrado: false,
      sinFecha: sinFecha.activos,
      totalSinFecha: sinFecha.total,
      sinCategoria: sinCategoria.activos,
      totalSinCategoria: sinCategoria.total,
    };
  }

  /** Year close: its dates freeze, and the book of `anio` and its warnings are kept as they are then. */
  async closeEjercicio(companiaId: number, anio: number, usuario: AuthUser, hoy = new Date()): Promise<CierreEjercicioDto> {
    // Read once the year is frozen (being closed: nothing changes in it), from the events: it has no copy yet.
    const copia = async () => ({
      advertencias: JSON.stringify(await this.advertencias71(companiaId, anio, MAX_SENALADOS_HOJA, hoy)),
      lineas: mapAsync(this.lineasDeLosEventos(companiaId, anio, hoy), (fila) => JSON.stringify(fila)),
    });
    const { cierre, lineas: cantidad } = await this.ejercicios.close(companiaId, anio, usuario, copia, hoy);
    return { anio: cierre.anio, createdAt: cierre.createdAt, usuarioNombre: cierre.usuarioNombre, lineas: cantidad };
  }

  /** The PLE file of book 7.1: its name says whether it has lines, so the first one is read before answering. */
  async ple71(companiaId: number, anio: number): Promise<{ nombre: string; contenido: AsyncIterable<Buffer> }> {
    const filas = this.formato71(companiaId, anio)[Symbol.asyncIterator]();
    const [compania, primera] = await Promise.all([this.findCompania(companiaId), filas.next()]);
    return { nombre: nombrePle71(compania.ruc, anio, !primera.done), contenido: lineasPle(anio, primera, filas) };
  }

  /** Book 7.1 as a workbook: its lines with the totals row, then the warnings (labelled provisional while the year runs). */
  async excel71(companiaId: number, anio: number): Promise<HojaXlsx<any>[]> {
    const advertencias = await this.advertencias71(companiaId, anio, MAX_SENALADOS_HOJA);
    return [
      { name: advertencias.provisional ? 'Formato 7.1 (provisional)' : 'Formato 7.1', columns: COLUMNAS_71, rows: conTotales71(this.formato71(companiaId, anio)) },
      { name: 'Advertencias', columns: COLUMNAS_ADVERTENCIAS, rows: renglonesDeAdvertencias(advertencias) },
    ];
  }

  /** Book 7.1 for printing, with its warnings: refused beyond MAX_FILAS_71_PDF lines. */
  async formato71ParaImprimir(companiaId: number, anio: number): Promise<{ filas: Fila71[]; totales: Totales71; advertencias: Advertencias71 }> {
    const advertencias = await this.advertencias71(companiaId, anio);
    const suma = new SumaFormato71();
    const filas: Fila71[] = [];
    for await (const fila of this.formato71(companiaId, anio)) {
      if (filas.length === MAX_FILAS_71_PDF) {
        throw new BadRequestException(
          `El PDF del Formato 7.1 admite hasta ${MAX_FILAS_71_PDF.toLocaleString('es-PE')} activos: descargue el archivo Excel o el TXT del PLE`,
        );
      }
      suma.sumar(fila);
      filas.push(fila);
    }
    return { filas, totales: suma.totales, advertencias };
  }

  /** "Exportar Data": each asset's months of the period, refused when they could not fit in one worksheet. */
  async buildDepreciacionMensual(companiaId: number, periodo: Periodo): Promise<AsyncIterable<MesDeActivo>> {
    const totalActivos = await this.cifras.count(companiaId);
    const meses = mesesDe(periodo);
    if (totalActivos * meses > MAX_FILAS_EXCEL) {
      const maximo = Math.max(1, Math.floor(MAX_FILAS_EXCEL / totalActivos));
      throw new BadRequestException(
        `Con ${totalActivos.toLocaleString('es-PE')} activos, el Excel admite un período de hasta ${maximo} mes(es): elija uno más corto`,
      );
    }
    const contexto = await this.depreciacion.contexto(companiaId);
    return mesesDelPeriodo(this.contables(companiaId), periodo, (activo) => this.depreciacion.historia(activo, contexto));
  }

  /** The period's depreciation summed by category. */
  async summarizeDepreciacion(companiaId: number, periodo: Periodo): Promise<ResumenDepreciacion> {
    const suma = new SumaDepreciacion();
    const contexto = await this.depreciacion.contexto(companiaId);
    for await (const activo of this.contables(companiaId)) {
      suma.sumar(activo, this.depreciacion.historia(activo, contexto), periodo);
    }
    return suma.resumen;
  }

  private contables(companiaId: number): AsyncIterable<ActivoContable> {
    return this.activos.leerColumnas(companiaId, COLUMNAS_CONTABLES);
  }
}

async function* sinNulos<T, R>(items: AsyncIterable<T>, convertir: (item: T) => R | null): AsyncGenerator<R> {
  for await (const item of items) {
    const convertido = convertir(item);
    if (convertido !== null) yield convertido;
  }
}

async function* mapAsync<T, R>(items: AsyncIterable<T>, convertir: (item: T) => R): AsyncGenerator<R> {
  for await (const item of items) yield convertir(item);
}

async function* lineasPle(anio: number, primera: IteratorResult<Fila71>, resto: AsyncIterator<Fila71>): AsyncGenerator<Buffer> {
  let trozo = '';
  let numero = 0;
  for (let actual = primera; !actual.done; actual = await resto.next()) {
    trozo += lineaPle71({ fila: actual.value, numero: ++numero, anio });
    if (trozo.length >= TROZO_PLE) {
      yield Buffer.from(trozo, PLE_ENCODING);
      trozo = '';
    }
  }
  if (trozo) yield Buffer.from(trozo, PLE_ENCODING);
}

async function* conTotales71(filas: AsyncIterable<Fila71>): AsyncGenerator<Renglon71> {
  const suma = new SumaFormato71();
  for await (const fila of filas) {
    suma.sumar(fila);
    yield fila;
  }
  yield { codigo: 'Totales', descripcion: `${suma.cantidad.toLocaleString('es-PE')} activo(s)`, ...suma.totales };
}

async function* mesesDelPeriodo(activos: AsyncIterable<ActivoContable>, periodo: Periodo, historiaDe: (activo: ActivoContable) => HistoriaDepreciable): AsyncGenerator<MesDeActivo> {
  for await (const activo of activos) {
    const historia = historiaDe(activo);
    for (const mes of calcularDepreciacion(historia, periodo.hasta, periodo.desde)) yield { activo, tasa: historia.tasaAnual, mes };
  }
}
