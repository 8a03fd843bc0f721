import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

/** bcrypt reads only the first 72 bytes: a longer password would be cut without a word. */
export const CONTRASENA_MAX_BYTES = 72;
export const CONTRASENA_MIN = 10;
const COMUNES_LISTADAS = 10_000;

export const MENSAJES_CONTRASENA = {
  corta: `La contraseña debe tener al menos ${CONTRASENA_MIN} caracteres`,
  larga: `La contraseña no puede exceder los ${CONTRASENA_MAX_BYTES} bytes (las letras con tilde y la ñ ocupan 2)`,
  comun: 'La contraseña es demasiado común; elija otra',
  correo: 'La contraseña no puede contener la parte de su correo antes de la @',
} as const;

let comunes: Set<string> | undefined;
/** The 10,000 most used passwords, most frequent first, from the list @zxcvbn-ts ships. */
function contrasenasComunes(): Set<string> {
  comunes ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMUNES_LISTADAS).map((p) => p.toLowerCase()));
  return comunes;
}

/**
 * Why a new password is refused, or null. Applies to every password set from now on;
 * stored hashes keep working whatever they were.
 */
export function problemaDeContrasena(contrasena: string, correo?: string | null): string | null {
  if ([...contrasena].length < CONTRASENA_MIN) return MENSAJES_CONTRASENA.corta;
  if (Buffer.byteLength(contrasena, 'utf8') > CONTRASENA_MAX_BYTES) return MENSAJES_CONTRASENA.larga;
  const minusculas = contrasena.toLowerCase();
  if (contrasenasComunes().has(minusculas)) return MENSAJES_CONTRASENA.comun;
  // A one- or two-letter local part ("a@x.pe") would forbid half the alphabet.
  const local = correo?.split('@')[0]?.trim().toLowerCase() ?? '';
  if (local.length >= 3 && minusculas.includes(local)) return MENSAJES_CONTRASENA.correo;
  return null;
}

/** class-validator rule: the password policy, with the e-mail taken from the same body (`correoElectronico`). */
export function ContrasenaSegura(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    let mensaje: string = MENSAJES_CONTRASENA.corta;
    registerDecorator({
      name: 'contrasenaSegura',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (typeof value !== 'string') return false;
          const correo = (args.object as { correoElectronico?: unknown }).correoElectronico;
          const problema = problemaDeContrasena(value, typeof correo === 'string' ? correo : null);
          if (problema) mensaje = problema;
          return problema === null;
        },
        defaultMessage: () => mensaje,
      },
    });
  };
}
