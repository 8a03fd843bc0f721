// The search and export filters of spec part 1 §3: the list filters by code and description,
// the PDF catalogue also by brand, model and serial.
export const FILTROS_LISTA = ['codigo', 'descripcion'] as const;
export const FILTROS_PDF = ['codigo', 'descripcion', 'marca', 'modelo', 'serie'] as const;

export type Filtro = (typeof FILTROS_PDF)[number];
export type Filtros = Partial<Record<Filtro, string>>;

/** The filters that have a value, trimmed, in the order given (an empty one means "all"). */
export const filtrosConValor = (valores: Record<string, unknown>, campos: readonly Filtro[]): Filtros =>
    Object.fromEntries(
        campos.map((campo) => [campo, String(valores[campo] ?? '').trim()]).filter(([, valor]) => valor),
    );

/** codigo=…&descripcion=…, for the export calls. */
export const filtrosQuery = (filtros: Filtros): string =>
    new URLSearchParams(filtros as Record<string, string>).toString();
