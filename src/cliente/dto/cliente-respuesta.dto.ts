import type { ClienteRespuesta } from '../cliente.service';

/** Un cliente con su dirección. */
export class ClienteRespuestaDto implements ClienteRespuesta {
  usuario: string | null;
  id: number;
  companiaId: number;
  direccionId: number | null;
  createdAt: Date;
  updatedAt: Date;
  nombre: string;
  apellido: string;
  ruc: string | null;
  dni: string | null;
  ce: string | null;
  correoElectronico: string | null;
  telefono: string | null;
  ingenieroResponsable: string | null;
  representanteLegal: string | null;
  tieneContrato: boolean;
  direccion: ClienteRespuestaDireccionDto | null;
}

export class ClienteRespuestaDireccionDto {
  calle: string;
  distrito: string;
  provincia: string;
  sede: string | null;
}
