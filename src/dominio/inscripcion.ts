/** The panel's page where a person sets up the verification in two steps from the link e-mailed to them. */
export const RUTA_DE_INSCRIPCION = '/configurar-verificacion';

/**
 * The link of an enrolment token: the token goes after '#', which the browser never sends to a server nor in a
 * Referer, so no access log or proxy on the way keeps it.
 */
export const urlDeInscripcion = (appUrl: string, token: string): string => `${appUrl}${RUTA_DE_INSCRIPCION}#${token}`;
