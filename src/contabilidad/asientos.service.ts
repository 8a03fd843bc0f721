import { BadRequestException, Injectable } from '@nestjs/common';
import { ActivoCifrasService } from '../activo/activo-cifras.service';
import { BajaService } from '../activo/baja/baja.service';
import { DepreciacionService } from '../activo/depreciacion/depreciacion.service';
import { MejoraService } from '../activo/mejora/mejora.service';
import { AreaService } from '../area/area.service';
import { formatDia } from '../common/lima-time';
import { Cronograma, indiceDeMes } from '../dominio/depreciacion';
import { ClaveCategoriaDepreciacion } from '../dominio/tasas-sunat';
import { saldoDelActivo } from './cifras-de-libros';
import { ContabilidadService } from './contabilidad.service';
import { categoriaContable, CuentasDeCategoria } from './cuentas-pcge';
import { Asiento, asientoEnSoles, DiarioDelMes } from './libro-diario';

/**
 * The month's journal in the financial book (docs/contabilidad.md, "Libro diario"): computed on each read from the
 * assets' events, never stored. The dates, costs, rates, improvements and disposals of a closed year are frozen
 * (EjercicioService), and so are its opening balances and financial life (ActivoService), so its entries never change.
 */
@Injectable()
export class AsientosService {
  constructor(
    private readonly contabilidad: ContabilidadService,
    private readonly areas: AreaService,
    private readonly mejoras: MejoraService,
    private readonly bajas: BajaService,
    private readonly cifras: ActivoCifrasService,
    private readonly depreciacion: DepreciacionService,
  ) {}

  /** The entries of `periodo` (AAAA-MM), in soles. */
  async asientos(companiaId: number, periodo: string, hoy = new Date()): Promise<Asiento[]> {
    const [anio, mes] = periodo.split('-').map(Number);
    const desde = new Date(Date.UTC(anio, mes - 1, 1));
    const hasta = new Date(Date.UTC(anio, mes, 0));
    const indice = indiceDeMes(desde);
    const configuracion = await this.contabilidad.findConfiguracion(companiaId);
    if (indice > indiceDeMes(hoy)) throw new BadRequestException('El período no puede ser posterior al mes actual');
    if (configuracion.fechaInicio && indice < indiceDeMes(configuracion.fechaInicio)) {
      throw new BadRequestException(`El período es anterior a la fecha de inicio de la contabilidad (${formatDia(configuracion.fechaInicio)}): sus asientos son del sistema anterior`);
    }
    const [contexto, cuentas, areas, mejoras, bajas] = await Promise.all([
      this.depreciacion.contexto(companiaId),
      this.contabilidad.findCuentas(companiaId),
      this.areas.centrosCosto(companiaId),
      this.mejoras.delPeriodo(companiaId, desde, hasta),
      this.bajas.delPeriodo(companiaId, desde, hasta),
    ]);
    const deLaCategoria = new Map<ClaveCategoriaDepreciacion, CuentasDeCategoria>(cuentas.map(({ categoria, ...propias }) => [categoria, propias]));
    const centros = new Map(areas.map((area) => [area.id, area.centroCosto]));
    const mejorasDe = agrupar(mejoras);
    const bajaDe = new Map(bajas.map((baja) => [baja.activoId, baja]));
    const diario = new DiarioDelMes(anio, mes, configuracion.asientosDestino ? configuracion : null);

    for await (const activo of this.cifras.delDiario(companiaId, desde, new Date(Date.UTC(anio, mes, 1)))) {
      const financiera = this.depreciacion.historia(activo, contexto, 'financiero');
      const enDiario = {
        codigo: activo.codigo,
        cuentas: deLaCategoria.get(categoriaContable(activo.categoriaDepreciacion))!,
        centroCosto: (activo.areaId && centros.get(activo.areaId)) || null,
      };
      const delMes = new Cronograma(financiera).tramo(indice, indice);
      diario.depreciacion(enDiario, delMes.delTramo);
      for (const mejora of mejorasDe.get(activo.id) ?? []) diario.mejora(enDiario, mejora);
      const baja = bajaDe.get(activo.id);
      if (baja) {
        // Written off in the financial book: its cost (with the improvements by then) and what it depreciated to its month.
        const { costo } = saldoDelActivo(financiera, baja.fecha);
        diario.baja(enDiario, { ...baja, costo, acumulada: delMes.acumulada });
      }
    }
    return diario.asientos().map(asientoEnSoles);
  }
}

function agrupar<T extends { activoId: number }>(filas: T[]): Map<number, T[]> {
  const grupos = new Map<number, T[]>();
  for (const fila of filas) grupos.set(fila.activoId, [...(grupos.get(fila.activoId) ?? []), fila]);
  return grupos;
}
