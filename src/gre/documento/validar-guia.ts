import { isValidRuc } from '../../common/peru';
import { distritoDeUbigeo } from '../../direccion/ubigeo/ubigeo';
import { esCodigoDe, MODALIDADES_TRASLADO, MOTIVOS_TRASLADO, TIPOS_DOCUMENTO_IDENTIDAD, UNIDADES_PESO } from '../../dominio/catalogos-sunat';
import { textoCantidad } from './construir-xml';
import { Conductor, GuiaRemitente, limpiarTexto, PuntoTraslado } from './guia-remitente';

/**
 * Un problema de la guía. `codigo` es el de SUNAT cuando SUNAT tiene la regla (así el mensaje coincide con el del CDR);
 * las reglas propias del producto llevan un código en palabras (docs/gre.md, «Validación»). `campo` es la ruta del
 * campo en el cuerpo de la emisión, para mostrar el mensaje a su lado.
 */
export interface ProblemaGuia {
  codigo: string;
  campo: string;
  mensaje: string;
  /** Un error impide enviar la guía; una observación la deja pasar (SUNAT la acepta con observaciones). */
  severidad: 'error' | 'observacion';
}

const MAX_LINEAS = 9999;

// Patrones de SUNAT (docs/gre.md, «Validación»).
const SERIE = /^T[A-Z0-9]{3}$/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const HORA = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const PESO = /^(?!0[0-9]*(\.0*)?$)[0-9]{1,12}(\.[0-9]{1,3})?$/;
const CANTIDAD = /^(?!0[0-9]*(\.0*)?$)[0-9]{1,12}(\.[0-9]{1,10})?$/;
const BULTOS = /^[0-9]{1,13}$/;
const PLACA = /^(?!0+$)[0-9A-Z]{6,8}$/;
const LICENCIA = /^(?!0+$)[0-9A-Z]{9,10}$/;
const REGISTRO_MTC = /^(?!0+$)[0-9A-Z]{1,20}$/;
const DNI = /^\d{8}$/;
const OTRO_DOCUMENTO = /^[^\s]{1,15}$/;
const ESTABLECIMIENTO = /^\d{4}$/;
const UBIGEO = /^\d{6}$/;

/** Motivos cuyo destinatario es el mismo remitente (2554) y los que exigen uno distinto (2555) o con RUC (3417). */
const DESTINATARIO_ES_REMITENTE = new Set(['02', '04', '07', '18']);
const DESTINATARIO_DISTINTO = new Set(['01', '03', '05', '06', '09', '14', '17']);
const DESTINATARIO_CON_RUC = new Set(['06', '17', '19']);
/** Motivos de comercio exterior: piden la declaración aduanera y datos de puertos que esta guía no lleva. */
const MOTIVOS_ADUANEROS = new Set(['08', '09', '19']);

const esFecha = (texto: unknown): texto is string => {
  if (typeof texto !== 'string' || !FECHA.test(texto)) return false;
  const fecha = new Date(`${texto}T00:00:00Z`);
  return !Number.isNaN(fecha.getTime()) && fecha.toISOString().slice(0, 10) === texto;
};

const texto = (valor: unknown) => (typeof valor === 'string' ? limpiarTexto(valor) : '');
const letras = (valor: string) => (valor.match(/\p{L}/gu) ?? []).length;

/**
 * Las reglas de SUNAT para una guía remitente con el motivo y la modalidad elegidos, antes de firmarla y enviarla
 * (docs/gre.md, «Validación»). `hoy` es la fecha de Lima ('YYYY-MM-DD', limaDate()). Pura: no consulta nada más que
 * el catálogo de ubigeos del producto. Una lista vacía significa que la guía se puede emitir.
 */
