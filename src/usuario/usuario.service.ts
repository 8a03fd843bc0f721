import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as bcrypt from 'bcryptjs';
import { DataSource, EntityManager, IsNull, LessThan, Not, Repository } from 'typeorm';
import { withAuditExtra } from '../audit/audit-target';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { assertOwnCompania, canSeeCompania, deCompania, esMaestro, porCompania } from '../common/tenancy';
import { CompaniaService } from '../compania/compania.service';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { SesionService } from './sesion/sesion.service';
import { ActualizarUsuarioDto, CrearUsuarioDto, UsuarioRespuestaDto } from './dto/usuario.dto';
import { TipoUsuario, Usuario } from './usuario.entity';

export type NuevoUsuario = Omit<Usuario, 'id' | 'createdAt' | 'updatedAt' | 'compania' | 'busqueda' | 'totpActivo' | 'totpSecreto' | 'totpCodigos' | 'totpUltimoPaso'>;

/** Runs inside the user's update when it changes company; answers a sentence for the audit row, if it changed anything. */
export type CambioDeCompania = (manager: EntityManager, usuarioId: number, companiaAnterior: number) => Promise<string | null>;

/** A user's two-factor state, for the login and enrolment steps only. */
export type DatosTotp = Pick<Usuario, 'id' | 'tipo' | 'companiaId' | 'correoElectronico' | 'totpActivo' | 'totpSecreto' | 'totpCodigos' | 'totpUltimoPaso'> & {
  requiere2fa: boolean;
};

const OTRA_COMPANIA = 'Solo puede gestionar usuarios de su compañía';
const SOLO_MAESTRO = 'Solo un usuario Maestro puede crear, modificar o eliminar usuarios Maestro';

@Injectable()
export class UsuarioService {
  constructor(
    @InjectRepository(Usuario) private readonly usuarios: Repository<Usuario>,
    private readonly companias: CompaniaService,
    private readonly audit: AuditService,
    private readonly sesiones: SesionService,
    private readonly dataSource: DataSource,
    @Inject(environmentConfig.KEY) private readonly env: EnvironmentConfig,
  ) {}

  /** A hash of the configured cost that no password matches, made on first use: see passwordMatches. */
  private hashSinUsuario?: Promise<string>;

  private readonly alCambiarCompania: CambioDeCompania[] = [];

  /**
   * Lets a module that keeps per-company links to users (maintenance assignments) drop them,
   * in the same transaction, when a user moves to another company: it registers here rather
   * than this module depending on it.
   */
  onCompaniaChange(listener: CambioDeCompania): void {
    this.alCambiarCompania.push(listener);
  }

  /** `companiaId` undefined lists every company (a Maestro's view). */
  async list(companiaId: number | undefined, list: ListQuery): Promise<[UsuarioRespuestaDto[], number]> {
    const qb = porCompania(this.usuarios.createQueryBuilder('u').leftJoinAndSelect('u.compania', 'c'), 'u', companiaId);
    const [rows, total] = await applyListQuery(qb, list).getManyAndCount();
    return [rows.map(toRespuesta), total];
  }

  /** The users of one company, for pickers; another company's id answers 404 to a non-Maestro. */
  async byCompania(user: AuthUser, companiaId: number, tipo?: number): Promise<UsuarioRespuestaDto[]> {
    await this.companias.findVisible(user, companiaId);
    const rows = await this.usuarios.find({
      where: deCompania(companiaId, tipo ? { tipo } : {}),
      relations: { compania: true },
      order: { nombre: 'ASC', apellido: 'ASC', id: 'ASC' },
    });
    return rows.map(toRespuesta);
  }

  async findVisible(user: AuthUser, id: number): Promise<UsuarioRespuestaDto> {
    return toRespuesta(await this.findEntityVisible(user, id));
  }

  /** The user if it belongs to this company, otherwise null. */
  findInCompania(companiaId: number, id: number): Promise<Usuario | null> {
    return this.usuarios.findOneBy(deCompania(companiaId, { id }));
  }

  /** Creates a user for an administrator, with the escalation rules of DESIGN.md §4. */
  async createAs(actor: AuthUser, dto: CrearUsuarioDto): Promise<UsuarioRespuestaDto> {
    this.assertMayAssign(actor, dto);
    await this.assertCompaniaExists(dto.companiaId);
    await this.assertEmailFree(dto.correoElectronico);
    const created = await this.create({ ...blanksToNull(dto), contrasena: dto.contrasena });
    return this.findVisible(actor, created.id);
  }

