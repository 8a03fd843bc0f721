import { TasaDeActivo, tasaDelActivo } from './tasas-sunat';

export interface FilaDepreciacion {
  numeroMes: number;
  /** YYYYMM */
  periodo: number;
  depreciacionMensual: number;
  depreciacionAcumulada: number;
  saldoActual: number;
  /** First day of the month, UTC. */
  fechaMes: Date;
}

/** What an asset's depreciation depends on, from its events. */
export interface HistoriaDepreciable {
  /** Depreciable cost when first used, S/ (total or precio, by the company's base). */
  costo: number;
  tasaAnual: number;
  /** First use (RLIR art. 22 d): its month is the first one depreciated. Null: the asset has no schedule. */
  inicio: Date | null;
  /** Improvements: each adds its amount to the cost from the month after its date and depreciates at the same rate. */
  mejoras?: ReadonlyArray<{ fecha: Date; importe: number }>;
  /** Disposal: its month is the last one depreciated. */
  baja?: Date | null;
  /**
   * Financial book (NIC 16): the cost and each improvement depreciate over this many months instead of at
   * `tasaAnual`, less `valorResidual` from the cost.
   */
  vidaUtilMeses?: number | null;
  valorResidual?: number | null;
  /** Opening balance brought from the previous system (see Apertura). */
  apertura?: Apertura | null;
}

/**
 * The accumulated depreciation an asset brings at the cut-over: `acumulada` as at the day before `corte` (the
 * first day of a month). Months before `corte` are the previous system's and are not recomputed: the accumulated
 * stays at `acumulada` there; from `corte`'s month the cost and the improvements of earlier months continue from it
 * at the asset's rate until their total, the last month taking the remainder.
 */
export interface Apertura {
  corte: Date;
  acumulada: number;
}

/** Tramo of a schedule between two month ends, cents; each figure rounded once from the exact amounts. */
export interface TramoDepreciacion {
  /** Accumulated at the end of the month before the tramo. */
  anterior: number;
  /** Depreciation of the tramo's months: not the sum of rounded months. */
  delTramo: number;
  /** Accumulated at the end of the tramo (or of the disposal's month). */
  acumulada: number;
  /** Depreciable cost at the end of the tramo: the cost and the improvements that count by then. */
  costo: number;
}

export const indiceDeMes = (fecha: Date) => fecha.getUTCFullYear() * 12 + fecha.getUTCMonth();
const fechaDeIndice = (indice: number) => new Date(Date.UTC(Math.floor(indice / 12), indice % 12, 1));

/**
 * Exact amounts are kept in units of 1/120,000 of a cent: a month of a layer is cents × (rate × 100) units, so
 * straight line at any rate with two decimals is an integer and nothing is rounded until a figure is shown.
 * An accumulated amount never exceeds its cost × 120,000, which stays exact in a double up to S/ 750 million.
 */
const UNIDADES_POR_CENTIMO = 120_000;
const centimos = (unidades: number) => Math.floor((unidades + UNIDADES_POR_CENTIMO / 2) / UNIDADES_POR_CENTIMO);

interface Capa {
  /** First month it depreciates. */
  desde: number;
  centimos: number;
}

/**
 * An asset's straight-line schedule: the cost from the month of first use and each improvement from the
 * month after its own, each at the asset's rate until it is fully depreciated, and nothing after the
 * month of disposal. The rule of docs/especificacion-activos.md §5 (monthly = total × rate ÷ 100 ÷ 12, from the acquisition month)
 * is this schedule with first use = acquisition and no events.
 */
export class Cronograma {
  private readonly capas: Capa[];
  private readonly inicio: number | null;
  private readonly ultimo: number;
  /** Units a cent of a layer depreciates in a month: rate × 100, or 120,000 ÷ useful life (fractional for a life that does not divide it). */
  private readonly tasa: number;
  /** Residual value, cents: part of the cost that is never depreciated. */
  private readonly residual: number;
  /** First month the product computes when the asset brings an opening balance; null without one. */
  private readonly corte: number | null;
  private readonly unidadesDeApertura: number;

  constructor(historia: HistoriaDepreciable) {
    this.inicio = historia.inicio ? indiceDeMes(historia.inicio) : null;
    this.ultimo = historia.baja ? indiceDeMes(historia.baja) : Number.POSITIVE_INFINITY;
    const vida = historia.vidaUtilMeses ?? 0;
    this.tasa = vida > 0 ? UNIDADES_POR_CENTIMO / vida : Math.max(0, Math.round(historia.tasaAnual * 100));
    const costo = Math.max(0, Math.round(historia.costo * 100));
    this.residual = Math.min(costo, Math.max(0, Math.round((historia.valorResidual ?? 0) * 100)));
    const inicio = this.inicio ?? 0;
    this.capas = [
      { desde: inicio, centimos: costo - this.residual },
      ...(historia.mejoras ?? []).map((mejora) => ({ desde: Math.max(inicio, indiceDeMes(mejora.fecha) + 1), centimos: Math.max(0, Math.round(mejora.importe * 100)) })),
    ];
    const apertura = historia.apertura;
    this.corte = apertura && this.inicio !== null && indiceDeMes(apertura.corte) > this.inicio ? indiceDeMes(apertura.corte) : null;
    this.unidadesDeApertura = this.corte === null ? 0 : Math.max(0, Math.round((apertura?.acumulada ?? 0) * 100)) * UNIDADES_POR_CENTIMO;
  }