export function validarGuia(guia: GuiaRemitente, hoy: string): ProblemaGuia[] {
  const problemas: ProblemaGuia[] = [];
  const error = (codigo: string, campo: string, mensaje: string) => problemas.push({ codigo, campo, mensaje, severidad: 'error' });
  const observacion = (codigo: string, campo: string, mensaje: string) => problemas.push({ codigo, campo, mensaje, severidad: 'observacion' });

  const rucEmisor = guia.emisor?.ruc ?? '';
  const motivo = guia.motivo;
  const publico = guia.modalidad === '01';
  const m1l = guia.vehiculoM1L === true;

  // Documento
  if (!isValidRuc(rucEmisor)) error('RUC-EMISOR', 'emisor.ruc', 'El RUC del remitente no es válido: debe tener 11 dígitos y un dígito verificador correcto.');
  const razonEmisor = texto(guia.emisor?.razonSocial);
  if (!razonEmisor || razonEmisor.length > 250) error('1037', 'emisor.razonSocial', 'La razón social del remitente es obligatoria y tiene como máximo 250 caracteres.');
  if (typeof guia.serie !== 'string' || !SERIE.test(guia.serie)) error('1001', 'serie', 'La serie debe ser la letra T seguida de 3 letras o números, por ejemplo T001.');
  if (!Number.isInteger(guia.numero) || guia.numero < 1 || guia.numero > 99_999_999) error('1001', 'numero', 'El número de la guía debe ser un entero de 1 a 99999999.');
  if (!esFecha(guia.fechaEmision)) error('3436', 'fechaEmision', 'La fecha de emisión no es una fecha válida (AAAA-MM-DD).');
  else if (guia.fechaEmision > hoy) error('2329', 'fechaEmision', 'La fecha de emisión no puede ser posterior a hoy.');
  if (typeof guia.horaEmision !== 'string' || !HORA.test(guia.horaEmision)) error('3437', 'horaEmision', 'La hora de emisión no es válida (HH:mm:ss).');
  const nota = texto(guia.nota);
  if (nota.length > 250) observacion('4186', 'nota', 'La observación de la guía tiene como máximo 250 caracteres.');

  // Destinatario
  const destinatario = guia.destinatario ?? ({} as GuiaRemitente['destinatario']);
  const numeroDestinatario = typeof destinatario.numeroDocumento === 'string' ? destinatario.numeroDocumento.trim() : '';
  const destinatarioConRuc = destinatario.tipoDocumento === '6';
  if (!esCodigoDe(TIPOS_DOCUMENTO_IDENTIDAD, destinatario.tipoDocumento)) {
    error('2760', 'destinatario.tipoDocumento', 'El tipo de documento del destinatario no existe en el catálogo de SUNAT.');
  }
  if (!numeroDestinatario) error('2757', 'destinatario.numeroDocumento', 'Ingrese el número de documento del destinatario.');
  else if (!documentoValido(destinatario.tipoDocumento, numeroDestinatario)) {
    error('2758', 'destinatario.numeroDocumento', mensajeDocumento(destinatario.tipoDocumento, 'del destinatario'));
  }
  const razonDestinatario = texto(destinatario.razonSocial);
  if (!razonDestinatario || razonDestinatario.length > 250) {
    error('2761', 'destinatario.razonSocial', 'La razón social o el nombre del destinatario es obligatorio y tiene como máximo 250 caracteres.');
  }
  const destinatarioEsRemitente = destinatarioConRuc && numeroDestinatario === rucEmisor;
  if (DESTINATARIO_ES_REMITENTE.has(motivo) && !destinatarioEsRemitente) {
    error('2554', 'destinatario.numeroDocumento', `Con el motivo «${MOTIVOS_TRASLADO[motivo]}» el destinatario debe ser la misma empresa remitente (su RUC).`);
  }
  if (DESTINATARIO_DISTINTO.has(motivo) && destinatarioEsRemitente) {
    error('2555', 'destinatario.numeroDocumento', `Con el motivo «${MOTIVOS_TRASLADO[motivo]}» el destinatario no puede ser la misma empresa remitente.`);
  }
  if (DESTINATARIO_CON_RUC.has(motivo) && !destinatarioConRuc) {
    error('3417', 'destinatario.tipoDocumento', `Con el motivo «${MOTIVOS_TRASLADO[motivo]}» el destinatario debe identificarse con RUC.`);
  }

  // Motivo y envío
  if (!motivo) error('3404', 'motivo', 'Elija el motivo de traslado.');
  else if (!esCodigoDe(MOTIVOS_TRASLADO, motivo)) error('3405', 'motivo', 'El motivo de traslado no existe en el catálogo de SUNAT.');
  else if (MOTIVOS_ADUANEROS.has(motivo)) {
    error('3440', 'motivo', `El motivo «${MOTIVOS_TRASLADO[motivo]}» exige la declaración aduanera y datos de puertos, que esta guía no admite.`);
  }
  const descripcionMotivo = texto(guia.descripcionMotivo);
  if (motivo === '13' && !descripcionMotivo) error('3457', 'descripcionMotivo', 'Con el motivo «Otros» describa el motivo del traslado.');
  if (descripcionMotivo && (descripcionMotivo.length < 3 || descripcionMotivo.length > 100 || letras(descripcionMotivo) < 3)) {
    observacion('4190', 'descripcionMotivo', 'La descripción del motivo debe tener de 3 a 100 caracteres, con al menos 3 letras.');
  }
  if (typeof guia.pesoBruto !== 'number' || !Number.isFinite(guia.pesoBruto)) error('2880', 'pesoBruto', 'Ingrese el peso bruto total de la carga.');
  else if (!PESO.test(String(guia.pesoBruto))) {
    error('2523', 'pesoBruto', 'El peso bruto debe ser mayor que cero, con hasta 12 enteros y 3 decimales.');
  }
  if (!esCodigoDe(UNIDADES_PESO, guia.unidadPeso)) error('2881', 'unidadPeso', 'La unidad del peso bruto debe ser kilogramos (KGM) o toneladas (TNE).');
  if (guia.bultos !== undefined && guia.bultos !== null && (!Number.isInteger(guia.bultos) || !BULTOS.test(String(guia.bultos)))) {
    error('3489', 'bultos', 'El número de bultos debe ser un número entero de hasta 13 dígitos.');
  }

  // Modalidad y fechas
  if (!guia.modalidad) error('2532', 'modalidad', 'Elija la modalidad de traslado.');
  else if (!esCodigoDe(MODALIDADES_TRASLADO, guia.modalidad)) error('2773', 'modalidad', 'La modalidad de traslado debe ser transporte público (01) o privado (02).');
  const inicio = guia.fechaInicioTraslado;
  if (!esFecha(inicio)) error('3406', 'fechaInicioTraslado', 'Ingrese una fecha de inicio del traslado válida.');
  else {
    if (esFecha(guia.fechaEmision) && inicio < guia.fechaEmision) error('3343', 'fechaInicioTraslado', 'La fecha de inicio del traslado no puede ser anterior a la fecha de emisión.');
    // La guía debe existir antes de que los bienes se muevan (regla del producto, no de SUNAT).
    else if (inicio < hoy) error('INICIO-PASADO', 'fechaInicioTraslado', 'La fecha de inicio del traslado no puede ser anterior a hoy.');
  }

  if (publico && !m1l) validarTransportePublico(guia, rucEmisor, error, observacion);
  if (guia.modalidad === '02' && !m1l) validarTransportePrivado(guia, error, observacion);
  if (m1l) {
    if ((guia.conductores ?? []).length > 0) error('M1L-CONDUCTORES', 'conductores', 'En un vehículo de categoría M1 o L no se registran conductores.');
    if ((guia.vehiculos ?? []).length > 1) error('M1L-VEHICULOS', 'vehiculos', 'En un vehículo de categoría M1 o L no se registran vehículos secundarios.');
  }
  const vehiculos = guia.vehiculos ?? [];
  vehiculos.forEach((vehiculo, i) => {
    if (typeof vehiculo?.placa !== 'string' || !PLACA.test(vehiculo.placa)) {
      error('2567', `vehiculos[${i}].placa`, 'La placa debe tener de 6 a 8 letras o números, en mayúsculas y sin guion (p. ej. ABC123).');
    }
  });
  if (vehiculos.length > 3) observacion('4389', 'vehiculos', 'Se admiten como máximo dos vehículos secundarios además del principal.');

  // Puntos de partida y llegada
  validarPunto(guia.partida, 'partida', { ubigeo: '3363', direccion: '2577', largoDireccion: '4076', establecimiento: '3365' }, error, observacion);
  validarPunto(guia.llegada, 'llegada', { ubigeo: '3368', direccion: '2574', largoDireccion: '4068', establecimiento: '3369' }, error, observacion);
  validarEstablecimientosDelMotivo(guia, rucEmisor, error);

  // Líneas
  const lineas = guia.lineas ?? [];
  if (lineas.length < 1 || lineas.length > MAX_LINEAS) error('2023', 'lineas', `La guía debe tener de 1 a ${MAX_LINEAS} bienes; divida los traslados más grandes en varias guías.`);
  lineas.forEach((linea, i) => {
    if (typeof linea?.cantidad !== 'number' || !CANTIDAD.test(textoCantidad(linea.cantidad))) {
      error('2780', `lineas[${i}].cantidad`, 'La cantidad debe ser mayor que cero, con hasta 12 enteros y 10 decimales.');
    }
    const descripcion = texto(linea?.descripcion);
    if (!descripcion) error('2781', `lineas[${i}].descripcion`, 'Ingrese la descripción del bien.');
    else if (descripcion.length < 3 || descripcion.length > 500) observacion('4084', `lineas[${i}].descripcion`, 'La descripción del bien debe tener de 3 a 500 caracteres.');
    if (texto(linea?.codigo).length > 30) observacion('4085', `lineas[${i}].codigo`, 'El código del bien tiene como máximo 30 caracteres.');
  });
  return problemas;
}

