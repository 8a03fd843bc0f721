import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
    Alert,
    Box,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Typography,
} from '@mui/material';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { Form, SelectInput, TextInput, useRefresh, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fieldErrors, serverMessage } from '../../common/errors';
import { hoyEnLima } from '../../common/fechas/dayjs';
import { FechaInput } from '../../common/fechas/Fechas';
import { MoneyInput } from '../../common/MoneyInput';
import { numberOrNull, optionalText, text } from '../../common/payload';
import { useApi } from '../../common/useApiQuery';
import { requiredText } from '../../common/validation';
import { BajaResultado } from './BajaResultado';
import { documentoDe, documentoLabel, MOTIVOS_BAJA, motivoLabel } from './motivos';
import type { Activo, Baja, BajaNueva, MotivoBaja } from '../../api/tipos';

const texto = (clave: string) => `resources.activos.baja.${clave}`;

type Values = Record<string, unknown>;

const MOTIVOS = MOTIVOS_BAJA.map((motivo) => ({ id: motivo, name: motivoLabel(motivo) }));

/** Required only for `motivo`: the validator reads the motive, so a field left behind by another motive never blocks. */
const requeridoPara = (motivo: MotivoBaja, mensaje: string) =>
    Object.assign((value: unknown, values: Values) => (values.motivo === motivo && !text(value) ? mensaje : undefined), {
        isRequired: true,
    });

/** The evidence is always required; the message names the motive's document. */
const documentoRequerido = Object.assign(
    (value: unknown, values: Values) => (text(value) ? undefined : texto(`validation.documento_${documentoDe(values.motivo)}`)),
    { isRequired: true },
);

/** The disposal as the API takes it: each motive's own evidence, nothing of another motive's. */
const toPayload = (values: Values): BajaNueva => {
    const motivo = values.motivo as MotivoBaja;
    return {
        fecha: text(values.fecha),
        motivo,
        documento: text(values.documento),
        observaciones: optionalText(values.observaciones),
        ...(motivo === 'venta' && { valorVenta: numberOrNull(values.valorVenta) }),
        ...(motivo === 'obsolescencia' && {
            profesional: optionalText(values.profesional),
            colegiatura: optionalText(values.colegiatura),
        }),
    };
};

/** The inputs of the chosen motive: its document, the sale price or the signing professional, the observations. */
const CamposDelMotivo = () => {
    const translate = useTranslate();
    const motivo = useWatch({ name: 'motivo' }) as MotivoBaja | '' | undefined;
    if (!motivo) return null;
    return (
        <>
            <TextInput
                source="documento"
                label={documentoLabel(motivo)}
                validate={documentoRequerido}
                sx={{ gridColumn: '1 / -1' }}
            />
            {motivo === 'venta' && (
                <MoneyInput
                    source="valorVenta"
                    label={texto('fields.valorVenta')}
                    currency="S/"
                    helperText={texto('hints.valorVenta')}
                    validate={requeridoPara('venta', texto('validation.valorVenta'))}
                />
            )}
            {motivo === 'obsolescencia' && (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
                        {translate(texto('hints.profesional'))}
                    </Typography>
                    <TextInput
                        source="profesional"
                        label={texto('fields.profesional')}
                        validate={requeridoPara('obsolescencia', texto('validation.profesional'))}
                    />
                    <TextInput
                        source="colegiatura"
                        label={texto('fields.colegiatura')}
                        validate={requeridoPara('obsolescencia', texto('validation.colegiatura'))}
                    />
                </>
            )}
            <TextInput
                source="observaciones"
                label={texto('fields.observaciones')}
                multiline
                minRows={2}
                validate={motivo === 'otro' ? requeridoPara('otro', texto('validation.observaciones')) : undefined}
                helperText={motivo === 'otro' ? texto('hints.observaciones') : undefined}
                sx={{ gridColumn: '1 / -1' }}
            />
        </>
    );
};

/** What the dialog shows of the asset: also a row of another screen (a missing asset of an inventory count). */
export type ActivoABajar = Pick<Activo, 'id' | 'codigo' | 'descripcion'>;

interface BajaDialogProps {
    activo: ActivoABajar;
    /** The motive already chosen (robo o pérdida for a missing asset); the user may change it. */
    motivo?: MotivoBaja;
    onClose(): void;
    /** After the result was shown: the asset left the books (and the list). */
    onDone(): void;
}

/**
 * Dar de baja: the date, the motive and the evidence it needs, checked here and again by the API; once done, the
 * figures the API wrote off, its warnings and the acta.
 */
export const BajaDialog = ({ activo, motivo, onClose, onDone }: BajaDialogProps) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const api = useApi();
    const alta = useMutation({ mutationFn: (baja: BajaNueva) => api.darDeBaja(activo.id, baja) });
    const [problem, setProblem] = useState<string>();
    const [hecha, setHecha] = useState<Baja>();
    const saving = alta.isPending;

    const guardar = async (values: Values) => {
        setProblem(undefined);
        try {
            setHecha(await alta.mutateAsync(toPayload(values)));
            // The list leaves the asset out from now on.
            refresh();
            return undefined;
        } catch (error) {
            setProblem(translate(texto('error'), { message: serverMessage(error) ?? translate('ra.notification.http_error') }));
            return fieldErrors(error);
        }
    };

    if (hecha) return <BajaResultado activo={activo} baja={hecha} onClose={onDone} />;
    return (
        <Dialog
            open
            fullWidth
            maxWidth="sm"
            onClose={(_event, reason) => reason === 'escapeKeyDown' && !saving && onClose()}
            aria-labelledby="baja-titulo"
        >
            <Form defaultValues={{ fecha: hoyEnLima(), motivo: motivo ?? '' }} onSubmit={guardar} noValidate mode="onTouched" disableInvalidFormNotification>
                <DialogTitle id="baja-titulo">
                    {translate(texto('title'))}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {`${activo.codigo} - ${activo.descripcion}`}
                    </Typography>
                </DialogTitle>
                <DialogContent onChange={() => setProblem(undefined)}>
                    {problem && (
                        <Alert severity="error" sx={{ mb: 2 }}>
                            {problem}
                        </Alert>
                    )}
                    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, pt: 1 }}>
                        <FechaInput
                            source="fecha"
                            label={texto('fields.fecha')}
                            validate={requiredText(texto('validation.fecha'))}
                        />
                        <SelectInput
                            source="motivo"
                            label={texto('fields.motivo')}
                            choices={MOTIVOS}
                            validate={requiredText(texto('validation.motivo'))}
                            emptyText={texto('elegir_motivo')}
                        />
                        <CamposDelMotivo />
                    </Box>
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    <Button onClick={onClose} disabled={saving}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <Button
                        type="submit"
                        variant="contained"
                        color="error"
                        disabled={saving}
                        startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <RemoveCircleIcon />}
                    >
                        {translate(texto('submit'))}
                    </Button>
                </DialogActions>
            </Form>
        </Dialog>
    );
};
