/** A live session of a user, as the administration panel lists it. */
export class SesionRespuestaDto {
  id: string;
  creada: Date;
  ultimoUso: Date;
  expira: Date;
  ip: string | null;
  userAgent: string | null;
  /** The caller's own session. */
  actual: boolean;
}
