import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import { ObjectLiteral, Repository } from 'typeorm';
import { porCompania } from '../common/tenancy';
import { environmentConfig, EnvironmentConfig } from '../config/environment.config';

const MB = 1024 * 1024;
const mbTexto = (bytes: number) => (bytes / MB).toLocaleString('es-PE', { maximumFractionDigits: 2 });


/**
 * The company's upload quota (UPLOAD_QUOTA_MB), shared by everything it stores: asset images, documents of assets,
 * scanned actas. Each kind registers at start its table and the column with each upload's bytes (the module that owns
 * the table, as in ReferenciasDeActivo); the quota is their sum, read from the rows, so it never drifts from what is
 * stored.
 */
@Injectable()
export class CuotaDeSubidas {
  private readonly usos = new Map<string, (companiaId: number) => Promise<number>>();

  constructor(@Inject(environmentConfig.KEY) private readonly env: Pick<EnvironmentConfig, 'UPLOAD_QUOTA_MB'>) {}

  registrar<T extends ObjectLiteral>(nombre: string, filas: Repository<T>, columnaDeBytes: keyof T & string): void {
    this.usos.set(nombre, async (companiaId) => {
      const fila = await porCompania(filas.createQueryBuilder('s'), 's', companiaId).select(`COALESCE(SUM(s.${columnaDeBytes}), 0)`, 'usado').getRawOne<{ usado: unknown }>();
      return Number(fila?.usado ?? 0);
    });
  }

  async usado(companiaId: number): Promise<number> {
    const partes = await Promise.all([...this.usos.values()].map((uso) => uso(companiaId)));
    return partes.reduce((total, bytes) => total + Number(bytes), 0);
  }

  /**
   * 413 when `bytes` more would overshoot the quota; `que` names the upload ("esta imagen", "este documento"). Two
   * uploads at the same instant may both fit and overshoot by one file: a soft limit is enough for a budget.
   */
  async assertCabe(companiaId: number, bytes: number, que: string): Promise<void> {
    const usado = await this.usado(companiaId);
    const permitido = this.env.UPLOAD_QUOTA_MB * MB;
    if (usado + bytes > permitido) {
      throw new PayloadTooLargeException(`La compañía no tiene espacio para ${que}: usa ${mbTexto(usado)} MB de ${mbTexto(permitido)} MB permitidos`);
    }
  }
}
