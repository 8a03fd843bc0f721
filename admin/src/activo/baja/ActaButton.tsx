import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, type ButtonProps } from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import { useDownload } from '../../common/download';
import { useErrorMessage } from '../../common/errors';
import { API_URL } from '../../dataProvider';
import type { Activo } from '../../api/tipos';

interface ActaButtonProps {
    activo: Pick<Activo, 'id' | 'codigo'>;
    /** Translation key of the button. */
    label: string;
    variant?: ButtonProps['variant'];
}

/** The disposal's acta as a PDF (Acta_Baja_{codigo}.pdf), with why it failed underneath. */
export const ActaButton = ({ activo, label, variant = 'outlined' }: ActaButtonProps) => {
    const translate = useTranslate();
    const describe = useErrorMessage();
    const [problem, setProblem] = useState<string>();
    const { download, progress } = useDownload((error) =>
        setProblem(translate('resources.activos.baja.acta_error', { message: describe(error) })),
    );
    const descargar = () => {
        setProblem(undefined);
        void download(`${API_URL}/activos/${activo.id}/baja/acta`, `Acta_Baja_${activo.codigo}.pdf`);
    };
    return (
        <Stack gap={1}>
            <Button
                variant={variant}
                color="error"
                disabled={Boolean(progress)}
                startIcon={progress ? <CircularProgress size={18} color="inherit" /> : <PictureAsPdfIcon />}
                onClick={descargar}
                sx={{ whiteSpace: 'nowrap' }}
            >
                {translate(label)}
            </Button>
            {problem && (
                <Alert severity="error" onClose={() => setProblem(undefined)}>
                    {problem}
                </Alert>
            )}
        </Stack>
    );
};