  async updateAs(actor: AuthUser, id: number, dto: ActualizarUsuarioDto): Promise<UsuarioRespuestaDto> {
    const usuario = await this.findEntityVisible(actor, id);
    if (!esMaestro(actor) && usuario.tipo === TipoUsuario.Maestro) throw new ForbiddenException(SOLO_MAESTRO);
    this.assertMayAssign(actor, dto);
    if (dto.companiaId !== usuario.companiaId) await this.assertCompaniaExists(dto.companiaId);
    await this.assertEmailFree(dto.correoElectronico, id);
    const { contrasena, ...fields } = blanksToNull(dto);
    const companiaAnterior = usuario.companiaId;
    // Whatever a live token was trusted for changes here: its sessions end (but the one making a change to itself).
    const revocarSesiones = Boolean(contrasena) || dto.tipo !== usuario.tipo || dto.companiaId !== companiaAnterior;
    this.audit.note(toRespuesta(usuario));

    Object.assign(usuario, fields);
    if (contrasena) usuario.contrasena = await bcrypt.hash(contrasena, this.env.BCRYPT_ROUNDS);
    delete usuario.compania;
    const efectos = await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(Usuario).save(usuario);
      if (dto.companiaId === companiaAnterior) return [];
      const dichos: Array<string | null> = [];
      for (const listener of this.alCambiarCompania) dichos.push(await listener(manager, id, companiaAnterior));
      return dichos.filter((dicho): dicho is string => Boolean(dicho));
    });
    if (revocarSesiones) await this.sesiones.revokeAll(id, actor.userId === id ? actor.sesionId : undefined);
    // The audit row says whether the password changed and what the company move undid; the answer does not.
    return withAuditExtra(await this.findVisible(actor, id), { conContrasena: Boolean(contrasena), efectos });
  }

  async removeAs(actor: AuthUser, id: number): Promise<void> {
    const usuario = await this.findEntityVisible(actor, id);
    if (usuario.id === actor.userId) throw new ConflictException('No puede eliminar su propio usuario');
    if (!esMaestro(actor) && usuario.tipo === TipoUsuario.Maestro) throw new ForbiddenException(SOLO_MAESTRO);
    this.audit.note(toRespuesta(usuario));
    // Its sessions go with it (the foreign key cascades): its tokens answer 401 from now on.
    await this.usuarios.delete(id);
  }

  /** The user with its password hash, by id: a self-service change checks the current password. */
  findWithPassword(id: number): Promise<Usuario | null> {
    return this.usuarios.createQueryBuilder('u').addSelect('u.contrasena').where('u.id = :id', { id }).getOne();
  }

  /** Sets a user's own new password (already checked against the policy) and ends its other sessions. */
  async changeOwnPassword(actor: AuthUser & { userId: number }, contrasena: string): Promise<void> {
    await this.usuarios.update({ id: actor.userId }, { contrasena: await bcrypt.hash(contrasena, this.env.BCRYPT_ROUNDS) });
    await this.sesiones.revokeAll(actor.userId, actor.sesionId);
  }

  async findTotp(id: number): Promise<DatosTotp | null> {
    const u = await this.usuarios
      .createQueryBuilder('u')
      .addSelect(['u.totpSecreto', 'u.totpCodigos', 'u.totpUltimoPaso'])
      .leftJoinAndSelect('u.compania', 'c')
      .where('u.id = :id', { id })
      .getOne();
    return u ? { ...u, requiere2fa: Boolean(u.compania?.requiere2fa) } : null;
  }

  /** A new secret waiting for its first code; an active one is not replaced this way. */
  async savePendingTotp(id: number, secreto: string): Promise<void> {
    await this.usuarios.update({ id, totpActivo: false }, { totpSecreto: secreto, totpCodigos: null, totpUltimoPaso: null });
  }

  async enableTotp(id: number, codigosHash: string[], paso: number): Promise<void> {
    await this.usuarios.update({ id }, { totpActivo: true, totpCodigos: JSON.stringify(codigosHash), totpUltimoPaso: paso });
  }

  async disableTotp(id: number): Promise<void> {
    await this.usuarios.update({ id }, { totpActivo: false, totpSecreto: null, totpCodigos: null, totpUltimoPaso: null });
  }

  /** Records the step of an accepted code; false when that step (or a later one) was already used: a replay. */
  async consumeTotpStep(id: number, paso: number): Promise<boolean> {
    const result = await this.usuarios.update([{ id, totpUltimoPaso: IsNull() }, { id, totpUltimoPaso: LessThan(paso) }], { totpUltimoPaso: paso });
    return (result.affected ?? 0) > 0;
  }

  /** Spends one recovery code: the list is replaced only if nobody spent one meanwhile. */
  async consumeRecoveryCode(id: number, anteriores: string, restantes: string[]): Promise<boolean> {
    const result = await this.usuarios.update({ id, totpCodigos: anteriores }, { totpCodigos: JSON.stringify(restantes) });
    return (result.affected ?? 0) > 0;
  }

  /** The user with its company and password hash, for checking credentials only. */
  findForLogin(correoElectronico: string): Promise<Usuario | null> {
    return this.usuarios
      .createQueryBuilder('u')
      .addSelect('u.contrasena')
      .leftJoinAndSelect('u.compania', 'c')
      .where('LOWER(u.correoElectronico) = :correo', { correo: correoElectronico.trim().toLowerCase() })
      .getOne();
  }

  /**
   * Whether `plain` is the password whose hash is `hash`. Without a user (null) it is compared with a hash of the same
   * cost all the same, so an unknown e-mail takes as long to refuse as a wrong password.
   */
  async passwordMatches(plain: string, hash: string | null): Promise<boolean> {
    this.hashSinUsuario ??= bcrypt.hash(randomBytes(18).toString('base64'), this.env.BCRYPT_ROUNDS);
    return bcrypt.compare(plain, hash ?? (await this.hashSinUsuario));
  }

  /** Stores a user; `contrasena` is the plain password and is stored hashed. */
  create(data: NuevoUsuario, manager?: EntityManager): Promise<Usuario> {
    return insertUsuario(manager ?? this.usuarios.manager, data, this.env.BCRYPT_ROUNDS);
  }


  private async findEntityVisible(user: AuthUser, id: number): Promise<Usuario> {
    const usuario = await this.usuarios.findOne({ where: { id }, relations: { compania: true } });
    if (!usuario || !canSeeCompania(user, usuario.companiaId)) throw new NotFoundException('Usuario no encontrado');
    return usuario;
  }

  /** A non-Maestro manages only its own company and never hands out the Maestro type. */
  private assertMayAssign(actor: AuthUser, dto: { tipo: number; companiaId: number }): void {
    assertOwnCompania(actor, dto.companiaId, OTRA_COMPANIA);
    if (!esMaestro(actor) && dto.tipo === TipoUsuario.Maestro) throw new ForbiddenException(SOLO_MAESTRO);
  }

  private async assertCompaniaExists(companiaId: number): Promise<void> {
    if (!(await this.companias.findById(companiaId))) throw new BadRequestException('La empresa indicada no existe');
  }

  private async assertEmailFree(correo: string, exceptId?: number): Promise<void> {
    const taken = await this.usuarios.existsBy({ correoElectronico: correo, ...(exceptId ? { id: Not(exceptId) } : {}) });
    if (taken) throw new ConflictException(`Ya existe un usuario con el correo ${correo}`);
  }
}

