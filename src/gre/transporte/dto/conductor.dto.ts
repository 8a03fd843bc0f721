import { Transform } from 'class-transformer';
import { TextoRequerido } from '../../../common/dto-fields';
import { errorDeDocumento, errorDeLicencia, esTipoDocumentoConductor, MENSAJE_TIPO_DOCUMENTO, normalizarCodigo } from '../reglas';
import { normalizado, Regla } from './regla';

/** Body of POST and PUT /api/gre/conductores (docs/gre-transporte.md, "Conductor"). */
export class ConductorDto {
  /** SUNAT's catálogo 06 without 6 (RUC): 1 DNI, 4 carné de extranjería, 7 pasaporte, A, B, C, D, E, F, G, 0. */
  @Transform(normalizado(normalizarCodigo))
  @Regla((tipo) => (esTipoDocumentoConductor(tipo) ? null : MENSAJE_TIPO_DOCUMENTO))
  tipoDocumento: string;

  /** A DNI: exactly 8 digits, leading zeros included; another document: 1 to 15 letters or digits. Stored in capitals. */
  @Transform(normalizado(normalizarCodigo))
  // The type's own message is the type field's: a number is only judged against a valid type.
  @Regla((numero, cuerpo) => (esTipoDocumentoConductor(String(cuerpo.tipoDocumento)) ? errorDeDocumento(String(cuerpo.tipoDocumento), numero) : null))
  numeroDocumento: string;

  @TextoRequerido('Los nombres son requeridos', 'Los nombres', 100) nombres: string;
  @TextoRequerido('Los apellidos son requeridos', 'Los apellidos', 100) apellidos: string;

  /** Driving licence: 9 or 10 letters or digits once in capitals, not all zeros. */
  @Transform(normalizado(normalizarCodigo))
  @Regla(errorDeLicencia)
  licencia: string;
}
