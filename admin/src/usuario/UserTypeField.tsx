import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ADMIN_ROLES, hasRole, userTypeLabel } from '../common/roles';
import type { Usuario } from '../api/tipos';

interface UserTypeFieldProps {
    /** Column header and sort field; Datagrid reads them from here. */
    source: 'tipo';
    label?: string;
}

/** The user type's name; the types with admin-panel access (below 3) in red, as the panel's warning says. */
export const UserTypeField = (_props: UserTypeFieldProps) => {
    const record = useRecordContext<Usuario>();
    const translate = useTranslate();
    if (!record) return null;
    const admin = hasRole(record.tipo, ADMIN_ROLES);
    return (
        <Chip
            size="small"
            label={translate(userTypeLabel(record.tipo))}
            color={admin ? 'error' : 'default'}
            variant={admin ? 'filled' : 'outlined'}
        />
    );
};
