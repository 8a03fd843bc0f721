import type { ModalidadTraslado, MotivoTraslado, TipoDocumentoIdentidad, UnidadPeso } from '../../dominio/catalogos-sunat';

/** Punto de partida o de llegada. */
export interface PuntoTraslado {
  /** Ubigeo INEI de 6 dígitos, a nivel de distrito. */
  ubigeo: string;
  direccion: string;
  /** Código de establecimiento anexo registrado en SUNAT (4 dígitos, 0000 = domicilio fiscal). */
  codigoEstablecimiento?: string;
  /** RUC dueño del establecimiento; obligatorio cuando hay código de establecimiento. */
  rucPropietario?: string;
}

export interface Destinatario {
  tipoDocumento: TipoDocumentoIdentidad;
  numeroDocumento: string;
  razonSocial: string;
}

export interface Transportista {
  ruc: string;
  razonSocial: string;
  /** Número de registro MTC de la empresa de transporte. */
  registroMtc?: string;
}

export interface Conductor {
  tipoDocumento: TipoDocumentoIdentidad;
  numeroDocumento: string;
  nombres: string;
  apellidos: string;
  licencia: string;
  /** Uno y solo uno es el principal; los demás (hasta dos) son secundarios. */
  principal: boolean;
}

export interface Vehiculo {
  /** Placa en mayúsculas, sin guion ni espacios (normalizarPlaca). */
  placa: string;
}

export interface LineaGuia {
  /** Código del bien para el remitente (el código del activo). */
  codigo?: string;
  descripcion: string;
  /** Cantidad en unidades (NIU). */
  cantidad: number;
}

/** Los datos de una guía de remisión electrónica remitente (documento 09), tal como llegan para emitirla. */
export interface GuiaRemitente {
  emisor: { ruc: string; razonSocial: string };
  /** T + 3 alfanuméricos, p. ej. T001. */
  serie: string;
  /** Correlativo de la serie, 1 a 99999999, sin ceros a la izquierda en el XML ni en el nombre del archivo. */
  numero: number;
  /** 'YYYY-MM-DD' en hora de Lima. */
  fechaEmision: string;
  /** 'HH:mm:ss' en hora de Lima. */
  horaEmision: string;
  motivo: MotivoTraslado;
  /** Obligatoria con el motivo 13 (Otros). */
  descripcionMotivo?: string;
  modalidad: ModalidadTraslado;
  /** El traslado se hace en un vehículo de categoría M1 o L: sin conductores ni vehículos secundarios. */
  vehiculoM1L: boolean;
  pesoBruto: number;
  unidadPeso: UnidadPeso;
  /** Número de bultos, opcional. */
  bultos?: number;
  /** 'YYYY-MM-DD'. */
  fechaInicioTraslado: string;
  /** 'YYYY-MM-DD': entrega de los bienes al transportista; obligatoria en transporte público. */
  fechaEntregaTransportista?: string;
  destinatario: Destinatario;
  /** Solo en transporte público. */
  transportista?: Transportista;
  /** Solo en transporte privado. */
  conductores: Conductor[];
  /** El primero es el principal; los siguientes, secundarios. */
  vehiculos: Vehiculo[];
  partida: PuntoTraslado;
  llegada: PuntoTraslado;
  nota?: string;
  lineas: LineaGuia[];
}

/** cbc:ID de la guía: serie y número sin ceros a la izquierda (T001-125). */
export const idDocumento = (guia: Pick<GuiaRemitente, 'serie' | 'numero'>) => `${guia.serie}-${guia.numero}`;

/** Nombre del XML y del zip sin extensión: RUC-09-SERIE-NUMERO, con el mismo número que cbc:ID. */
export const nombreArchivo = (guia: Pick<GuiaRemitente, 'emisor' | 'serie' | 'numero'>) => `${guia.emisor.ruc}-09-${idDocumento(guia)}`;

// Tabuladores, saltos de línea y demás caracteres de control dan observaciones en SUNAT (4186 y similares).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Un texto libre como viaja en el XML: sin caracteres de control (cambiados por un espacio), sin espacios repetidos ni en los extremos. */
export const limpiarTexto = (texto: string | undefined) => (texto ?? '').replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();

/** La placa como la pide SUNAT: mayúsculas, sin guiones ni espacios ('abc-123' → 'ABC123'). */
export const normalizarPlaca = (placa: string) => placa.replace(/[\s-]+/g, '').toUpperCase();

/**
 * El motivo que se propone para un movimiento de activos: 04 cuando el destinatario es la misma empresa y ambos
 * puntos son establecimientos registrados (con código); si no, 13 (Otros), que pide describir el motivo.
 */
export function sugerirMotivo(entrada: {
  rucEmisor: string;
  destinatario: Pick<Destinatario, 'tipoDocumento' | 'numeroDocumento'>;
  partida: Pick<PuntoTraslado, 'codigoEstablecimiento'>;
  llegada: Pick<PuntoTraslado, 'codigoEstablecimiento'>;
}): MotivoTraslado {
  const mismaEmpresa = entrada.destinatario.tipoDocumento === '6' && entrada.destinatario.numeroDocumento === entrada.rucEmisor;
  const establecimientos = Boolean(entrada.partida.codigoEstablecimiento?.trim() && entrada.llegada.codigoEstablecimiento?.trim());
  return mismaEmpresa && establecimientos ? '04' : '13';
}
