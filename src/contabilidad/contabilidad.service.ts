import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { withOldValues } from '../audit/audit-target';
import { ActivoContable, COLUMNAS_CONTABLES } from '../activo/activo-contable';
import { ActivoCifrasService } from '../activo/activo-cifras.service';
import { ActivoService } from '../activo/activo.service';
import { DepreciacionService } from '../activo/depreciacion/depreciacion.service';
import { deCompania } from '../common/tenancy';
import { HistoriaDepreciable } from '../dominio/depreciacion';
import { TASA_IMPUESTO_DIFERIDO } from '../dominio/libros';
import { CATEGORIAS_DEPRECIACION, ClaveCategoriaDepreciacion } from '../dominio/tasas-sunat';
import { diferenciaDelActivo, mesesDelAnio, saldoDelActivo, ultimoMesCerrado } from './cifras-de-libros';
import { ContabilidadConfiguracion } from './contabilidad-configuracion.entity';
import { CuentaDeCategoria } from './cuenta-de-categoria.entity';
import { categoriaContable, CONCEPTOS_DE_CUENTA, CuentasDeCategoria, CUENTAS_DE_DESTINO, CUENTAS_POR_DEFECTO } from './cuentas-pcge';
import { ConfiguracionContableDto, ConfiguracionContableRespuestaDto } from './dto/configuracion.dto';
import { CuentasDeCategoriaRespuestaDto, CuentasDto } from './dto/cuentas.dto';
import { DiferenciasTemporalesDto, DiferenciaTemporalDto, SaldoDeCuentaDto, SaldosDto } from './dto/libros.dto';

const soles = (centimos: number) => centimos / 100;

/**
 * Owns `contabilidad_configuracion` and `cuenta_de_categoria` (docs/contabilidad.md): the cut-over date, the
 * deferred-tax rate and the PCGE accounts of each company, and the figures of both books it hands to accounting.
 */
@Injectable()
export class ContabilidadService implements OnModuleInit {
  constructor(
    @InjectRepository(ContabilidadConfiguracion) private readonly configuraciones: Repository<ContabilidadConfiguracion>,
    @InjectRepository(CuentaDeCategoria) private readonly cuentas: Repository<CuentaDeCategoria>,
    private readonly activos: ActivoService,
    private readonly cifras: ActivoCifrasService,
    private readonly depreciacion: DepreciacionService,
  ) {}

  onModuleInit(): void {
    this.depreciacion.usarFechaDeCorte(async (companiaId) => (await this.findConfiguracion(companiaId)).fechaInicio);
  }

  async findConfiguracion(companiaId: number): Promise<ConfiguracionContableRespuestaDto> {
    const fila = await this.configuraciones.findOneBy(deCompania(companiaId));
    return {
      fechaInicio: fila?.fechaInicio ?? null,
      tasaImpuestoDiferido: fila?.tasaImpuestoDiferido ?? TASA_IMPUESTO_DIFERIDO,
      asientosDestino: fila?.asientosDestino ?? false,
      cuentaDestino: fila?.cuentaDestino ?? CUENTAS_DE_DESTINO.cuentaDestino,
      cuentaCargasImputables: fila?.cuentaCargasImputables ?? CUENTAS_DE_DESTINO.cuentaCargasImputables,
    };
  }

  updateConfiguracion(companiaId: number, dto: ConfiguracionContableDto): Promise<ConfiguracionContableRespuestaDto> {
    return withOldValues(async (noteOld) => {
      const anterior = await this.findConfiguracion(companiaId);
      noteOld(anterior);
      await this.assertCorteEstable(companiaId, anterior.fechaInicio, dto.fechaInicio ?? null);
      const cambios = {
        fechaInicio: dto.fechaInicio ?? null,
        tasaImpuestoDiferido: dto.tasaImpuestoDiferido,
        asientosDestino: dto.asientosDestino ?? false,
        cuentaDestino: dto.cuentaDestino ?? null,
        cuentaCargasImputables: dto.cuentaCargasImputables ?? null,
      };
      const fila = await this.configuraciones.findOneBy(deCompania(companiaId));
      await this.configuraciones.save(this.configuraciones.merge(fila ?? this.configuraciones.create({ companiaId }), cambios));
      return this.findConfiguracion(companiaId);
    });
  }

  /** The opening balances are as at the day before the cut-over: with any recorded, another date would misread them. */
  private async assertCorteEstable(companiaId: number, anterior: Date | null, nueva: Date | null): Promise<void> {
    if ((anterior?.getTime() ?? null) === (nueva?.getTime() ?? null)) return;
    const conApertura = await this.cifras.countConApertura(companiaId);
    if (conApertura) {
      throw new ConflictException(
        `La fecha de inicio no puede cambiar: ${conApertura.toLocaleString('es-PE')} activo(s) tienen depreciación acumulada inicial a la fecha actual. Quítela de esos activos primero`,
      );
    }
  }

  /** Every SUNAT category with its accounts: the company's where it changed them, the PCGE defaults otherwise. */
  async findCuentas(companiaId: number): Promise<CuentasDeCategoriaRespuestaDto[]> {
    const propias = await this.cuentasPorCategoria(companiaId);
    return CATEGORIAS_DEPRECIACION.map(({ clave, nombre }) => {
      const cuentas = propias.get(clave) ?? CUENTAS_POR_DEFECTO[clave];
      return { categoria: clave, nombre, ...cuentas, porDefecto: CONCEPTOS_DE_CUENTA.every((concepto) => cuentas[concepto] === CUENTAS_POR_DEFECTO[clave][concepto]) };
    });
  }

