import { crearEstimador, problemaDeContrasena, type Estimador } from '@dominio/contrasena';

let estimador: Promise<Estimador> | undefined;

/** The strength estimator and its word lists (about 2 MB): a chunk of their own, loaded when a password is first checked. */
const cargarEstimador = (): Promise<Estimador> =>
    (estimador ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, comun]) =>
        crearEstimador({ core, comun }),
    ));

/**
 * react-admin validator of a new password: the API's own rule (src/dominio/contrasena.ts), with the e-mail of the same
 * form when it has one. Empty is left to required() (or, on an edit, means "keep the current one").
 */
export const contrasenaSegura = async (value: unknown, values?: { correoElectronico?: unknown }): Promise<string | undefined> => {
    if (typeof value !== 'string' || value === '') return undefined;
    const correo = typeof values?.correoElectronico === 'string' ? values.correoElectronico : null;
    return problemaDeContrasena(value, correo, await cargarEstimador()) ?? undefined;
};
