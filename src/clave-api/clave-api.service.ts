import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { withOldValues } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { deCompania, porCompania } from '../common/tenancy';
import { TipoUsuario } from '../usuario/usuario.entity';
import { UsuarioService } from '../usuario/usuario.service';
import { ClaveApi } from './clave-api.entity';
import { ClaveApiCreadaDto, ClaveApiRespuestaDto, CrearClaveApiDto } from './dto/clave-api.dto';

export const HEADER_CLAVE_API = 'x-api-key';
const PREFIJO = 'af_';
/** What a key looks like; anything else is refused before the database is asked. */
const FORMATO = /^af_[A-Za-z0-9_-]{40,60}$/;
/** Last use is written at most once a minute per key. */
const USO_CADA_MS = 60_000;

const hashDe = (clave: string) => createHash('sha256').update(clave, 'utf8').digest('hex');

/** Owns `clave_api`: issues keys (shown once), lists and revokes them, and authenticates the external systems that send them. */
@Injectable()
export class ClaveApiService implements OnModuleInit {
  constructor(
    @InjectRepository(ClaveApi) private readonly claves: Repository<ClaveApi>,
    private readonly usuarios: UsuarioService,
  ) {}

  onModuleInit(): void {
    // A key speaks for the administrator who made it: it ends when that administration does (deleted, moved, demoted).
    this.usuarios.onFinDeAdministracion((manager, usuarioId) => this.revokeCreatedBy(manager, usuarioId));
  }

  private async revokeCreatedBy(manager: EntityManager, usuarioId: number): Promise<string | null> {
    const activas = await manager.find(ClaveApi, { where: { creadoPorId: usuarioId, revocadaEl: IsNull() }, order: { id: 'ASC' } });
    if (!activas.length) return null;
    await manager.update(ClaveApi, { id: In(activas.map((clave) => clave.id)), revocadaEl: IsNull() }, { revocadaEl: new Date() });
    return `claves de API que creó, revocadas: ${activas.map((clave) => `${clave.nombre} (${clave.prefijo}…)`).join(', ')}`;
  }

  async list(companiaId: number, list: ListQuery): Promise<[ClaveApiRespuestaDto[], number]> {
    const qb = porCompania(this.claves.createQueryBuilder('k'), 'k', companiaId);
    const [rows, total] = await applyListQuery(qb, list).getManyAndCount();
    return [rows.map(toRespuesta), total];
  }

  async create(actor: AuthUser, companiaId: number, dto: CrearClaveApiDto): Promise<ClaveApiCreadaDto> {
    if (dto.expiraEl && dto.expiraEl.getTime() <= Date.now()) throw new BadRequestException('La fecha de vencimiento debe ser futura');
    const clave = `${PREFIJO}${randomBytes(32).toString('base64url')}`;
    const saved = await this.claves.save(
      this.claves.create({
        companiaId,
        nombre: dto.nombre,
        permiso: dto.permiso,
        prefijo: clave.slice(0, 11),
        hash: hashDe(clave),
        expiraEl: dto.expiraEl ?? null,
        revocadaEl: null,
        ultimoUsoEl: null,
        creadoPorId: actor.userId,
        creadoPor: actor.nombre,
      }),
    );
    return { id: saved.id, nombre: saved.nombre, permiso: saved.permiso, prefijo: saved.prefijo, clave, creadaEl: saved.createdAt, expiraEl: saved.expiraEl };
  }

  /**
   * Revokes a key of the company `alcance` (any, when undefined: a Maestro who names none; another company's answers 404);
   * its next request answers 401.
   */
  revoke(alcance: number | undefined, id: number): Promise<void> {
    return withOldValues(async (noteOld) => {
      const clave = await this.claves.findOneBy(deCompania(alcance, { id }));
      if (!clave) throw new NotFoundException('Clave de API no encontrada');
      noteOld(toRespuesta(clave));
      if (!clave.revocadaEl) await this.claves.update({ id, revocadaEl: IsNull() }, { revocadaEl: new Date() });
    });
  }

  /** The caller a key stands for, or null when it is malformed, unknown, revoked or past its end. */
  async authenticate(clave: string): Promise<AuthUser | null> {
    if (!FORMATO.test(clave)) return null;
    const fila = await this.claves.findOne({ where: { hash: hashDe(clave) }, relations: { compania: true } });
    const ahora = Date.now();
    if (!fila || fila.revocadaEl || (fila.expiraEl && fila.expiraEl.getTime() <= ahora)) return null;
    if (!fila.ultimoUsoEl || ahora - fila.ultimoUsoEl.getTime() >= USO_CADA_MS) await this.claves.update({ id: fila.id }, { ultimoUsoEl: new Date(ahora) });
    return {
      userId: null,
      tipo: fila.permiso === 'escritura' ? TipoUsuario.Usuario : TipoUsuario.Leer,
      companiaId: fila.companiaId,
      nombre: fila.nombre,
      email: null,
      companiaNombre: fila.compania?.razonSocial ?? '',
      claveApi: { id: fila.id, nombre: fila.nombre },
    };
  }
}

function toRespuesta(k: ClaveApi): ClaveApiRespuestaDto {
  const vencida = k.expiraEl !== null && k.expiraEl.getTime() <= Date.now();
  return {
    id: k.id,
    companiaId: k.companiaId,
    nombre: k.nombre,
    permiso: k.permiso,
    prefijo: k.prefijo,
    creadaEl: k.createdAt,
    expiraEl: k.expiraEl,
    revocadaEl: k.revocadaEl,
    ultimoUsoEl: k.ultimoUsoEl,
    creadoPor: k.creadoPor,
    activa: !k.revocadaEl && !vencida,
  };
}
