import type { Compania } from '../compania.entity';

/** Una compañía. */
export class CompaniaRespuestaDto implements Omit<Compania, 'busqueda'> {
  id: number;
  razonSocial: string;
  /** RUC: 11 digits, unique. */
  ruc: string;
  rubro: string | null;
  /** Users of types 1-2 must log in with a second factor (TOTP). */
  requiere2fa: boolean;
  createdAt: Date;
  updatedAt: Date;
}