/**
 * Stores a user with its password hashed; answers it without the hash. Outside the service so the first-run seed
 * can run on a bare DataSource (the test suites' template database) as well as inside the app.
 */
export async function insertUsuario(manager: EntityManager, data: NuevoUsuario, bcryptRounds: number): Promise<Usuario> {
  const repo = manager.getRepository(Usuario);
  const contrasena = await bcrypt.hash(data.contrasena, bcryptRounds);
  const saved = await repo.save(repo.create({ ...data, correoElectronico: data.correoElectronico.trim().toLowerCase(), contrasena }));
  const { contrasena: _hash, busqueda: _search, ...visible } = saved;
  return visible as Usuario;
}

/** Whether the database holds any user at all (the first-run seed runs only when it does not). */
export async function hayUsuarios(manager: EntityManager): Promise<boolean> {
  return (await manager.getRepository(Usuario).count()) > 0;
}

function toRespuesta(u: Usuario): UsuarioRespuestaDto {
  return {
    id: u.id,
    tipo: u.tipo,
    companiaId: u.companiaId,
    companiaNombre: u.compania?.razonSocial ?? null,
    nombre: u.nombre,
    apellido: u.apellido,
    correoElectronico: u.correoElectronico,
    numeroTelefonico: u.numeroTelefonico,
    codigo: u.codigo,
    detalle: u.detalle,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}

/** Optional fields the DTO left out are stored as null. */
function blanksToNull<T extends { apellido?: string | null; numeroTelefonico?: string | null; detalle?: string | null }>(dto: T) {
  return { ...dto, apellido: dto.apellido ?? null, numeroTelefonico: dto.numeroTelefonico ?? null, detalle: dto.detalle ?? null };
}
