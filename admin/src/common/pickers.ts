/**
 * The translation key of what a picker says when its list shows nothing: "Sin coincidencias" when it has options
 * but none matches the text typed, else why it has none (`emptyKey`, the spec's "No hay … disponibles").
 */
export const noOptionsKey = (hasOptions: boolean, emptyKey: string) => (hasOptions ? 'app.common.no_matches' : emptyKey);
