import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ensureCompania } from '../compania/compania.service';
import { DEMO_ADMIN } from '../config/environment';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { withDatabaseLock } from '../database/database-lock';
import { TipoUsuario } from './usuario.entity';
import { CostoArgon2 } from './hash-contrasena';
import { costoDe, hayUsuarios, insertUsuario } from './usuario.service';

export const DEMO_COMPANIA = { razonSocial: 'Empresa Demo S.A.C.', ruc: '20512333797', rubro: 'Servicios' };

/**
 * On an empty database (no user at all) creates the demo company and the first Maestro user; answers whether it did.
 * Under the lock, a replica starting beside it finds it done. Needs only a migrated DataSource, not the app.
 */
export function seedEmptyDatabase(dataSource: DataSource, admin: { email: string; password: string; costo: CostoArgon2 }): Promise<boolean> {
  return withDatabaseLock(dataSource, () =>
    dataSource.transaction(async (manager) => {
      if (await hayUsuarios(manager)) return false;
      const compania = await ensureCompania(manager, DEMO_COMPANIA);
      await insertUsuario(manager, {
        tipo: TipoUsuario.Maestro,
        companiaId: compania.id,
        nombre: 'Administrador',
        apellido: null,
        correoElectronico: admin.email,
        numeroTelefonico: null,
        contrasena: admin.password,
        codigo: 'ADM-001',
        detalle: 'Usuario Maestro creado en el primer inicio',
      }, admin.costo);
      return true;
    }),
  );
}

/** Seeds an empty database at start-up; once any user exists it never touches the data again. */
@Injectable()
export class FirstRunService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PrimerInicio');
  /** Whether this start created the demo company and the first Maestro (the start-up notice names the password only then). */
  sembroLaBase = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(environmentConfig.KEY) private readonly env: EnvironmentConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.env.ADMIN_EMAIL ?? DEMO_ADMIN.email;
    if (!(await seedEmptyDatabase(this.dataSource, { email, password: this.env.ADMIN_PASSWORD ?? DEMO_ADMIN.password, costo: costoDe(this.env) }))) return;
    this.sembroLaBase = true;
    this.logger.log(`Base de datos nueva: se creó "${DEMO_COMPANIA.razonSocial}" (RUC ${DEMO_COMPANIA.ruc}) y el usuario Maestro ${email}`);
    if (!this.env.ADMIN_PASSWORD) {
      this.logger.warn(
        `ADMIN_EMAIL / ADMIN_PASSWORD no definidos: ingrese con ${email} / ${DEMO_ADMIN.password} y cambie la contraseña`,
      );
    }
  }
}
