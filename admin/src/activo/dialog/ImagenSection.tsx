import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { serverMessage } from '../../common/errors';
import { useApi } from '../../common/useApiQuery';
import { IMAGE_ACCEPT, imageProblem, imageUrl } from '../imagen';
import { fullRow, Section, useReadOnly } from './fields';

const PREVIEW_PX = 240;

/** A chosen image checked (type, size), then uploaded: its path goes into the form's `imagen`; a problem is told. */
const useSubidaDeImagen = () => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const api = useApi();
    const subida = useMutation({ mutationFn: (form: FormData) => api.subirImagenActivo(form) });
    const [problem, setProblem] = useState<string>();

    const upload = async (file: File | undefined) => {
        if (!file) return;
        const invalid = imageProblem(file);
        setProblem(invalid && translate(invalid));
        if (invalid) return;
        const form = new FormData();
        form.append('file', file);
        try {
            const { imagePath } = await subida.mutateAsync(form);
            setValue('imagen', imagePath, { shouldDirty: true });
        } catch (error) {
            setProblem(serverMessage(error) ?? translate('resources.activos.image.upload_error'));
        }
    };

    return { uploading: subida.isPending, problem, setProblem, upload };
};

interface ImagenButtonsProps {
    /** The image shown, if any: it can be removed. */
    src?: string;
    uploading: boolean;
    onFile(file: File | undefined): void;
}

/** Elegir imagen (the file input), Quitar imagen, and what files are taken. */
const ImagenButtons = ({ src, uploading, onFile }: ImagenButtonsProps) => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    return (
        <Stack direction="row" spacing={1} alignItems="center">
            <Button
                component="label"
                variant="outlined"
                disabled={uploading}
                startIcon={uploading ? <CircularProgress size={18} color="inherit" /> : <PhotoCameraIcon />}
            >
                {translate(`resources.activos.image.${uploading ? 'uploading' : 'choose'}`)}
                <input
                    hidden
                    type="file"
                    accept={IMAGE_ACCEPT}
                    aria-label={translate('resources.activos.image.file')}
                    onChange={(event) => {
                        onFile(event.target.files?.[0]);
                        // Choosing the same file again still uploads it.
                        event.target.value = '';
                    }}
                />
            </Button>
            {src && (
                <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => setValue('imagen', null, { shouldDirty: true })}
                >
                    {translate('resources.activos.image.remove')}
                </Button>
            )}
            <Typography variant="caption" color="text.secondary">
                {translate('resources.activos.image.hint')}
            </Typography>
        </Stack>
    );
};

/** Imagen del Activo: uploaded as soon as it is chosen (JPG, PNG or GIF up to 5 MB), then previewed. */
export const ImagenSection = () => {
    const translate = useTranslate();
    const readOnly = useReadOnly();
    const imagen: string | null | undefined = useWatch({ name: 'imagen' });
    const { uploading, problem, setProblem, upload } = useSubidaDeImagen();

    const src = imageUrl(imagen);
    return (
        <Section title="resources.activos.sections.imagen">
            <Stack spacing={1} sx={fullRow}>
                {problem && (
                    <Alert severity="error" onClose={() => setProblem(undefined)}>
                        {problem}
                    </Alert>
                )}
                {src ? (
                    <Box
                        component="img"
                        src={src}
                        alt={translate('resources.activos.image.preview')}
                        sx={{ maxWidth: PREVIEW_PX, maxHeight: PREVIEW_PX, objectFit: 'contain', borderRadius: 1 }}
                    />
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        {translate('resources.activos.image.none')}
                    </Typography>
                )}
                {!readOnly && <ImagenButtons src={src} uploading={uploading} onFile={upload} />}
            </Stack>
        </Section>
    );
};
