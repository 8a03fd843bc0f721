import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CompaniaService } from '../compania/compania.service';
import { DEMO_ADMIN } from '../config/environment';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';
import { TipoUsuario } from '../usuario/usuario.entity';
import { UsuarioService } from '../usuario/usuario.service';
import { withDatabaseLock } from './database-lock';

export const DEMO_COMPANIA = { razonSocial: 'Empresa Demo S.A.C.', ruc: '20512333797', rubro: 'Servicios' };

/**
 * On an empty database (no user at all) creates the demo company and the first
 * Maestro user; once any user exists it never touches the data again.
 */
@Injectable()
export class FirstRunService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PrimerInicio');

  constructor(
    private readonly dataSource: DataSource,
    private readonly companias: CompaniaService,
    private readonly usuarios: UsuarioService,
    @Inject(environmentConfig.KEY) private readonly env: EnvironmentConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.env.ADMIN_EMAIL ?? DEMO_ADMIN.email;
    if (!(await this.seedEmptyDatabase(email))) return;
    this.logger.log(`Base de datos nueva: se creó "${DEMO_COMPANIA.razonSocial}" (RUC ${DEMO_COMPANIA.ruc}) y el usuario Maestro ${email}`);
    if (!this.env.ADMIN_PASSWORD) {
      this.logger.warn(
        `ADMIN_EMAIL / ADMIN_PASSWORD no definidos: ingrese con ${email} / ${DEMO_ADMIN.password} y cambie la contraseña`,
      );
    }
  }

  /** Answers whether this instance created the data; under the lock, a replica starting beside it finds it done. */
  private seedEmptyDatabase(email: string): Promise<boolean> {
    const password = this.env.ADMIN_PASSWORD ?? DEMO_ADMIN.password;
    return withDatabaseLock(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        if ((await this.usuarios.count(manager)) > 0) return false;
        const compania = await this.companias.ensure(DEMO_COMPANIA, manager);
        await this.usuarios.create(
          {
            tipo: TipoUsuario.Maestro,
            companiaId: compania.id,
            nombre: 'Administrador',
            apellido: null,
            correoElectronico: email,
            numeroTelefonico: null,
            contrasena: password,
            codigo: 'ADM-001',
            detalle: 'Usuario Maestro creado en el primer inicio',
          },
          manager,
        );
        return true;
      }),
    );
  }
}
