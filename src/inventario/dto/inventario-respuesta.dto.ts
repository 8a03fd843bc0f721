import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import type { EstadoFisico, ResultadoLectura } from '../../dominio/inventario';
import type { EstadoInventario } from '../inventario.entity';
import type {
  ActivoDeInventario,
  ActivoEnUbicacion,
  Conciliacion,
  FilaConciliacion,
  InventarioRespuesta,
  LecturaRespuesta,
  ResumenConciliacion,
  Ubicacion,
} from '../inventario-reglas';
import type { ResultadoDeLectura } from '../lectura.service';
import { AlcanceDto } from './inventario.dto';

/** Un lugar: ids, con la dirección y el área por su nombre (null lo que no se sabe). */
export class UbicacionDto implements Ubicacion {
  direccionId: number | null;
  /** The address in words: "calle, distrito, provincia". */
  direccion: string | null;
  edificio: string | null;
  piso: string | null;
  areaId: number | null;
  /** The area's name. */
  area: string | null;
  sede: string | null;
}

/** Una campaña de inventario físico, con sus cifras. */
export class InventarioRespuestaDto implements InventarioRespuesta {
  id: number;
  nombre: string;
  /** YYYY-MM-DD */
  @ApiProperty({ format: 'date', example: '2025-12-31' })
  fechaCorte: string;
  alcance: AlcanceDto;
  estado: EstadoInventario;
  /** Who opened it. */
  creadoPor: string;
  createdAt: Date;
  cerradoEl: Date | null;
  cerradoPor: string | null;
  /** Assets in scope. */
  esperados: number;
  /** Assets in scope with a reading. */
  leidos: number;
  /** Readings of codes the books do not have. */
  sobrantes: number;
}

/** Un activo donde dicen los libros. */
export class ActivoEnUbicacionDto implements ActivoEnUbicacion {
  id: number;
  codigo: string;
  descripcion: string;
  ubicacion: UbicacionDto;
}

/** Un activo del alcance, con si ya se leyó. */
export class ActivoDeInventarioDto extends ActivoEnUbicacionDto implements ActivoDeInventario {
  leido: boolean;
}

/** Una lectura: dónde se leyó, quién la hizo y qué encontró. */
export class LecturaRespuestaDto implements LecturaRespuesta {
  id: number;
  /** The asset's code, or the code read when the books have none (a surplus); empty when the reading named no code (ilegible). */
  codigo: string;
  /** What an unreadable reading (resultado ilegible) read, as it was read; null on every other. */
  textoLeido: string | null;
  activoId: number | null;
  /** The asset where the books say it is; null for a surplus. */
  activo: ActivoEnUbicacionDto | null;
  resultado: ResultadoLectura;
  /** Where it was read. */
  ubicacion: UbicacionDto;
  estadoFisico: EstadoFisico | null;
  observacion: string | null;
  leidoEl: Date;
  /** Who counted (name). */
  usuario: string;
}

export class ErrorDeCampoDto {
  /** The field's path: "codigo", "ubicacion.direccionId". */
  field: string;
  message: string;
}

/** Una lectura del lote que se guardó. */
export class LecturaGuardadaDto {
  /** Its position in the batch, from 0. */
  indice: number;
  codigo: string | null;
  @ApiProperty({ enum: [true] })
  ok: true;
  lectura: LecturaRespuestaDto;
}

/** Una lectura del lote que no se guardó, con sus errores por campo. */
export class LecturaRechazadaDto {
  indice: number;
  codigo: string | null;
  @ApiProperty({ enum: [false] })
  ok: false;
  errores: ErrorDeCampoDto[];
}

/** La respuesta a un lote de lecturas: cada una en su orden, guardada o con sus errores. */
export class LoteDeLecturasDto {
  guardadas: number;
  rechazadas: number;
  @ApiProperty({ type: 'array', items: { oneOf: [{ $ref: getSchemaPath(LecturaGuardadaDto) }, { $ref: getSchemaPath(LecturaRechazadaDto) }] } })
  resultados: ResultadoDeLectura[];
}

/** Un activo en la conciliación: dónde dicen los libros, su lectura (null si falta) y, si se leyó en otro lugar, dónde lo dejaría el traslado. */
export class FilaConciliacionDto implements FilaConciliacion {
  activo: ActivoEnUbicacionDto;
  lectura: LecturaRespuestaDto | null;
  /** Read elsewhere: the books' place with what the reading brought (the proposed move); null otherwise. */
  propuesta: UbicacionDto | null;
}

export class ResumenConciliacionDto implements ResumenConciliacion {
  /** Assets in scope. */
  esperados: number;
  encontrados: number;
  otraUbicacion: number;
  /** In scope, not read. */
  faltantes: number;
  sobrantes: number;
  /** Read, but disposed of. */
  dadosDeBaja: number;
  /** In the books and read, outside the scope. */
  fueraDeAlcance: number;
}

/** La conciliación físico–contable de una campaña: sus cifras y cada grupo con sus filas. */
export class ConciliacionDto implements Conciliacion {
  inventario: InventarioRespuestaDto;
  resumen: ResumenConciliacionDto;
  /** Read where the books say. */
  encontrados: FilaConciliacionDto[];
  /** Read elsewhere; `propuesta` is the move. */
  otraUbicacion: FilaConciliacionDto[];
  /** In scope, without a reading. */
  faltantes: FilaConciliacionDto[];
  /** Codes read that the books do not have. */
  sobrantes: LecturaRespuestaDto[];
  dadosDeBaja: FilaConciliacionDto[];
  fueraDeAlcance: FilaConciliacionDto[];
}

/** Lo que movió un traslado: cuántos activos y los movimientos creados, uno por lugar de llegada. */
export class TrasladoRespuestaDto {
  trasladados: number;
  movimientoIds: number[];
}