type Agregar = (codigo: string, campo: string, mensaje: string) => void;

function documentoValido(tipo: string, numero: string): boolean {
  if (tipo === '6') return /^[12]\d{10}$/.test(numero) && isValidRuc(numero);
  if (tipo === '1') return DNI.test(numero);
  return OTRO_DOCUMENTO.test(numero);
}

function mensajeDocumento(tipo: string, de: string): string {
  if (tipo === '6') return `El RUC ${de} no es válido: debe tener 11 dígitos, empezar con 1 o 2 y tener un dígito verificador correcto.`;
  if (tipo === '1') return `El DNI ${de} debe tener 8 dígitos.`;
  return `El número de documento ${de} tiene como máximo 15 caracteres, sin espacios.`;
}

function validarTransportePublico(guia: GuiaRemitente, rucEmisor: string, error: Agregar, observacion: Agregar): void {
  const transportista = guia.transportista;
  if (!transportista?.ruc) error('2558', 'transportista.ruc', 'En transporte público ingrese el RUC de la empresa de transporte.');
  else if (!isValidRuc(transportista.ruc)) error('2561', 'transportista.ruc', 'El RUC del transportista no es válido: debe tener 11 dígitos y un dígito verificador correcto.');
  else if (transportista.ruc === rucEmisor) error('2560', 'transportista.ruc', 'El transportista no puede ser la misma empresa remitente; si traslada con sus propios vehículos, elija transporte privado.');
  if (transportista) {
    const razon = texto(transportista.razonSocial);
    if (razon.length < 3 || razon.length > 250) error('2563', 'transportista.razonSocial', 'La razón social del transportista debe tener de 3 a 250 caracteres.');
    const mtc = transportista.registroMtc?.trim();
    if (!mtc) observacion('4391', 'transportista.registroMtc', 'Falta el número de registro MTC del transportista.');
    else if (!REGISTRO_MTC.test(mtc)) observacion('4392', 'transportista.registroMtc', 'El registro MTC tiene hasta 20 letras mayúsculas o números.');
  }
  if ((guia.vehiculos ?? []).length > 0) error('3354', 'vehiculos', 'En transporte público los vehículos los declara el transportista: no los registre en la guía.');
  if ((guia.conductores ?? []).length > 0) error('3455', 'conductores', 'En transporte público los conductores los declara el transportista: no los registre en la guía.');
  const entrega = guia.fechaEntregaTransportista;
  if (!esFecha(entrega)) error('3617', 'fechaEntregaTransportista', 'En transporte público ingrese la fecha de entrega de los bienes al transportista.');
  else {
    if (esFecha(guia.fechaEmision) && entrega < guia.fechaEmision) {
      error('3618', 'fechaEntregaTransportista', 'La fecha de entrega al transportista no puede ser anterior a la fecha de emisión.');
    }
    if (esFecha(guia.fechaInicioTraslado) && guia.fechaInicioTraslado < entrega) {
      error('3616', 'fechaInicioTraslado', 'La fecha de inicio del traslado no puede ser anterior a la entrega de los bienes al transportista.');
    }
  }
}

