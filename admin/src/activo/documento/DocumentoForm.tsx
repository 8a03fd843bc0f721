import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { FechaInput } from '../../common/fechas/Fechas';
import { MoneyInput } from '../../common/MoneyInput';
import { numberOrNull, text } from '../../common/payload';
import { useAltaEnLinea } from '../../common/useAltaEnLinea';
import { useApi } from '../../common/useApiQuery';
import { requiredText } from '../../common/validation';
import { TIPOS_DOCUMENTO, texto } from './tipos';

type Values = Record<string, unknown>;

/** What the file input offers; the API decides by the file's content, not by this list. */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx,application/pdf,image/jpeg,image/png';

/** The document's fields as the multipart body carries them, with the file in `file`. */
const toForm = (values: Values, archivo: File) => {
    const form = new FormData();
    form.append('tipo', text(values.tipo));
    for (const campo of ['numero', 'fecha', 'vence'] as const) if (text(values[campo])) form.append(campo, text(values[campo]));
    const monto = numberOrNull(values.monto);
    if (monto !== null) form.append('monto', String(monto));
    form.append('file', archivo);
    return form;
};

/** Elegir archivo (the file input), the file's name, and Subir. */
const ArchivoYSubir = ({ archivo, subiendo, onArchivo }: { archivo?: File; subiendo: boolean; onArchivo(file?: File): void }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
                {translate(texto('choose'))}
                <input
                    hidden
                    type="file"
                    accept={ACCEPT}
                    aria-label={translate(texto('fields.archivo'))}
                    onChange={(event) => {
                        onArchivo(event.target.files?.[0]);
                        // Choosing the same file again still takes it.
                        event.target.value = '';
                    }}
                />
            </Button>
            <Typography variant="body2" color={archivo ? 'text.primary' : 'text.secondary'} sx={{ flex: 1, minWidth: '10rem' }}>
                {archivo?.name ?? translate(texto('hint'))}
            </Typography>
            <Button type="submit" variant="contained" disabled={subiendo} startIcon={subiendo ? <CircularProgress size={18} color="inherit" /> : <UploadFileIcon />}>
                {translate(texto('add'))}
            </Button>
        </Box>
    );
};

/** Tipo, N°, Fecha, Vence and Monto of a new document, its file, and Subir; the API's refusal shows above. */
export const DocumentoForm = ({ activoId, onAdded }: { activoId: number; onAdded(): void }) => {
    const translate = useTranslate();
    const api = useApi();
    const [archivo, setArchivo] = useState<File>();
    const { enviar, problem, setProblem, vez, pendiente } = useAltaEnLinea(
        ({ values, file }: { values: Values; file: File }) => api.subirDocumento(activoId, toForm(values, file)),
        texto('add_error'),
        () => {
            setArchivo(undefined);
            onAdded();
        },
    );

    const subir = (values: Values) => {
        if (archivo) return enviar({ values, file: archivo });
        setProblem(translate(texto('validation.archivo')));
        return undefined;
    };

    return (
        <Form key={vez} onSubmit={subir} noValidate mode="onTouched" disableInvalidFormNotification defaultValues={{ tipo: 'factura' }}>
            {problem && (
                <Alert severity="error" onClose={() => setProblem(undefined)} sx={{ mb: 1 }}>
                    {problem}
                </Alert>
            )}
            <Box
                role="group"
                aria-label={translate(texto('new'))}
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr 10rem 10rem 9rem' },
                    columnGap: 1,
                    alignItems: 'start',
                }}
            >
                <SelectInput
                    source="tipo"
                    label={texto('fields.tipo')}
                    choices={TIPOS_DOCUMENTO.map((tipo) => ({ id: tipo, name: texto(`tipos.${tipo}`) }))}
                    validate={requiredText(texto('validation.tipo'))}
                />
                <TextInput source="numero" label={texto('fields.numero')} />
                <FechaInput source="fecha" label={texto('fields.fecha')} />
                <FechaInput source="vence" label={texto('fields.vence')} />
                <MoneyInput source="monto" label={texto('fields.monto')} currency="S/" />
            </Box>
            <ArchivoYSubir
                archivo={archivo}
                subiendo={pendiente}
                onArchivo={(file) => {
                    setArchivo(file);
                    setProblem(undefined);
                }}
            />
        </Form>
    );
};
