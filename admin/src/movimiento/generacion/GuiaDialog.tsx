import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Form, SelectInput, useTranslate } from 'react-admin';
import type { ActivoOption } from '../../activo/ActivoSelector';
import { activoName } from '../../activo/record';
import { fullRow, Section } from '../../activo/dialog/fields';
import { text } from '../../common/payload';
import type { FormProblem } from '../../common/RecordFormDialog';
import { GuiaInputs } from '../MovimientoInputs';
import { isoOrNull } from '../movimientoPayload';
import type { GuiaMovimiento } from '../record';

type Values = Record<string, unknown>;

/** What the guide dialog requires (docs/especificacion-operaciones.md §5 "Generación de movimientos"), in the order the message lists them. */
const REQUERIDOS = [
    'ruc',
    'fecha',
    'destinatario',
    'guiaRemitente',
    'puntoDePartida',
    'puntoDeLlegada',
    'activoId',
    'unidad',
] as const;

/** What keeps a guide line from being saved: the required fields left empty (by their names), then a quantity under 1. */
const problemaDeGuia = (values: Values, nombreDe: (campo: string) => string): FormProblem | undefined => {
    const faltan = REQUERIDOS.filter((campo) => !text(values[campo]));
    if (faltan.length) {
        return {
            title: 'resources.movimiento.guia.required_title',
            message: 'resources.movimiento.guia.required',
            args: { fields: faltan.map(nombreDe).join(', ') },
        };
    }
    if (!(Number(values.cantidad) >= 1)) {
        return {
            title: 'resources.movimiento.guia.cantidad_title',
            message: 'resources.movimiento.validation.cantidad',
        };
    }
    return undefined;
};

/** The guide line the dialog's values make, with its asset's code and description. */
const guiaDe = (values: Values, activos: ActivoOption[]): GuiaMovimiento => {
    const activo = activos.find((candidato) => candidato.id === Number(values.activoId));
    return {
        ruc: text(values.ruc),
        fecha: isoOrNull(values.fecha),
        destinatario: text(values.destinatario),
        guiaRemitente: text(values.guiaRemitente),
        puntoDePartida: text(values.puntoDePartida),
        puntoDeLlegada: text(values.puntoDeLlegada),
        activoId: Number(values.activoId),
        codigo: activo?.codigo ?? null,
        unidad: text(values.unidad),
        descripcion: activo?.descripcion ?? null,
        cantidad: Number(values.cantidad),
    };
};

interface GuiaDialogProps {
    /** The line to change, or the first values of a new one. */
    guia: Partial<GuiaMovimiento>;
    editing: boolean;
    /** The movement's assets, those a line may carry. */
    activos: ActivoOption[];
    onSave(guia: GuiaMovimiento): void;
    onClose(): void;
}

/** Agregar / Editar Guía de Movimiento: a line of the generation page, kept on the page until it is generated. */
export const GuiaDialog = ({ guia, editing, activos, onSave, onClose }: GuiaDialogProps) => {
    const translate = useTranslate();
    const [problem, setProblem] = useState<FormProblem>();

    const save = (values: Values) => {
        const invalid = problemaDeGuia(values, (campo) => translate(`resources.movimiento.guia.fields.${campo}`));
        setProblem(invalid);
        if (invalid) return;
        onSave(guiaDe(values, activos));
    };

    return (
        <Dialog
            open
            fullWidth
            maxWidth="md"
            // Only Escape closes, not a stray click beside the dialog.
            onClose={(_event, reason) => reason === 'escapeKeyDown' && onClose()}
        >
            <Form record={guia} resource="movimiento" onSubmit={save} noValidate mode="onTouched" disableInvalidFormNotification>
                <DialogTitle>
                    {translate(editing ? 'resources.movimiento.guia.edit' : 'resources.movimiento.guia.create')}
                </DialogTitle>
                <DialogContent onChange={() => setProblem(undefined)}>
                    {problem && (
                        <Alert severity="error" sx={{ mb: 2 }}>
                            {problem.title && <AlertTitle>{translate(problem.title)}</AlertTitle>}
                            {translate(problem.message, problem.args)}
                        </Alert>
                    )}
                    <Box sx={{ pt: 1 }}>
                        <Section title="resources.movimiento.sections.guia">
                            <SelectInput
                                source="activoId"
                                label="resources.movimiento.guia.fields.activoId"
                                choices={activos}
                                optionText={activoName}
                                disabled={activos.length === 0}
                                helperText={activos.length === 0 && 'resources.movimiento.guia.sin_activos'}
                                sx={fullRow}
                            />
                            <GuiaInputs />
                        </Section>
                    </Box>
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
                        {translate('ra.action.save')}
                    </Button>
                </DialogActions>
            </Form>
        </Dialog>
    );
};
