import { TipoUsuario } from '../dominio/tipo-usuario';

/** The caller of a request, as the server knows it now: a person's live session, or an API key. */
export interface AuthUser {
  /** null for an API key. */
  userId: number | null;
  tipo: TipoUsuario;
  companiaId: number;
  /** The person's name, or the key's. */
  nombre: string;
  email: string | null;
  companiaNombre: string;
  /** The session a person's token names. */
  sesionId?: string;
  /** Set when an external system calls with X-API-Key. */
  claveApi?: { id: number; nombre: string };
}

/** What a session token carries: who and which session; type and company are read from the database. */
export interface JwtPayload {
  sub: number;
  jti: string;
}
