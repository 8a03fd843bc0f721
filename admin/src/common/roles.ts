// User types (docs/especificacion-activos.md §6): 1 is the highest. Menu links and route guards read the same lists.
export const COMPANIA_ROLES: readonly number[] = [1, 2, 3];
export const ADMIN_ROLES: readonly number[] = [1, 2];
// Inventory campaigns are opened, reconciled and closed by management (Maestro to Gerente).
export const GERENCIA_ROLES: readonly number[] = [1, 2, 3, 4];
// Type 6 (Leer) only reads business data; the API refuses its writes.
export const WRITER_ROLES: readonly number[] = [1, 2, 3, 4, 5];

export const hasRole = (userType: number | undefined, allowed: readonly number[]): boolean =>
    userType !== undefined && allowed.includes(userType);

// The admin panel's reading of the numbers (docs/especificacion-operaciones.md §6): every other value is Desconocido.
export const MAESTRO = 1;
export const USER_TYPES: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Translation key of a user type's name in the admin panel. */
export const userTypeLabel = (tipo: number | undefined): string =>
    tipo !== undefined && USER_TYPES.includes(tipo) ? `app.user_types.${tipo}` : 'app.user_types.unknown';
