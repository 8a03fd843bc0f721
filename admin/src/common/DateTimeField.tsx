import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from './format';

interface DateTimeFieldProps {
    source: string;
    /** Column header; Datagrid reads it from here. */
    label?: string;
}

/** A date-time column in the es-PE format (dd/MM/yyyy HH:mm, local time). */
export const DateTimeField = ({ source }: DateTimeFieldProps) => {
    const record = useRecordContext();
    return (
        <Typography component="span" variant="body2">
            {formatDateTime(record?.[source])}
        </Typography>
    );
};
