import { usePermissions } from 'react-admin';
import { hasRole, WRITER_ROLES } from './roles';

/** Whether the signed-in user may create, change and delete business data (every type but 6, Leer). */
export const useCanWrite = (): boolean => {
    const { permissions } = usePermissions<number | undefined>();
    return hasRole(permissions, WRITER_ROLES);
};
