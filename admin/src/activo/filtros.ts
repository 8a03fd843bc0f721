import type { FiltroBajas } from '../api/tipos';

// The search and export filters of docs/especificacion-activos.md §3: the list filters by code and description,
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

/** Which assets a list or an export shows by disposal (baja): the API leaves the disposed ones out unless told. */
export const MOSTRAR_BAJAS = ['excluir', 'incluir', 'solo'] as const satisfies readonly FiltroBajas[];
export type MostrarBajas = (typeof MOSTRAR_BAJAS)[number];

export const bajasDe = (valores: Record<string, unknown>): MostrarBajas =>
    MOSTRAR_BAJAS.find((opcion) => opcion === valores.bajas) ?? 'excluir';

/** The `bajas` filter of the list, absent for the API's default. */
export const filtroBajas = (bajas: MostrarBajas): { bajas?: MostrarBajas } => (bajas === 'excluir' ? {} : { bajas });

/** The export calls' query: the filters, and bajas when not the default. */
export const exportacionQuery = (filtros: Filtros, bajas: MostrarBajas): string =>
    filtrosQuery({ ...filtros, ...filtroBajas(bajas) } as Filtros);

/** The list's filter of who holds the asset: a custodian's id, or `ninguno` for the assets nobody holds. */
export const SIN_CUSTODIO = 'ninguno';
/** The list's filter on a company's field: `campo.<clave>`. */
export const PREFIJO_CAMPO = 'campo.';

/** The custodian and company-field filters the list has, kept as they are through a new search. */
export const filtrosPropios = (valores: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
        Object.entries(valores).filter(
            ([clave, valor]) => (clave === 'custodioId' || clave.startsWith(PREFIJO_CAMPO)) && valor !== '' && valor !== null && valor !== undefined,
        ),
    );
