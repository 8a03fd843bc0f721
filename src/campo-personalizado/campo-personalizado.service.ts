import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { withOldValues } from '../audit/audit-target';
import { deCompania, porCompania } from '../common/tenancy';
import { fieldReader, rawTable } from '../database/raw-rows';
import { SqlPorForma } from '../database/sql-por-forma';
import { CampoPersonalizado } from './campo-personalizado.entity';
import { CampoPersonalizadoCambioDto, CampoPersonalizadoDto, CampoPersonalizadoRespuestaDto } from './dto/campo-personalizado.dto';
import { DefinicionDeCampo, validarValores, ValoresDeCampos } from './valores-de-campos';

export const CAMPO_NO_ENCONTRADO = 'Campo personalizado no encontrado';

/**
 * The values of a field kept on the assets. The activo module, which imports this one, registers them (ValoresEnActivos)
 * so this module counts and removes them without importing it.
 */
export interface ValoresEnActivos {
  /** How many of the company's assets have a value for `clave`. */
  contar(companiaId: number, clave: string): Promise<number>;
  /** Removes `clave` from every asset of the company in `manager`'s transaction; answers the removed values by asset code. */
  quitar(manager: EntityManager, companiaId: number, clave: string): Promise<Record<string, unknown>>;
}

/** The fields each company defines for its assets (docs/campos-personalizados.md). */
@Injectable()
export class CampoPersonalizadoService {
  private valores?: ValoresEnActivos;
  private readonly sqlPorForma = new SqlPorForma();

  constructor(@InjectRepository(CampoPersonalizado) private readonly campos: Repository<CampoPersonalizado>) {}

  registrarValores(valores: ValoresEnActivos): void {
    this.valores = valores;
  }

  /**
   * The company's fields, in the order the dialog, the list and the exports show them: by label, in Spanish, the same on
   * every engine. Read on every write of an asset: its SQL is built once (SqlPorForma) and its rows read as a raw table.
   */
  async definiciones(companiaId: number, manager: EntityManager = this.campos.manager): Promise<CampoPersonalizado[]> {
    const consulta = this.sqlPorForma.sql('definiciones', porCompania(manager.createQueryBuilder(CampoPersonalizado, 'c'), 'c', companiaId));
    const { columns, rows } = await rawTable(consulta, manager);
    const leer = fieldReader<CampoPersonalizado>(this.campos.metadata, manager.connection.driver, 'c', columns);
    return rows.map(leer).sort((a, b) => a.etiqueta.localeCompare(b.etiqueta, 'es') || a.id - b.id);
  }

  async list(companiaId: number): Promise<CampoPersonalizadoRespuestaDto[]> {
    const campos = await this.definiciones(companiaId);
    return Promise.all(campos.map(async (campo) => respuestaDe(campo, await this.contar(companiaId, campo.clave))));
  }

  async findVisible(companiaId: number, id: number): Promise<CampoPersonalizadoRespuestaDto> {
    const campo = await this.findInCompania(companiaId, id);
    return respuestaDe(campo, await this.contar(companiaId, campo.clave));
  }

  async create(companiaId: number, dto: CampoPersonalizadoDto): Promise<CampoPersonalizadoRespuestaDto> {
    await this.assertClaveLibre(companiaId, dto.clave);
    const { id } = await this.campos.save(this.campos.create({ ...camposDe(dto), clave: dto.clave, companiaId }));
    return this.findVisible(companiaId, id);
  }

  /** Changes a field; its clave stays (the assets keep their values under it), and a change of type must suit the values already kept. */
  update(companiaId: number, id: number, dto: CampoPersonalizadoCambioDto): Promise<CampoPersonalizadoRespuestaDto> {
    return withOldValues(async (noteOld) => {
      const campo = await this.findInCompania(companiaId, id);
      noteOld(respuestaDe(campo, 0));
      const cambios = camposDe(dto);
      const enUso = await this.contar(companiaId, campo.clave);
      if (enUso && (cambios.tipo !== campo.tipo || (cambios.tipo === 'lista' && campo.opciones.some((opcion) => !cambios.opciones.includes(opcion))))) {
        throw new ConflictException(`${enUso} activo(s) tienen un valor en el campo "${campo.etiqueta}": no se puede cambiar su tipo ni quitar opciones de su lista`);
      }
      await this.campos.update(deCompania(companiaId, { id }), cambios);
      return this.findVisible(companiaId, id);
    });
  }

