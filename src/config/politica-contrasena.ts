import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { crearEstimador, Estimador, MENSAJES_CONTRASENA, ModulosEstimador, problemaDeContrasena as problemaSegunRegla } from '../dominio/contrasena';

export { CONTRASENA_MAX, CONTRASENA_MIN, MENSAJES_CONTRASENA } from '../dominio/contrasena';

let estimador: Estimador | undefined;
/** Loaded on the first password checked: most processes (and every start-up outside production) never need it. */
function estimadorDelServidor(): Estimador {
  estimador ??= crearEstimador({ core: require('@zxcvbn-ts/core'), comun: require('@zxcvbn-ts/language-common') } as ModulosEstimador);
  return estimador;
}

/** Why a new password is refused, or null: the rule of src/dominio/contrasena.ts. */
export const problemaDeContrasena = (contrasena: string, correo?: string | null): string | null =>
  problemaSegunRegla(contrasena, correo, estimadorDelServidor());

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
