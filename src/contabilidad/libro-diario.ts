import { IGV_RATE } from '../dominio/importes';
import { CuentasDeCategoria } from './cuentas-pcge';

/** One line of an entry, cents until the entry is handed out (asientoEnSoles). */
export interface LineaDeAsiento {
  cuenta: string;
  debe: number;
  haber: number;
  centroCosto: string | null;
  activoCodigo: string | null;
}

/** An entry of the month's journal (docs/contabilidad.md, "Libro diario"). */
export interface Asiento {
  numero: number;
  fecha: Date;
  glosa: string;
  /** The voucher behind it: an improvement's invoice, a disposal's document; null for the month's depreciation. */
  documento: string | null;
  lineas: LineaDeAsiento[];
}

/** The accounts of the destination entries, when the company generates them. */
export interface CuentasDeDestino {
  cuentaDestino: string;
  cuentaCargasImputables: string;
}

/** What a disposal writes off in the financial book, cents, and the sale's price without IGV when it was sold. */
export interface BajaEnLibros {
  fecha: Date;
  motivo: string;
  documento: string;
  costo: number;
  acumulada: number;
  /** Null unless sold. */
  valorVenta: number | null;
}

/** Where an asset's lines go: its category's accounts, its area's cost centre, its code. */
export interface ActivoEnDiario {
  codigo: string;
  cuentas: CuentasDeCategoria;
  centroCosto: string | null;
  /** Its area's destination account; null: the company's. */
  cuentaDestino: string | null;
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'setiembre', 'octubre', 'noviembre', 'diciembre'];
const MOTIVOS: Record<string, string> = {
  venta: 'venta',
  obsolescencia: 'obsolescencia',
  siniestro: 'siniestro',
  robo_perdida: 'robo o pérdida',
  donacion: 'donación',
  destruccion: 'destrucción',
  otro: 'otro motivo',
};

const debe = (cuenta: string, centimos: number, centroCosto: string | null = null, activoCodigo: string | null = null): LineaDeAsiento => ({ cuenta, debe: centimos, haber: 0, centroCosto, activoCodigo });
const haber = (cuenta: string, centimos: number, centroCosto: string | null = null, activoCodigo: string | null = null): LineaDeAsiento => ({ cuenta, debe: 0, haber: centimos, centroCosto, activoCodigo });
const clave = (...partes: Array<string | null>) => partes.map((parte) => parte ?? '').join('\u0000');
const porClave = (a: LineaDeAsiento, b: LineaDeAsiento) => a.cuenta.localeCompare(b.cuenta) || (a.centroCosto ?? '').localeCompare(b.centroCosto ?? '');

/** A sale's IGV on its price without it, cents, rounded once. */
export const igvDeVenta = (valorVentaCentimos: number) => Math.round((valorVentaCentimos * IGV_RATE) / 100);

/**
 * The journal of one month in the financial book, fed asset by asset: the month's depreciation summed by expense account
 * and cost centre (one entry, and its destination entry when the company has them), then one entry per improvement
 * and per disposal, by date. Every amount is whole cents, each asset's figure rounded once where the schedule computed
 * it, so each entry's debits and credits are the same sums and balance exactly.
 */
export class DiarioDelMes {
  private readonly gasto = new Map<string, LineaDeAsiento>();
  private readonly acumulada = new Map<string, LineaDeAsiento>();
  /** The destination entry's debits, by destination account and cost centre. */
  private readonly aDestino = new Map<string, LineaDeAsiento>();
  private readonly eventos: Array<Omit<Asiento, 'numero'> & { codigo: string }> = [];

  constructor(
    private readonly anio: number,
    /** 1-12 */
    private readonly mes: number,
    private readonly destino: CuentasDeDestino | null,
  ) {}

  /** An asset's depreciation of the month, cents. */
  depreciacion(activo: ActivoEnDiario, centimos: number): void {
    if (centimos <= 0) return;
    sumar(this.gasto, 'debe', activo.cuentas.gastoDepreciacion, activo.centroCosto, centimos);
    sumar(this.acumulada, 'haber', activo.cuentas.depreciacionAcumulada, null, centimos);
    if (this.destino) sumar(this.aDestino, 'debe', activo.cuentaDestino ?? this.destino.cuentaDestino, activo.centroCosto, centimos);
  }

