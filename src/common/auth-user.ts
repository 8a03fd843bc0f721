import { TipoUsuario } from '../usuario/usuario.entity';

/** The caller, as the JWT carries it. */
export interface AuthUser {
  userId: number;
  tipo: TipoUsuario;
  companiaId: number;
  nombre: string;
  email: string;
  companiaNombre: string;
}

export interface JwtPayload {
  sub: number;
  tipo: TipoUsuario;
  companiaId: number;
  nombre: string;
  email: string;
  companiaNombre: string;
}