  /**
   * Deletes a field. When assets have a value for it, only with `confirmar` (409 otherwise): the values are removed from
   * the assets in the same transaction and the audit row keeps them, by asset code, as the old values.
   */
  remove(companiaId: number, id: number, confirmar: boolean): Promise<void> {
    return withOldValues(async (noteOld) => {
      const campo = await this.findInCompania(companiaId, id);
      const enUso = await this.contar(companiaId, campo.clave);
      if (enUso && !confirmar) {
        throw new ConflictException(`${enUso} activo(s) tienen un valor en el campo "${campo.etiqueta}": confirme la eliminación (confirmar=true) para quitarlos`);
      }
      await this.campos.manager.transaction(async (manager) => {
        const quitados = enUso && this.valores ? await this.valores.quitar(manager, companiaId, campo.clave) : {};
        noteOld({ ...respuestaDe(campo, enUso), valores: quitados });
        await manager.delete(CampoPersonalizado, deCompania(companiaId, { id }));
      });
    });
  }

  /** An asset's values checked against the company's fields (validarValores); a 400 with one message per field refused. */
  async validar(companiaId: number, valores: Record<string, unknown>, categoria: string | null, manager?: EntityManager): Promise<ValoresDeCampos> {
    return this.validarCon(await this.definiciones(companiaId, manager), valores, categoria);
  }

  /** validar with the company's fields already read (an edit reads them before it locks the asset). */
  validarCon(campos: readonly CampoPersonalizado[], valores: Record<string, unknown>, categoria: string | null): ValoresDeCampos {
    if (!campos.length && !Object.keys(valores).length) return {};
    const { valores: validos, errores } = validarValores(campos, valores, categoria);
    if (errores.length) throw new BadRequestException(errores);
    return validos;
  }

  private async findInCompania(companiaId: number, id: number): Promise<CampoPersonalizado> {
    const campo = await this.campos.findOneBy(deCompania(companiaId, { id }));
    if (!campo) throw new NotFoundException(CAMPO_NO_ENCONTRADO);
    return campo;
  }

  private contar(companiaId: number, clave: string): Promise<number> {
    return this.valores ? this.valores.contar(companiaId, clave) : Promise.resolve(0);
  }

  private async assertClaveLibre(companiaId: number, clave: string): Promise<void> {
    const usada = await this.campos.existsBy(deCompania(companiaId, { clave }));
    if (usada) throw new ConflictException(`Ya existe un campo con la clave "${clave}" en esta compañía`);
  }
}

/** What a body sets: a list's options (trimmed, without repeats), none for the other types. */
function camposDe(dto: CampoPersonalizadoCambioDto): Omit<DefinicionDeCampo, 'clave'> {
  const opciones = dto.tipo === 'lista' ? [...new Set((dto.opciones ?? []).map((opcion) => opcion.trim()).filter(Boolean))] : [];
  if (dto.tipo === 'lista' && !opciones.length) throw new BadRequestException('Un campo de tipo lista necesita al menos una opción');
  return { etiqueta: dto.etiqueta, tipo: dto.tipo, opciones, obligatorio: dto.obligatorio ?? false, categoria: dto.categoria ?? null };
}

function respuestaDe(campo: CampoPersonalizado, activosConValor: number): CampoPersonalizadoRespuestaDto {
  const { id, clave, etiqueta, tipo, opciones, obligatorio, categoria } = campo;
  return { id, clave, etiqueta, tipo, opciones, obligatorio, categoria, activosConValor };
}
