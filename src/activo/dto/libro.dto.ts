import { IsIn, IsOptional } from 'class-validator';
import { Libro, LIBROS } from '../../dominio/libros';

/** ?libro= of an asset's schedule: the tax book unless said. */
export class LibroDto {
  /** tributario (SUNAT rate, Formato 7.1) or financiero (NIC 16: useful life and residual value). */
  @IsOptional()
  @IsIn(LIBROS, { message: `libro debe ser uno de: ${LIBROS.join(', ')}` })
  libro?: Libro;
}
