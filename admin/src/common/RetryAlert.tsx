import type { ReactNode } from 'react';
import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

/** A red alert saying why something failed to load, with Reintentar. */
export const RetryAlert = ({ children, onRetry, sx }: { children: ReactNode; onRetry(): void; sx?: SxProps<Theme> }) => {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            sx={sx}
            action={
                <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
                    {translate('app.common.retry')}
                </Button>
            }
        >
            {children}
        </Alert>
    );
};