function validarTransportePrivado(guia: GuiaRemitente, error: Agregar, observacion: Agregar): void {
  if (guia.transportista) error('3347', 'transportista', 'En transporte privado no se registra empresa de transporte.');
  const conductores = guia.conductores ?? [];
  const principales = conductores.filter((c) => c?.principal).length;
  if (principales === 0) error('3357', 'conductores', 'En transporte privado registre al conductor principal.');
  if (principales > 1) error('3358', 'conductores', 'Solo un conductor puede ser el principal.');
  if (conductores.length - principales > 2) observacion('4376', 'conductores', 'Se admiten como máximo dos conductores secundarios.');
  conductores.forEach((conductor, i) => validarConductor(conductor, `conductores[${i}]`, error));
  if ((guia.vehiculos ?? []).length === 0) error('2566', 'vehiculos', 'En transporte privado registre la placa del vehículo principal.');
}

function validarConductor(conductor: Conductor, campo: string, error: Agregar): void {
  if (!esCodigoDe(TIPOS_DOCUMENTO_IDENTIDAD, conductor?.tipoDocumento)) {
    error('2570', `${campo}.tipoDocumento`, 'El tipo de documento del conductor no existe en el catálogo de SUNAT.');
  } else if (conductor.tipoDocumento === '6') {
    error('2571', `${campo}.tipoDocumento`, 'El conductor se identifica con su documento personal (DNI, carné de extranjería, pasaporte…), no con RUC.');
  }
  const numero = conductor?.numeroDocumento?.trim() ?? '';
  if (!numero) error('2568', `${campo}.numeroDocumento`, 'Ingrese el número de documento del conductor.');
  else if (conductor.tipoDocumento === '1' ? !DNI.test(numero) : !OTRO_DOCUMENTO.test(numero)) {
    error('2569', `${campo}.numeroDocumento`, mensajeDocumento(conductor.tipoDocumento, 'del conductor'));
  }
  if (!texto(conductor?.nombres)) error('3360', `${campo}.nombres`, 'Ingrese los nombres del conductor.');
  if (!texto(conductor?.apellidos)) error('3361', `${campo}.apellidos`, 'Ingrese los apellidos del conductor.');
  const licencia = conductor?.licencia?.trim() ?? '';
  if (!licencia) error('2572', `${campo}.licencia`, 'Ingrese el número de licencia de conducir.');
  else if (!LICENCIA.test(licencia)) error('2573', `${campo}.licencia`, 'La licencia de conducir tiene de 9 a 10 letras mayúsculas o números (p. ej. Q45678912).');
}