  updateCuentas(companiaId: number, dto: CuentasDto): Promise<CuentasDeCategoriaRespuestaDto[]> {
    return withOldValues(async (noteOld) => {
      noteOld(await this.findCuentas(companiaId));
      const filas = dto.cuentas.map(({ categoria, ...cuentas }) => ({
        companiaId,
        categoria,
        ...(Object.fromEntries(CONCEPTOS_DE_CUENTA.map((concepto) => [concepto, cuentas[concepto]])) as CuentasDeCategoria),
      }));
      // A company changes a handful of categories, one row each.
      await this.cuentas.manager.transaction(async (manager) => {
        for (const fila of filas) {
          const guardada = await manager.findOneBy(CuentaDeCategoria, deCompania(companiaId, { categoria: fila.categoria }));
          await manager.save(manager.merge(CuentaDeCategoria, guardada ?? manager.create(CuentaDeCategoria), fila));
        }
      });
      return this.findCuentas(companiaId);
    });
  }

  /** Cost and accumulated depreciation (both books) per account at `fecha`, of the assets acquired by then and not yet disposed of. */
  async saldos(companiaId: number, fecha: Date): Promise<SaldosDto> {
    const cuentas = await this.cuentasPorCategoria(companiaId);
    const porCuenta = new Map<string, SaldoDeCuentaDto>();
    const sumar = (cuenta: string, concepto: SaldoDeCuentaDto['concepto'], financiero: number, tributario: number) => {
      const saldo = porCuenta.get(`${concepto}:${cuenta}`) ?? { cuenta, concepto, financiero: 0, tributario: 0, activos: 0 };
      Object.assign(saldo, { financiero: saldo.financiero + financiero, tributario: saldo.tributario + tributario, activos: saldo.activos + 1 });
      porCuenta.set(`${concepto}:${cuenta}`, saldo);
    };
    for await (const { activo, tributaria, financiera } of this.historias(companiaId)) {
      if (!activo.fechaAdquisicion || activo.fechaAdquisicion > fecha || (activo.fechaBaja && activo.fechaBaja <= fecha)) continue;
      const deLaCategoria = cuentas.get(categoriaContable(activo.categoriaDepreciacion)) ?? CUENTAS_POR_DEFECTO[categoriaContable(activo.categoriaDepreciacion)];
      const [enTributario, enFinanciero] = [saldoDelActivo(tributaria, fecha), saldoDelActivo(financiera, fecha)];
      sumar(deLaCategoria.costo, 'costo', enTributario.costo, enTributario.costo);
      sumar(deLaCategoria.depreciacionAcumulada, 'depreciacionAcumulada', enFinanciero.acumulada, enTributario.acumulada);
    }
    const mes = ultimoMesCerrado(fecha);
    return {
      fecha,
      mesDepreciado: `${Math.floor(mes / 12)}-${String((mes % 12) + 1).padStart(2, '0')}`,
      cuentas: [...porCuenta.values()]
        .sort((a, b) => a.cuenta.localeCompare(b.cuenta) || a.concepto.localeCompare(b.concepto))
        .map((saldo) => ({ ...saldo, financiero: soles(saldo.financiero), tributario: soles(saldo.tributario) })),
    };
  }

  /** The temporary differences of `anio` between the books (NIC 12), per asset with depreciation in the year, and their totals. */
  async diferenciasTemporales(companiaId: number, anio: number, hoy = new Date()): Promise<DiferenciasTemporalesDto> {
    const { tasaImpuestoDiferido } = await this.findConfiguracion(companiaId);
    const meses = mesesDelAnio(anio, hoy);
    const activos: DiferenciaTemporalDto[] = [];
    const totales = { tributaria: 0, financiera: 0, diferencia: 0, impuestoDiferido: 0 };
    for await (const { activo, tributaria, financiera } of this.historias(companiaId)) {
      const cifras = diferenciaDelActivo(tributaria, financiera, meses, tasaImpuestoDiferido);
      if (!cifras.tributaria && !cifras.financiera) continue;
      for (const campo of Object.keys(totales) as Array<keyof typeof totales>) totales[campo] += cifras[campo];
      activos.push({
        activoId: activo.id,
        codigo: activo.codigo,
        descripcion: activo.descripcion,
        tributaria: soles(cifras.tributaria),
        financiera: soles(cifras.financiera),
        diferencia: soles(cifras.diferencia),
        impuestoDiferido: soles(cifras.impuestoDiferido),
      });
    }
    return {
      anio,
      tasaImpuestoDiferido,
      provisional: meses.hasta < meses.desde + 11,
      activos: activos.sort((a, b) => a.codigo.localeCompare(b.codigo)),
      totales: {
        tributaria: soles(totales.tributaria),
        financiera: soles(totales.financiera),
        diferencia: soles(totales.diferencia),
        impuestoDiferido: soles(totales.impuestoDiferido),
      },
    };
  }

  /** Each asset with its history in both books, the company's context read once. */
  private async *historias(companiaId: number): AsyncGenerator<{ activo: ActivoContable; tributaria: HistoriaDepreciable; financiera: HistoriaDepreciable }> {
    const contexto = await this.depreciacion.contexto(companiaId);
    for await (const activo of this.activos.leerColumnas(companiaId, COLUMNAS_CONTABLES)) {
      yield { activo, tributaria: this.depreciacion.historia(activo, contexto), financiera: this.depreciacion.historia(activo, contexto, 'financiero') };
    }
  }

  private async cuentasPorCategoria(companiaId: number): Promise<Map<ClaveCategoriaDepreciacion, CuentasDeCategoria>> {
    const filas = await this.cuentas.findBy(deCompania(companiaId));
    return new Map(filas.map((fila) => [fila.categoria as ClaveCategoriaDepreciacion, fila]));
  }
}
