/** The panel's route that opens an asset by its code: where a label's QR code leads. */
export const RUTA_DE_ETIQUETA = '/a/';

/** What a label's QR code holds: the app's address and the route of the asset's code. */
export const urlDeEtiqueta = (appUrl: string, codigo: string): string => `${appUrl}${RUTA_DE_ETIQUETA}${encodeURIComponent(codigo)}`;
