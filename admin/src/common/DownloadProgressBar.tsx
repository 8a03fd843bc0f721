import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DownloadProgress } from './download';
import { formatNumber } from './format';

const MB = 1024 * 1024;

/** "Descargando... 1.5 MB" over a bar: measured when the size is known, running otherwise. */
export const DownloadProgressBar = ({ progress }: { progress: DownloadProgress }) => {
    const translate = useTranslate();
    const { received, total } = progress;
    const label = translate('app.download.progress', { size: formatNumber(received / MB) });
    return (
        <Box sx={{ my: 1 }}>
            <LinearProgress
                aria-label={label}
                variant={total ? 'determinate' : 'indeterminate'}
                value={total ? (received / total) * 100 : undefined}
            />
            <Typography variant="caption" color="text.secondary">
                {label}
            </Typography>
        </Box>
    );
};