interface CodigosPunto {
  ubigeo: string;
  direccion: string;
  largoDireccion: string;
  establecimiento: string;
}

function validarPunto(punto: PuntoTraslado | undefined, campo: 'partida' | 'llegada', codigos: CodigosPunto, error: Agregar, observacion: Agregar): void {
  const nombre = campo === 'partida' ? 'del punto de partida' : 'del punto de llegada';
  const ubigeo = punto?.ubigeo ?? '';
  if (!UBIGEO.test(ubigeo)) error('2776', `${campo}.ubigeo`, `El ubigeo ${nombre} debe tener 6 dígitos.`);
  else if (ubigeo.endsWith('00')) error(codigos.ubigeo, `${campo}.ubigeo`, `El ubigeo ${nombre} debe ser de un distrito, no de una provincia o un departamento.`);
  else if (!distritoDeUbigeo(ubigeo)) error(codigos.ubigeo, `${campo}.ubigeo`, `El ubigeo ${nombre} no existe en el catálogo de ubigeos del INEI.`);
  const direccion = texto(punto?.direccion);
  if (!direccion) error(codigos.direccion, `${campo}.direccion`, `Ingrese la dirección ${nombre}.`);
  else if (direccion.length < 3 || direccion.length > 500) observacion(codigos.largoDireccion, `${campo}.direccion`, `La dirección ${nombre} debe tener de 3 a 500 caracteres.`);
  const codigo = punto?.codigoEstablecimiento?.trim();
  if (!codigo) return;
  if (!ESTABLECIMIENTO.test(codigo)) {
    error('CODIGO-ESTABLECIMIENTO', `${campo}.codigoEstablecimiento`, `El código de establecimiento ${nombre} tiene 4 dígitos (0000 es el domicilio fiscal).`);
  }
  if (!punto?.rucPropietario) error('3410', `${campo}.rucPropietario`, `Indique el RUC dueño del establecimiento ${nombre}.`);
  else if (!isValidRuc(punto.rucPropietario)) error('3409', `${campo}.rucPropietario`, `El RUC dueño del establecimiento ${nombre} no es válido.`);
}