  /** An improvement: its cost against the payable. */
  mejora(activo: ActivoEnDiario, mejora: { fecha: Date; descripcion: string; importe: number; documento: string }): void {
    const importe = Math.round(mejora.importe * 100);
    if (importe <= 0) return;
    this.eventos.push({
      fecha: mejora.fecha,
      glosa: `Mejora del activo ${activo.codigo}: ${mejora.descripcion}`.slice(0, 200),
      documento: mejora.documento,
      codigo: activo.codigo,
      lineas: [debe(activo.cuentas.costo, importe, activo.centroCosto, activo.codigo), haber(activo.cuentas.cuentaPorPagar, importe, null, activo.codigo)],
    });
  }

  /** A disposal: its accumulated depreciation and net cost against its cost; a sale also books the receivable, the income and the IGV. */
  baja(activo: ActivoEnDiario, baja: BajaEnLibros): void {
    const { cuentas, centroCosto, codigo } = activo;
    const lineas = [
      debe(cuentas.depreciacionAcumulada, baja.acumulada, null, codigo),
      debe(cuentas.costoNetoBaja, baja.costo - baja.acumulada, centroCosto, codigo),
      haber(cuentas.costo, baja.costo, null, codigo),
    ];
    if (baja.valorVenta !== null) {
      const venta = Math.round(baja.valorVenta * 100);
      const igv = igvDeVenta(venta);
      lineas.push(debe(cuentas.cuentaPorCobrar, venta + igv, null, codigo), haber(cuentas.ingresoVenta, venta, centroCosto, codigo), haber(cuentas.igvVenta, igv, null, codigo));
    }
    this.eventos.push({
      fecha: baja.fecha,
      glosa: baja.valorVenta !== null ? `Venta del activo ${codigo}` : `Baja del activo ${codigo} por ${MOTIVOS[baja.motivo] ?? baja.motivo}`,
      documento: baja.documento,
      codigo,
      lineas: lineas.filter((linea) => linea.debe > 0 || linea.haber > 0),
    });
  }

  /** The month's entries, numbered from 1: depreciation, its destination, then the improvements and disposals by date and code. */
  asientos(): Asiento[] {
    const fin = new Date(Date.UTC(this.anio, this.mes, 0));
    const delMes = `${MESES[this.mes - 1]} ${this.anio}`;
    const asientos: Array<Omit<Asiento, 'numero'>> = [];
    const gastos = [...this.gasto.values()].sort(porClave);
    if (gastos.length) {
      asientos.push({ fecha: fin, glosa: `Depreciación de activos fijos de ${delMes}`, documento: null, lineas: [...gastos, ...[...this.acumulada.values()].sort(porClave)] });
    }
    if (gastos.length && this.destino) {
      const total = gastos.reduce((suma, gasto) => suma + gasto.debe, 0);
      asientos.push({
        fecha: fin,
        glosa: `Destino de la depreciación de ${delMes}`,
        documento: null,
        lineas: [...[...this.aDestino.values()].sort(porClave), haber(this.destino.cuentaCargasImputables, total)],
      });
    }
    const eventos = [...this.eventos].sort((a, b) => a.fecha.getTime() - b.fecha.getTime() || a.codigo.localeCompare(b.codigo));
    asientos.push(...eventos.map(({ codigo: _codigo, ...asiento }) => asiento));
    return asientos.map((asiento, i) => ({ numero: i + 1, ...asiento }));
  }
}

/** Adds `centimos` on `lado` to the line of `cuenta` and `centroCosto`. */
function sumar(lineas: Map<string, LineaDeAsiento>, lado: 'debe' | 'haber', cuenta: string, centroCosto: string | null, centimos: number): void {
  const k = clave(cuenta, centroCosto);
  const linea = lineas.get(k) ?? { cuenta, debe: 0, haber: 0, centroCosto, activoCodigo: null };
  linea[lado] += centimos;
  lineas.set(k, linea);
}

/** Whether an entry's debits equal its credits. */
export const cuadra = (asiento: Pick<Asiento, 'lineas'>) => asiento.lineas.reduce((suma, linea) => suma + linea.debe - linea.haber, 0) === 0;

/** An entry in soles, as the API answers it. */
export const asientoEnSoles = (asiento: Asiento): Asiento => ({
  ...asiento,
  lineas: asiento.lineas.map((linea) => ({ ...linea, debe: linea.debe / 100, haber: linea.haber / 100 })),
});
