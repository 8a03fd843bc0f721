// The option lists of docs/especificacion-activos.md §3. Values are stored as their text: the API reads the categories'
// words for the SUNAT depreciation rate.

export const ESTADOS = ['Activo', 'Inactivo', 'En mantenimiento'] as const;

export const CATEGORIAS_SUNAT = ['NO REVALUADO O REVALUADO SIN EFECTO TRIBUTARIO', 'REVALUADO CON EFECTO TRIBUTARIO'];

export const CATEGORIAS = ['Equipos de Cómputo', 'Muebles y Enseres', 'Equipos Diversos'];

/** Choices for a select: the list, plus the record's own value when it is not in it (imported data). */
export const choicesWith = (options: readonly string[], current: unknown) => {
    const own = typeof current === 'string' && current && !options.includes(current) ? [current] : [];
    return [...options, ...own].map((value) => ({ id: value, name: value }));
};