  /** Exact accumulated depreciation at the end of month `indice`. */
  private unidadesAl(indice: number): number {
    if (this.inicio === null) return 0;
    const hasta = Math.min(indice, this.ultimo);
    if (this.corte !== null) return this.unidadesDesdeLaApertura(hasta, this.corte);
    let unidades = 0;
    for (const capa of this.capas) {
      const meses = hasta - capa.desde + 1;
      if (meses > 0) unidades += Math.min(capa.centimos * UNIDADES_POR_CENTIMO, capa.centimos * this.tasa * meses);
    }
    return unidades;
  }

  /** The layers in use before the cut-over continue as one from the opening balance; later improvements as always. */
  private unidadesDesdeLaApertura(hasta: number, corte: number): number {
    if (hasta < corte) return this.unidadesDeApertura;
    const previas = this.capas.filter((capa) => capa.desde < corte).reduce((suma, capa) => suma + capa.centimos, 0);
    let unidades = Math.min(previas * UNIDADES_POR_CENTIMO, this.unidadesDeApertura + previas * this.tasa * (hasta - corte + 1));
    for (const capa of this.capas) {
      const meses = hasta - capa.desde + 1;
      if (capa.desde >= corte && meses > 0) unidades += Math.min(capa.centimos * UNIDADES_POR_CENTIMO, capa.centimos * this.tasa * meses);
    }
    return unidades;
  }

  /** The cost, cents, in month `indice`: the improvements count from the month after their own; the residual value is part of it. */
  private costoEn(indice: number): number {
    return this.residual + this.capas.reduce((suma, capa) => (capa === this.capas[0] || capa.desde <= indice ? suma + capa.centimos : suma), 0);
  }

  /** Months `desde` to `hasta` (both included, month indices), cents, each figure rounded once. */
  tramo(desde: number, hasta: number): TramoDepreciacion {
    const anterior = this.unidadesAl(desde - 1);
    const acumulada = this.unidadesAl(hasta);
    return { anterior: centimos(anterior), delTramo: centimos(acumulada - anterior), acumulada: centimos(acumulada), costo: this.costoEn(Math.min(hasta, this.ultimo)) };
  }

  /**
   * The schedule's rows from the month of first use to `hasta`'s month (or the disposal's), both included; with
   * `aPartirDe`, the months before its month are left out (reports of a period) and the rest keep their number.
   */
  filas(hasta: Date, aPartirDe?: Date): FilaDepreciacion[] {
    if (this.inicio === null) return [];
    const ultimo = Math.min(indiceDeMes(hasta), this.ultimo);
    // The months before the cut-over are the previous system's: the schedule starts at the cut-over.
    const primero = Math.max(this.inicio, this.corte ?? this.inicio, aPartirDe ? indiceDeMes(aPartirDe) : this.inicio);
    const filas: FilaDepreciacion[] = [];
    let anterior = this.unidadesAl(primero - 1);
    for (let indice = primero; indice <= ultimo; indice++) {
      const acumulada = this.unidadesAl(indice);
      const fechaMes = fechaDeIndice(indice);
      filas.push({
        numeroMes: indice - this.inicio + 1,
        periodo: fechaMes.getUTCFullYear() * 100 + fechaMes.getUTCMonth() + 1,
        depreciacionMensual: centimos(acumulada - anterior) / 100,
        depreciacionAcumulada: centimos(acumulada) / 100,
        saldoActual: (this.costoEn(indice) - centimos(acumulada)) / 100,
        fechaMes,
      });
      anterior = acumulada;
    }
    return filas;
  }
}

/** The schedule of an asset's history up to `hasta` (see Cronograma.filas). */
export const calcularDepreciacion = (historia: HistoriaDepreciable, hasta = new Date(), aPartirDe?: Date): FilaDepreciacion[] =>
  new Cronograma(historia).filas(hasta, aPartirDe);

/**
 * What an asset's cost is for depreciation, a company setting: `total` with IGV (docs/especificacion-activos.md §5, the default) or
 * `precio` without it, for companies that take the IGV as crédito fiscal (docs/reglas-peru.md).
 */
export const BASES_DEPRECIABLES = ['total', 'precio'] as const;
export type BaseDepreciable = (typeof BASES_DEPRECIABLES)[number];

/** The columns of an asset its schedule reads. */
export interface ActivoDepreciable extends TasaDeActivo {
  total: number;
  precio: number;
  fechaAdquisicion: Date | null;
  /** Null: first used when acquired. */
  fechaInicioUso: Date | null;
  fechaBaja?: Date | null;
  /** Opening balances and financial life (docs/contabilidad.md); absent where a reader does not need the books. */
  depreciacionAcumuladaInicial?: number | null;
  depreciacionAcumuladaInicialFinanciera?: number | null;
  vidaUtilMeses?: number | null;
  valorResidual?: number | null;
}

/** An asset's history for its schedule: the cost by the company's base, its rate, first use, improvements and disposal. */
export const historiaDelActivo = (activo: ActivoDepreciable, base: BaseDepreciable, mejoras: HistoriaDepreciable['mejoras'] = []): HistoriaDepreciable => ({
  costo: base === 'precio' ? activo.precio : activo.total,
  tasaAnual: tasaDelActivo(activo),
  inicio: activo.fechaInicioUso ?? activo.fechaAdquisicion,
  mejoras,
  baja: activo.fechaBaja ?? null,
});
