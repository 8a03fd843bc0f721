import { randomBytes } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, LessThan, LessThanOrEqual, Not, Repository } from 'typeorm';
import { withAudit, withOldValues } from '../audit/audit-target';
import { AuthUser } from '../common/auth-user';
import { applyListQuery, ListQuery } from '../common/list-query';
import { canSeeCompania, deCompania, esMaestro, porCompania } from '../common/tenancy';
import { CompaniaService } from '../compania/compania.service';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { SesionService } from './sesion/sesion.service';
import { ActualizarUsuarioDto, CrearUsuarioDto, RestablecimientoDosFactoresDto, UsuarioRespuestaDto } from './dto/usuario.dto';
import { CostoArgon2, hashContrasena, necesitaRehash, verificarContrasena } from './hash-contrasena';
import { EnlaceInscripcionService } from './inscripcion/enlace-inscripcion.service';
import { TipoUsuario, Usuario } from './usuario.entity';

export type NuevoUsuario = Omit<Usuario, 'id' | 'createdAt' | 'updatedAt' | 'compania' | 'busqueda' | 'totpActivo' | 'totpSecreto' | 'totpCodigos' | 'totpUltimoPaso'>;

/** Runs inside the user's update when it changes company; answers a sentence for the audit row, if it changed anything. */
export type CambioDeCompania = (manager: EntityManager, usuarioId: number, companiaAnterior: number) => Promise<string | null>;

/**
 * Runs inside the change that ends a user's administration of its company: deleted, moved to another company, or
 * given a type below Administrador; answers a sentence for the audit row, if it changed anything.
 */
export type FinDeAdministracion = (manager: EntityManager, usuarioId: number) => Promise<string | null>;

/** A user's two-factor state, for the login and enrolment steps only. */
export type DatosTotp = Pick<Usuario, 'id' | 'tipo' | 'companiaId' | 'nombre' | 'apellido' | 'correoElectronico' | 'totpActivo' | 'totpSecreto' | 'totpCodigos' | 'totpUltimoPaso'> & {
  requiere2fa: boolean;
};

const SOLO_MAESTRO = 'Solo un usuario Maestro puede gestionar usuarios Maestro';

@Injectable()
export class UsuarioService {
  constructor(
    @InjectRepository(Usuario) private readonly usuarios: Repository<Usuario>,
    private readonly companias: CompaniaService,
    private readonly sesiones: SesionService,
    private readonly enlaces: EnlaceInscripcionService,
    private readonly dataSource: DataSource,
    @Inject(environmentConfig.KEY) env: EnvironmentConfig,
  ) {
    this.costo = costoDe(env);
    companias.onRequire2fa((companiaId, salvo) => this.revokeWithoutSecondFactor(companiaId, salvo));
  }

  private readonly costo: CostoArgon2;

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

  private readonly alDejarDeAdministrar: FinDeAdministracion[] = [];

  /** Lets what an administrator set up in its company's name (API keys) end with its administration: see FinDeAdministracion. */
  onFinDeAdministracion(listener: FinDeAdministracion): void {
    this.alDejarDeAdministrar.push(listener);
  }