function validarEstablecimientosDelMotivo(guia: GuiaRemitente, rucEmisor: string, error: Agregar): void {
  const puntos = [
    ['partida', guia.partida, '3365'],
    ['llegada', guia.llegada, '3369'],
  ] as const;
  if (guia.motivo === '04') {
    for (const [campo, punto, codigo] of puntos) {
      if (!punto?.codigoEstablecimiento?.trim()) {
        error(codigo, `${campo}.codigoEstablecimiento`, `En un traslado entre establecimientos indique el código de establecimiento SUNAT del punto de ${campo}.`);
      } else if (isValidRuc(punto.rucPropietario) && punto.rucPropietario !== rucEmisor) {
        error('3414', `${campo}.rucPropietario`, `En un traslado entre establecimientos, el establecimiento del punto de ${campo} debe ser de la empresa remitente.`);
      }
    }
  }
  const propio = (punto: PuntoTraslado | undefined) => Boolean(punto?.codigoEstablecimiento?.trim()) && punto?.rucPropietario === rucEmisor;
  if (guia.motivo === '01' && propio(guia.llegada)) {
    error('3411', 'llegada.codigoEstablecimiento', 'En una venta el punto de llegada no puede ser un establecimiento de la empresa remitente.');
  }
  if (guia.motivo === '02' && propio(guia.partida)) {
    error('3411', 'partida.codigoEstablecimiento', 'En una compra el punto de partida no puede ser un establecimiento de la empresa remitente.');
  }
  if (guia.motivo === '18' && guia.llegada?.codigoEstablecimiento?.trim()) {
    error('3416', 'llegada.codigoEstablecimiento', 'Con el motivo «Traslado emisor itinerante» el punto de llegada no lleva código de establecimiento.');
  }
}
