import { guiaPrivada04, guiaPublica13 } from '../../../test/fixtures/guia-remitente';
import { GuiaRemitente } from './guia-remitente';
import { validarGuia } from './validar-guia';

const HOY = '2025-05-14';
const RUC = '20123456786';
const OTRO_RUC = '20555555556';
const privada = guiaPrivada04;
const publica = guiaPublica13;
const propio = { tipoDocumento: '6' as const, numeroDocumento: RUC, razonSocial: 'ACTIVOS DEMO S.A.C.' };
const tercero = { tipoDocumento: '6' as const, numeroDocumento: OTRO_RUC, razonSocial: 'SERVICIOS TECNICOS DEL SUR S.A.' };
const conductor = privada().conductores[0];
const sinEstablecimientos = (g: GuiaRemitente): GuiaRemitente => ({
  ...g,
  partida: { ubigeo: '150101', direccion: 'JR. LAMPA 456' },
  llegada: { ubigeo: '150131', direccion: 'AV. JAVIER PRADO 123' },
});

const codigos = (guia: GuiaRemitente) => validarGuia(guia, HOY).map((p) => `${p.codigo} ${p.campo} ${p.severidad}`);

describe('validarGuia', () => {
  it('acepta sin problemas la guía de ejemplo (04 privada), la 13 pública y la de un vehículo M1/L', () => {
    expect(codigos(privada())).toEqual([]);
    expect(codigos(publica())).toEqual([]);
    expect(codigos(privada({ vehiculoM1L: true, conductores: [], vehiculos: [] }))).toEqual([]);
    expect(codigos(privada({ vehiculoM1L: true, conductores: [] }))).toEqual([]);
  });

  it('da cada mensaje en castellano, con el campo del cuerpo de la emisión', () => {
    const [problema] = validarGuia(privada({ vehiculos: [{ placa: 'ab-12' }] }), HOY);
    expect(problema).toEqual({
      codigo: '2567',
      campo: 'vehiculos[0].placa',
      mensaje: 'La placa debe tener de 6 a 8 letras o números, en mayúsculas y sin guion (p. ej. ABC123).',
      severidad: 'error',
    });
  });

  const casos: [string, GuiaRemitente, string][] = [
    // Documento
    ['RUC del remitente con dígito verificador errado', sinEstablecimientos(publica({ emisor: { ruc: '20123456787', razonSocial: 'X S.A.' } })), 'RUC-EMISOR emisor.ruc error'],
    ['razón social del remitente vacía', privada({ emisor: { ruc: RUC, razonSocial: ' \t' } }), '1037 emisor.razonSocial error'],
    ['razón social del remitente de más de 250 caracteres', privada({ emisor: { ruc: RUC, razonSocial: 'A'.repeat(251) } }), '1037 emisor.razonSocial error'],
    ['serie que no empieza con T', privada({ serie: 'F001' }), '1001 serie error'],
    ['número cero', privada({ numero: 0 }), '1001 numero error'],
    ['número de 9 dígitos', privada({ numero: 100_000_000 }), '1001 numero error'],
    ['fecha de emisión inexistente', privada({ fechaEmision: '2025-02-30' }), '3436 fechaEmision error'],
    ['fecha de emisión futura', privada({ fechaEmision: '2025-05-15', fechaInicioTraslado: '2025-05-15' }), '2329 fechaEmision error'],
    ['hora de emisión sin segundos', privada({ horaEmision: '09:30' }), '3437 horaEmision error'],
    ['nota de más de 250 caracteres', privada({ nota: 'n'.repeat(251) }), '4186 nota observacion'],
    // Destinatario
    ['tipo de documento del destinatario fuera del catálogo 06', privada({ motivo: '13', destinatario: { ...tercero, tipoDocumento: '5' as never } }), '2760 destinatario.tipoDocumento error'],
    ['destinatario sin número', privada({ motivo: '13', destinatario: { ...tercero, numeroDocumento: ' ' } }), '2757 destinatario.numeroDocumento error'],
    ['DNI del destinatario de 7 dígitos', privada({ motivo: '13', destinatario: { tipoDocumento: '1', numeroDocumento: '1234567', razonSocial: 'ANA PEREZ' } }), '2758 destinatario.numeroDocumento error'],
    ['RUC del destinatario que empieza con 3', privada({ motivo: '13', destinatario: { ...tercero, numeroDocumento: '30123456786' } }), '2758 destinatario.numeroDocumento error'],
    ['pasaporte con espacios', privada({ motivo: '13', destinatario: { tipoDocumento: '7', numeroDocumento: 'AB 12345', razonSocial: 'JOHN DOE' } }), '2758 destinatario.numeroDocumento error'],
    ['destinatario sin razón social', privada({ motivo: '13', destinatario: { ...tercero, razonSocial: '' } }), '2761 destinatario.razonSocial error'],
    // Motivo ↔ destinatario
    ['motivo 04 con un tercero como destinatario', privada({ destinatario: tercero }), '2554 destinatario.numeroDocumento error'],
    ['motivo 02 con un tercero como destinatario', sinEstablecimientos(privada({ motivo: '02', destinatario: tercero })), '2554 destinatario.numeroDocumento error'],
    ['motivo 07 con un tercero como destinatario', sinEstablecimientos(privada({ motivo: '07', destinatario: tercero })), '2554 destinatario.numeroDocumento error'],
    ['motivo 18 con un tercero como destinatario', sinEstablecimientos(privada({ motivo: '18', destinatario: tercero })), '2554 destinatario.numeroDocumento error'],
    ['motivo 01 a la misma empresa', sinEstablecimientos(privada({ motivo: '01', destinatario: propio })), '2555 destinatario.numeroDocumento error'],
    ['motivo 05 a la misma empresa', sinEstablecimientos(privada({ motivo: '05', destinatario: propio })), '2555 destinatario.numeroDocumento error'],
    ['motivo 14 a la misma empresa', sinEstablecimientos(privada({ motivo: '14', destinatario: propio })), '2555 destinatario.numeroDocumento error'],
    ['motivo 06 a una persona con DNI', sinEstablecimientos(privada({ motivo: '06', destinatario: { tipoDocumento: '1', numeroDocumento: '45678912', razonSocial: 'ANA PEREZ' } })), '3417 destinatario.tipoDocumento error'],
    ['motivo 17 a una persona con DNI', sinEstablecimientos(privada({ motivo: '17', destinatario: { tipoDocumento: '1', numeroDocumento: '45678912', razonSocial: 'ANA PEREZ' } })), '3417 destinatario.tipoDocumento error'],
    // Motivo y envío
    ['sin motivo', privada({ motivo: '' as never }), '3404 motivo error'],
    ['motivo 10, que ya no existe', privada({ motivo: '10' as never }), '3405 motivo error'],
    ['motivo 08 (importación)', sinEstablecimientos(privada({ motivo: '08', destinatario: tercero })), '3440 motivo error'],
    ['motivo 13 sin descripción', privada({ motivo: '13', descripcionMotivo: ' ' }), '3457 descripcionMotivo error'],
    ['descripción del motivo con menos de 3 letras', privada({ motivo: '13', descripcionMotivo: 'A-1 2' }), '4190 descripcionMotivo observacion'],
    ['descripción del motivo de más de 100 caracteres', privada({ motivo: '13', descripcionMotivo: 'R'.repeat(101) }), '4190 descripcionMotivo observacion'],
    ['peso ausente', privada({ pesoBruto: undefined as never }), '2880 pesoBruto error'],
    ['peso cero', privada({ pesoBruto: 0 }), '2523 pesoBruto error'],
    ['peso con 4 decimales', privada({ pesoBruto: 85.0001 }), '2523 pesoBruto error'],
    ['peso de 13 enteros', privada({ pesoBruto: 1_000_000_000_000 }), '2523 pesoBruto error'],
    ['unidad de peso en libras', privada({ unidadPeso: 'LBR' as never }), '2881 unidadPeso error'],
    ['bultos con decimales', privada({ bultos: 1.5 }), '3489 bultos error'],
    ['bultos negativos', privada({ bultos: -1 }), '3489 bultos error'],
    // Modalidad y fechas
    ['sin modalidad', privada({ modalidad: '' as never }), '2532 modalidad error'],
    ['modalidad 03', privada({ modalidad: '03' as never }), '2773 modalidad error'],
    ['sin fecha de inicio', privada({ fechaInicioTraslado: '' }), '3406 fechaInicioTraslado error'],
    ['inicio antes de la emisión', privada({ fechaEmision: '2025-05-14', fechaInicioTraslado: '2025-05-13' }), '3343 fechaInicioTraslado error'],
    ['inicio antes de hoy con una emisión anterior', privada({ fechaEmision: '2025-05-10', fechaInicioTraslado: '2025-05-12' }), 'INICIO-PASADO fechaInicioTraslado error'],
    // Transporte público
    ['público sin transportista', publica({ transportista: undefined }), '2558 transportista.ruc error'],
    ['transportista con RUC errado', publica({ transportista: { ruc: '20600000006', razonSocial: 'TRANSPORTES DEMO S.A.', registroMtc: '1545123CNG' } }), '2561 transportista.ruc error'],
    ['transportista que es el remitente', publica({ transportista: { ruc: RUC, razonSocial: 'ACTIVOS DEMO S.A.C.', registroMtc: '1545123CNG' } }), '2560 transportista.ruc error'],
    ['razón social del transportista de 2 caracteres', publica({ transportista: { ruc: '20600000005', razonSocial: 'TD', registroMtc: '1545123CNG' } }), '2563 transportista.razonSocial error'],
    ['transportista sin registro MTC', publica({ transportista: { ruc: '20600000005', razonSocial: 'TRANSPORTES DEMO S.A.' } }), '4391 transportista.registroMtc observacion'],
    ['registro MTC en minúsculas', publica({ transportista: { ruc: '20600000005', razonSocial: 'TRANSPORTES DEMO S.A.', registroMtc: 'abc' } }), '4392 transportista.registroMtc observacion'],
    ['público con vehículo', publica({ vehiculos: [{ placa: 'ABC123' }] }), '3354 vehiculos error'],
    ['público con conductor', publica({ conductores: [conductor] }), '3455 conductores error'],
    ['público sin fecha de entrega al transportista', publica({ fechaEntregaTransportista: undefined }), '3617 fechaEntregaTransportista error'],
    ['entrega al transportista antes de la emisión', publica({ fechaEntregaTransportista: '2025-05-13' }), '3618 fechaEntregaTransportista error'],
    ['inicio antes de la entrega al transportista', publica({ fechaInicioTraslado: '2025-05-14', fechaEntregaTransportista: '2025-05-15' }), '3616 fechaInicioTraslado error'],
    // Transporte privado
    ['privado con transportista', privada({ transportista: { ruc: '20600000005', razonSocial: 'TRANSPORTES DEMO S.A.' } }), '3347 transportista error'],
    ['privado sin conductor principal', privada({ conductores: [{ ...conductor, principal: false }] }), '3357 conductores error'],
    ['dos conductores principales', privada({ conductores: [conductor, conductor] }), '3358 conductores error'],
    ['tres conductores secundarios', privada({ conductores: [conductor, ...Array(3).fill({ ...conductor, principal: false })] }), '4376 conductores observacion'],
    ['conductor con tipo de documento fuera del catálogo', privada({ conductores: [{ ...conductor, tipoDocumento: '5' as never }] }), '2570 conductores[0].tipoDocumento error'],
    ['conductor identificado con RUC', privada({ conductores: [{ ...conductor, tipoDocumento: '6', numeroDocumento: '10456789121' }] }), '2571 conductores[0].tipoDocumento error'],
    ['conductor sin documento', privada({ conductores: [{ ...conductor, numeroDocumento: '' }] }), '2568 conductores[0].numeroDocumento error'],
    ['DNI del conductor de 9 dígitos', privada({ conductores: [{ ...conductor, numeroDocumento: '456789123' }] }), '2569 conductores[0].numeroDocumento error'],
    ['conductor sin nombres', privada({ conductores: [{ ...conductor, nombres: '' }] }), '3360 conductores[0].nombres error'],
    ['conductor sin apellidos', privada({ conductores: [{ ...conductor, apellidos: ' ' }] }), '3361 conductores[0].apellidos error'],
    ['conductor sin licencia', privada({ conductores: [{ ...conductor, licencia: '' }] }), '2572 conductores[0].licencia error'],
    ['licencia de 8 caracteres', privada({ conductores: [{ ...conductor, licencia: 'Q4567891' }] }), '2573 conductores[0].licencia error'],
    ['licencia de ceros', privada({ conductores: [{ ...conductor, licencia: '000000000' }] }), '2573 conductores[0].licencia error'],
    ['privado sin vehículo', privada({ vehiculos: [] }), '2566 vehiculos error'],
    ['placa con guion', privada({ vehiculos: [{ placa: 'ABC-123' }] }), '2567 vehiculos[0].placa error'],
    ['placa secundaria de ceros', privada({ vehiculos: [{ placa: 'ABC123' }, { placa: '000000' }] }), '2567 vehiculos[1].placa error'],
    ['tres vehículos secundarios', privada({ vehiculos: [{ placa: 'ABC123' }, { placa: 'ABC124' }, { placa: 'ABC125' }, { placa: 'ABC126' }] }), '4389 vehiculos observacion'],
    // Vehículo M1 o L
    ['M1/L con conductor', privada({ vehiculoM1L: true }), 'M1L-CONDUCTORES conductores error'],
    ['M1/L con vehículo secundario', privada({ vehiculoM1L: true, conductores: [], vehiculos: [{ placa: 'ABC123' }, { placa: 'ABC124' }] }), 'M1L-VEHICULOS vehiculos error'],
    // Puntos de partida y llegada
    ['ubigeo de 5 dígitos', privada({ partida: { ...privada().partida, ubigeo: '15010' } }), '2776 partida.ubigeo error'],
    ['ubigeo de partida de una provincia', privada({ partida: { ...privada().partida, ubigeo: '150100' } }), '3363 partida.ubigeo error'],
    ['ubigeo de llegada inexistente', privada({ llegada: { ...privada().llegada, ubigeo: '159999' } }), '3368 llegada.ubigeo error'],
    ['partida sin dirección', privada({ partida: { ...privada().partida, direccion: '\n' } }), '2577 partida.direccion error'],
    ['llegada sin dirección', privada({ llegada: { ...privada().llegada, direccion: '' } }), '2574 llegada.direccion error'],
    ['dirección de partida de 2 caracteres', privada({ partida: { ...privada().partida, direccion: 'AV' } }), '4076 partida.direccion observacion'],
    ['dirección de llegada de 501 caracteres', privada({ llegada: { ...privada().llegada, direccion: 'D'.repeat(501) } }), '4068 llegada.direccion observacion'],
    ['código de establecimiento de 3 dígitos', privada({ llegada: { ...privada().llegada, codigoEstablecimiento: '002' } }), 'CODIGO-ESTABLECIMIENTO llegada.codigoEstablecimiento error'],
    ['establecimiento sin RUC dueño', privada({ llegada: { ...privada().llegada, rucPropietario: undefined } }), '3410 llegada.rucPropietario error'],
    ['RUC dueño del establecimiento errado', privada({ partida: { ...privada().partida, rucPropietario: '20123456780' } }), '3409 partida.rucPropietario error'],
    ['motivo 04 sin establecimiento de partida', privada({ partida: { ubigeo: '150101', direccion: 'JR. LAMPA 456' } }), '3365 partida.codigoEstablecimiento error'],
    ['motivo 04 sin establecimiento de llegada', privada({ llegada: { ubigeo: '150131', direccion: 'AV. JAVIER PRADO 123' } }), '3369 llegada.codigoEstablecimiento error'],
    ['motivo 04 con establecimiento de otra empresa', privada({ llegada: { ...privada().llegada, rucPropietario: OTRO_RUC } }), '3414 llegada.rucPropietario error'],
    ['venta a un establecimiento propio', privada({ motivo: '01', destinatario: tercero }), '3411 llegada.codigoEstablecimiento error'],
    ['compra desde un establecimiento propio', privada({ motivo: '02', llegada: { ubigeo: '150131', direccion: 'AV. JAVIER PRADO 123' } }), '3411 partida.codigoEstablecimiento error'],
    ['motivo 18 con establecimiento de llegada', privada({ motivo: '18', partida: { ubigeo: '150101', direccion: 'JR. LAMPA 456' } }), '3416 llegada.codigoEstablecimiento error'],
    // Líneas
    ['sin bienes', privada({ lineas: [] }), '2023 lineas error'],
    ['10.000 bienes', privada({ lineas: Array(10_000).fill({ descripcion: 'SILLA', cantidad: 1 }) }), '2023 lineas error'],
    ['cantidad cero', privada({ lineas: [{ descripcion: 'SILLA', cantidad: 0 }] }), '2780 lineas[0].cantidad error'],
    ['cantidad en notación científica', privada({ lineas: [{ descripcion: 'SILLA', cantidad: 1e-7 }] }), '2780 lineas[0].cantidad error'],
    ['bien sin descripción', privada({ lineas: [{ descripcion: '\t', cantidad: 1 }] }), '2781 lineas[0].descripcion error'],
    ['descripción de 2 caracteres', privada({ lineas: [{ descripcion: 'PC', cantidad: 1 }] }), '4084 lineas[0].descripcion observacion'],
    ['descripción de 501 caracteres', privada({ lineas: [{ descripcion: 'S'.repeat(501), cantidad: 1 }] }), '4084 lineas[0].descripcion observacion'],
    ['código del bien de 31 caracteres', privada({ lineas: [{ codigo: 'C'.repeat(31), descripcion: 'SILLA', cantidad: 1 }] }), '4085 lineas[0].codigo observacion'],
  ];

  it.each(casos)('%s', (_caso, guia, esperado) => {
    expect(codigos(guia)).toEqual([esperado]);
  });

  it('mide los textos ya sin caracteres de control ni espacios de más', () => {
    expect(codigos(privada({ nota: `${'n'.repeat(125)}\n\t   ${'n'.repeat(124)}` }))).toEqual([]);
  });

  it('no exige a un motivo 13 lo que exige al 04, aunque el destinatario sea la misma empresa', () => {
    expect(codigos(sinEstablecimientos(privada({ motivo: '13', descripcionMotivo: 'TRASLADO A TALLER' })))).toEqual([]);
  });
});