  private async finDeAdministracion(manager: EntityManager, usuarioId: number): Promise<string[]> {
    const dichos: Array<string | null> = [];
    for (const listener of this.alDejarDeAdministrar) dichos.push(await listener(manager, usuarioId));
    return dichos.filter((dicho): dicho is string => Boolean(dicho));
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
  /** The company's administrators (types 2 and 3 who belong to it): who is told of its due dates. */
  administradoresDe(companiaId: number): Promise<Array<Pick<Usuario, 'id' | 'nombre' | 'apellido' | 'correoElectronico'>>> {
    return this.usuarios.find({
      select: { id: true, nombre: true, apellido: true, correoElectronico: true },
      where: deCompania(companiaId, { tipo: In([TipoUsuario.Administrador, TipoUsuario.CompaniaAdministrador]) }),
      order: { id: 'ASC' },
    });
  }

  findInCompania(companiaId: number, id: number): Promise<Usuario | null> {
    return this.usuarios.findOneBy(deCompania(companiaId, { id }));
  }

  /**
   * Creates a user for an administrator, with the escalation rules of docs/arquitectura.md, "Quién puede hacer qué", in the request's company
   * (companiaDestino: the body's companiaId, which a non-Maestro may only name as its own).
   */
  async createAs(actor: AuthUser, companiaId: number, dto: CrearUsuarioDto): Promise<UsuarioRespuestaDto> {
    this.assertMayAssign(actor, dto.tipo);
    await this.assertCompaniaExists(companiaId);
    await this.assertEmailFree(dto.correoElectronico);
    const created = await this.create({ ...blanksToNull(dto), companiaId, contrasena: dto.contrasena });
    return this.findVisible(actor, created.id);
  }

  /** `alcance`: the company the user must be of, or undefined for any (a Maestro who names none); `dto.companiaId` may move it. */
  updateAs(actor: AuthUser, alcance: number | undefined, id: number, dto: ActualizarUsuarioDto): Promise<UsuarioRespuestaDto> {
    return withOldValues(async (noteOld) => {
      const usuario = await this.findManageable(actor, alcance, id);
      this.assertMayAssign(actor, dto.tipo);
      if (dto.companiaId !== usuario.companiaId) await this.assertCompaniaExists(dto.companiaId);
      await this.assertEmailFree(dto.correoElectronico, id);
      const { contrasena, ...fields } = blanksToNull(dto);
      const companiaAnterior = usuario.companiaId;
      const dejaDeAdministrar = dto.companiaId !== companiaAnterior || (usuario.tipo <= TipoUsuario.Administrador && dto.tipo > TipoUsuario.Administrador);
      // Whatever a live token was trusted for changes here: its sessions end (but the one making a change to itself).
      // A new e-mail is where the links that restore access go from now on: whoever held the account by the old one is out.
      const otroCorreo = dto.correoElectronico !== usuario.correoElectronico;
      const revocarSesiones = Boolean(contrasena) || otroCorreo || dto.tipo !== usuario.tipo || dto.companiaId !== companiaAnterior;
      noteOld(toRespuesta(usuario));

      Object.assign(usuario, fields);
      if (contrasena) usuario.contrasena = await hashContrasena(contrasena, this.costo);
      delete usuario.compania;
      const efectos = await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(Usuario).save(usuario);
        const dichos: Array<string | null> = dejaDeAdministrar ? await this.finDeAdministracion(manager, id) : [];
        if (dto.companiaId !== companiaAnterior) for (const listener of this.alCambiarCompania) dichos.push(await listener(manager, id, companiaAnterior));
        return dichos.filter((dicho): dicho is string => Boolean(dicho));
      });
      if (revocarSesiones) await this.sesiones.revokeAll(id, actor.userId === id ? actor.sesionId : undefined);
      // A link e-mailed to the old address sets up nothing any more.
      if (otroCorreo) await this.enlaces.discard(id);
      // The audit row says whether the password changed and what the company move undid; the answer does not.
      return withAudit(await this.findVisible(actor, id), { extra: { conContrasena: Boolean(contrasena), efectos } });
    });
  }

  /** Answers nothing the client sees (204): what the deletion undid is for the audit row. */
  removeAs(actor: AuthUser, alcance: number | undefined, id: number): Promise<object> {
    return withOldValues(async (noteOld) => {
      const usuario = await this.findManageable(actor, alcance, id);
      if (usuario.id === actor.userId) throw new ConflictException('No puede eliminar su propio usuario');
      noteOld(toRespuesta(usuario));
      const efectos = await this.dataSource.transaction(async (manager) => {
        const dichos = await this.finDeAdministracion(manager, id);
        // Its sessions go with it (the foreign key cascades): its tokens answer 401 from now on.
        await manager.delete(Usuario, { id });
        return dichos;
      });
      return withAudit({}, { extra: { efectos } });
    });
  }

  /** The user with its password hash, by id: a self-service change checks the current password. */
  findWithPassword(id: number): Promise<Usuario | null> {
    return this.usuarios.createQueryBuilder('u').addSelect('u.contrasena').where('u.id = :id', { id }).getOne();
  }

  /** Sets a user's own new password (already checked against the policy) and ends its other sessions. */
  async changeOwnPassword(actor: AuthUser & { userId: number }, contrasena: string): Promise<void> {
    await this.usuarios.update({ id: actor.userId }, { contrasena: await hashContrasena(contrasena, this.costo) });
    await this.sesiones.revokeAll(actor.userId, actor.sesionId);
  }

  /**
   * An administrator's reset of a user's verification in two steps (a user they may edit): the authenticator and
   * its recovery codes go, the user's sessions end (but the one of an administrator resetting their own), and a new
   * enrolment link is e-mailed and answered once, to be handed over when no e-mail could be sent.
   */
  async resetDosFactores(actor: AuthUser, alcance: number | undefined, id: number, direccion: string): Promise<RestablecimientoDosFactoresDto> {
    const usuario = await this.findManageable(actor, alcance, id);
    await this.disableTotp(id);
    await this.sesiones.revokeAll(id, actor.userId === id ? actor.sesionId : undefined);
    const emitido = await this.enlaces.issueForReset(usuario, direccion);
    return withAudit(emitido, { extra: { codigo: usuario.codigo, companiaId: usuario.companiaId } });
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

  /** Turns the pending secret on; false when it was on already (another request activated it first). */
  async enableTotp(id: number, codigosHash: string[], paso: number): Promise<boolean> {
    const result = await this.usuarios.update({ id, totpActivo: false }, { totpActivo: true, totpCodigos: JSON.stringify(codigosHash), totpUltimoPaso: paso });
    return (result.affected ?? 0) > 0;
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
    this.hashSinUsuario ??= hashContrasena(randomBytes(18).toString('base64'), this.costo);
    return verificarContrasena(plain, hash ?? (await this.hashSinUsuario));
  }

  /** After a right password: a bcrypt hash, or one of another cost, is written again as argon2id at the configured cost. */
  async upgradeHash(id: number, plain: string, hash: string): Promise<void> {
    if (!necesitaRehash(hash, this.costo)) return;
    // Only if no one changed the password meanwhile.
    await this.usuarios.update({ id, contrasena: hash }, { contrasena: await hashContrasena(plain, this.costo) });
  }

  /** Stores a user; `contrasena` is the plain password and is stored hashed. */
  create(data: NuevoUsuario, manager?: EntityManager): Promise<Usuario> {
    return insertUsuario(manager ?? this.usuarios.manager, data, this.costo);
  }

  /**
   * When a company starts to require the second factor, its users who must use one and have none are signed out:
   * a session opened with the password alone would outlive the rule. The session that switched it on stays, to set
   * up its own from "Mi cuenta". Answers how many sessions ended.
   */
  private async revokeWithoutSecondFactor(companiaId: number, salvo?: string): Promise<number> {
    const obligados = await this.usuarios.find({
      select: { id: true },
      where: deCompania(companiaId, { tipo: LessThanOrEqual(TipoUsuario.Administrador), totpActivo: false }),
    });
    let cerradas = 0;
    for (const { id } of obligados) cerradas += await this.sesiones.revokeAll(id, salvo);
    return cerradas;
  }


  private async findEntityVisible(user: AuthUser, id: number): Promise<Usuario> {
    const usuario = await this.usuarios.findOne({ where: { id }, relations: { compania: true } });
    if (!usuario || !canSeeCompania(user, usuario.companiaId)) throw new NotFoundException('Usuario no encontrado');
    return usuario;
  }

  /**
   * A user the actor may administer: edit, delete, reset, and see or end its sessions (where it signed in from).
   * One rule for all of them: of the company in scope, and a Maestro only for a Maestro.
   */
  async findManageable(actor: AuthUser, alcance: number | undefined, id: number): Promise<Usuario> {
    const usuario = await this.findEntityIn(alcance, id);
    if (!esMaestro(actor) && usuario.tipo === TipoUsuario.Maestro) throw new ForbiddenException(SOLO_MAESTRO);
    return usuario;
  }

  private async findEntityIn(alcance: number | undefined, id: number): Promise<Usuario> {
    const usuario = await this.usuarios.findOne({ where: deCompania(alcance, { id }), relations: { compania: true } });
    if (!usuario) throw new NotFoundException('Usuario no encontrado');
    return usuario;
  }

  /** A non-Maestro never hands out the Maestro type (its company is the request's: companiaDestino). */
  private assertMayAssign(actor: AuthUser, tipo: number): void {
    if (!esMaestro(actor) && tipo === TipoUsuario.Maestro) throw new ForbiddenException(SOLO_MAESTRO);
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
export async function insertUsuario(manager: EntityManager, data: NuevoUsuario, costo: CostoArgon2): Promise<Usuario> {
  const repo = manager.getRepository(Usuario);
  const contrasena = await hashContrasena(data.contrasena, costo);
  const saved = await repo.save(repo.create({ ...data, correoElectronico: data.correoElectronico.trim().toLowerCase(), contrasena }));
  const { contrasena: _hash, busqueda: _search, ...visible } = saved;
  return visible as Usuario;
}

/** The configured cost of new password hashes. */
export const costoDe = (env: Pick<EnvironmentConfig, 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST'>): CostoArgon2 => ({
  memoriaKib: env.ARGON2_MEMORY_KIB,
  iteraciones: env.ARGON2_TIME_COST,
});

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
