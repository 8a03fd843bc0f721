import type { SortPayload } from 'react-admin';

// docs/especificacion-operaciones.md §9: both tabs of Gestión de Clientes y Direcciones list ten a page; newest first, as the API does.
export const PAGE_SIZE = 10;
export const NEWEST_FIRST: SortPayload = { field: 'id', order: 'DESC' };
