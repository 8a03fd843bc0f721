import type { Direccion } from '../../direccion/direccion.entity';
import { limaDate } from '../../common/lima-time';
import type { GuiaRemitente, PuntoTraslado } from '../documento/guia-remitente';
import { normalizarPlaca, sugerirMotivo } from '../documento/guia-remitente';
import type { ProblemaGuia } from '../documento/validar-guia';
import type { EmitirGreDto } from './dto/emitir-gre.dto';

/** What a movement brings to its guide (docs/gre-emision.md, «De un movimiento a su guía»). */
export interface MovimientoParaGuia {
  id: number;
  destinatario: string;
  /** The recipient's RUC, as the movement keeps it. */
  ruc: string | null;
  detalle: string | null;
  partida: PuntoRegistrado | null;
  llegada: PuntoRegistrado | null;
  activos: Array<{ codigo: string; descripcion: string }>;
}

/** A registered address of the movement, with the RUC whose establishment it is (the company's, or a client's). */
export interface PuntoRegistrado {
  direccion: Pick<Direccion, 'calle' | 'urbanizacion' | 'distrito' | 'provincia' | 'departamento' | 'ubigeo' | 'codigoEstablecimiento'>;
  rucPropietario: string;
}

/** The address line of the guide: street, urbanización and district, province and department. */
export function lineaDeDireccion(direccion: PuntoRegistrado['direccion']): string {
  return [direccion.calle, direccion.urbanizacion, direccion.distrito, direccion.provincia, direccion.departamento].filter((parte) => parte?.trim()).join(', ');
}

function punto(registrado: PuntoRegistrado | null): PuntoTraslado {
  if (!registrado) return { ubigeo: '', direccion: '' };
  const { direccion, rucPropietario } = registrado;
  const codigo = direccion.codigoEstablecimiento ?? undefined;
  return { ubigeo: direccion.ubigeo ?? '', direccion: lineaDeDireccion(direccion), codigoEstablecimiento: codigo, rucPropietario: codigo ? rucPropietario : undefined };
}

/** 'HH:mm:ss' in Lima (UTC−5 all year). */
const horaDeLima = (momento: Date) => new Date(momento.getTime() - 5 * 3_600_000).toISOString().slice(11, 19);

/**
 * The guide of `movimiento` with what the clerk typed (`dto`), issued at `emitidaEl`, before it has a number. The
 * recipient defaults to the movement's (with its RUC), the motivo to the one suggested (sugerirMotivo), the note to the
 * movement's number and detail; each asset is a line of one unit.
 */
export function guiaDeMovimiento(
  movimiento: MovimientoParaGuia,
  emisor: { ruc: string; razonSocial: string },
  serie: string,
  dto: EmitirGreDto,
  emitidaEl: Date,
): Omit<GuiaRemitente, 'numero'> {
  const destinatario = dto.destinatario
    ? { ...dto.destinatario, tipoDocumento: dto.destinatario.tipoDocumento as GuiaRemitente['destinatario']['tipoDocumento'] }
    : { tipoDocumento: '6' as const, numeroDocumento: movimiento.ruc ?? '', razonSocial: movimiento.destinatario };
  const partida = punto(movimiento.partida);
  const llegada = punto(movimiento.llegada);
  const privado = dto.modalidad === '02' && !dto.vehiculoM1L;
  const conductores = privado ? (dto.conductores ?? []) : [];
  const hayPrincipal = conductores.some((conductor) => conductor.principal);
  return {
    emisor,
    serie,
    fechaEmision: limaDate(emitidaEl),
    horaEmision: horaDeLima(emitidaEl),
    motivo: (dto.motivo ?? sugerirMotivo({ rucEmisor: emisor.ruc, destinatario, partida, llegada })) as GuiaRemitente['motivo'],
    descripcionMotivo: dto.descripcionMotivo ?? undefined,
    modalidad: dto.modalidad as GuiaRemitente['modalidad'],
    vehiculoM1L: Boolean(dto.vehiculoM1L),
    pesoBruto: dto.pesoBruto,
    unidadPeso: dto.unidadPeso as GuiaRemitente['unidadPeso'],
    bultos: dto.bultos ?? undefined,
    fechaInicioTraslado: dto.fechaInicioTraslado,
    fechaEntregaTransportista: dto.fechaEntregaTransportista ?? undefined,
    destinatario,
    transportista: dto.modalidad === '01' && dto.transportista ? { ...dto.transportista, registroMtc: dto.transportista.registroMtc ?? undefined } : undefined,
    conductores: conductores.map((conductor, indice) => ({
      tipoDocumento: conductor.tipoDocumento as GuiaRemitente['conductores'][number]['tipoDocumento'],
      numeroDocumento: conductor.numeroDocumento,
      nombres: conductor.nombres,
      apellidos: conductor.apellidos,
      licencia: conductor.licencia.toUpperCase(),
      principal: hayPrincipal ? Boolean(conductor.principal) : indice === 0,
    })),
    vehiculos: privado ? (dto.vehiculos ?? []).map((vehiculo) => ({ placa: normalizarPlaca(vehiculo.placa) })) : [],
    partida,
    llegada,
    nota: dto.nota ?? (`Movimiento de activos N.° ${movimiento.id}${movimiento.detalle ? `: ${movimiento.detalle}` : ''}`).slice(0, 250),
    lineas: movimiento.activos.map((activo) => ({ codigo: activo.codigo, descripcion: activo.descripcion, cantidad: 1 })),
  };
}

/** A movement without a registered point cannot give its guide the ubigeo and address SUNAT asks for. */
export function puntosFaltantes(movimiento: MovimientoParaGuia): ProblemaGuia[] {
  const falta = (campo: 'partida' | 'llegada', nombre: string): ProblemaGuia => ({
    codigo: campo === 'partida' ? '3363' : '3368',
    campo,
    mensaje: `El movimiento no tiene un punto de ${nombre} registrado: elija en el movimiento una dirección con su ubigeo`,
    severidad: 'error',
  });
  return [...(movimiento.partida ? [] : [falta('partida', 'partida')]), ...(movimiento.llegada ? [] : [falta('llegada', 'llegada')])];
}
